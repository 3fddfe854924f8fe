import { describe, expect, it } from 'vitest';
import { fromTree, isSnapshotNode, toTree, type SnapshotNode } from './tree';

const SVG_NS = 'http://www.w3.org/2000/svg';

function roundTrip(html: string): HTMLElement {
  const source = document.createElement('div');
  source.innerHTML = html;
  const tree = toTree(source);
  // Through structuredClone, as IndexedDB stores it.
  const node = fromTree(structuredClone(tree) as SnapshotNode);
  if (!(node instanceof HTMLElement)) throw new Error('no element');
  return node;
}

describe('snapshot tree', () => {
  it('rebuilds the same markup: elements, attributes, text and SVG in its namespace', () => {
    const html =
      '<section class="card" aria-label="Resumo"><h2>Vendas</h2><p data-x="1">R$&nbsp;1.234,56 <b>hoje</b></p>' +
      '<svg viewBox="0 0 10 10"><path d="M0 0L10 10"></path></svg></section>';
    const copy = roundTrip(html);
    const original = document.createElement('div');
    original.innerHTML = html;
    expect(copy.outerHTML).toBe(original.outerHTML);
    expect(copy.querySelector('path')?.namespaceURI).toBe(SVG_NS);
  });

  it('keeps hostile text as text: nothing is parsed as HTML when painting', () => {
    const source = document.createElement('p');
    source.textContent = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const copy = fromTree(toTree(source) as SnapshotNode) as HTMLElement;
    expect(copy.textContent).toBe(source.textContent);
    expect(copy.querySelector('img, script')).toBeNull();
  });

  it('drops scripts, frames, event handlers and javascript: URLs', () => {
    const copy = roundTrip(
      '<a href="javascript:alert(1)" onclick="alert(2)" class="link">x</a><a href="/merchant">ok</a>' +
        '<script>alert(3)</script><iframe src="/x"></iframe><img src=" JavaScript:alert(4)" onerror="alert(5)" alt="">',
    );
    const [bad, good] = copy.querySelectorAll('a');
    expect(bad?.getAttribute('href')).toBeNull();
    expect(bad?.getAttribute('onclick')).toBeNull();
    expect(bad?.className).toBe('link');
    expect(good?.getAttribute('href')).toBe('/merchant');
    expect(copy.querySelector('script, iframe')).toBeNull();
    expect([...(copy.querySelector('img')?.attributes ?? [])].map((a) => a.name)).toEqual(['alt']);
  });

  it('also filters a tree that was altered in storage', () => {
    const altered: SnapshotNode = {
      t: 'div',
      a: [
        ['onmouseover', 'alert(1)'],
        ['class', 'x'],
      ],
      c: [
        { t: 'script', a: [], c: ['alert(2)'] },
        { t: 'a', a: [['href', 'javascript:alert(3)']], c: ['link'] },
      ],
    };
    const copy = fromTree(altered) as HTMLElement;
    expect(copy.outerHTML).toBe('<div class="x"><a>link</a></div>');
  });

  it('applies skip and replace', () => {
    const source = document.createElement('div');
    source.innerHTML = '<p class="keep">a</p><p class="skip">b</p><canvas></canvas>';
    const tree = toTree(source, {
      skip: (element) => element.classList.contains('skip'),
      replace: (element) => (element.localName === 'canvas' ? document.createElement('img') : undefined),
    });
    expect((fromTree(tree as SnapshotNode) as HTMLElement).innerHTML).toBe('<p class="keep">a</p><img>');
  });

  it('recognises trees and rejects anything else', () => {
    expect(isSnapshotNode('text')).toBe(true);
    expect(isSnapshotNode({ t: 'p', a: [['class', 'x']], c: ['a', { t: 'b', a: [], c: [] }] })).toBe(true);
    expect(isSnapshotNode({ t: 'p', a: [['class']], c: [] })).toBe(false);
    expect(isSnapshotNode({ t: 'p', a: [], c: [42] })).toBe(false);
    expect(isSnapshotNode({ t: 'p', ns: 1, a: [], c: [] })).toBe(false);
    expect(isSnapshotNode(null)).toBe(false);
  });
});

describe('form state', () => {
  it('copies what controls show (checked, value, selected, text area), never a password', () => {
    const source = document.createElement('form');
    source.innerHTML =
      '<input type="radio" name="p" value="1" checked><input type="radio" name="p" value="7"><input type="search" value="old">' +
      '<input type="password" value="secret"><select><option>a</option><option>b</option></select><textarea>old</textarea>';
    const [, week, search, password] = source.querySelectorAll('input');
    (week as HTMLInputElement).checked = true;
    (search as HTMLInputElement).value = 'maquininha';
    (password as HTMLInputElement).value = 'typed';
    (source.querySelector('select') as HTMLSelectElement).selectedIndex = 1;
    (source.querySelector('textarea') as HTMLTextAreaElement).value = 'novo texto';

    const copy = fromTree(toTree(source) as SnapshotNode) as HTMLElement;
    const [copyToday, copyWeek, copySearch, copyPassword] = copy.querySelectorAll('input');
    expect(copyToday?.hasAttribute('checked')).toBe(false);
    expect(copyWeek?.hasAttribute('checked')).toBe(true);
    expect(copySearch?.getAttribute('value')).toBe('maquininha');
    expect(copyPassword?.hasAttribute('value')).toBe(false);
    expect([...copy.querySelectorAll('option')].map((option) => option.hasAttribute('selected'))).toEqual([
      false,
      true,
    ]);
    expect(copy.querySelector('textarea')?.textContent).toBe('novo texto');
  });
});
