import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_SKIP_ATTRIBUTE } from './capture';
import { toTree, type SnapshotNode } from './tree';
import { paintHere } from './testing/paint-here';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Capture then paint, through JSON as localStorage stores it. */
function roundTrip(html: string): HTMLElement {
  const source = document.createElement('div');
  source.innerHTML = html;
  const trees = [...source.childNodes].map((node) => toTree(node)).filter((tree) => tree !== undefined);
  return paintHere(JSON.parse(JSON.stringify(trees)) as SnapshotNode[]);
}

describe('snapshot tree', () => {
  it('rebuilds the same markup: elements, attributes, text and SVG in its namespace', () => {
    const html =
      '<section class="card" aria-label="Resumo"><h2>Vendas</h2><p data-x="1">R$&nbsp;1.234,56 <b>hoje</b></p>' +
      '<svg viewBox="0 0 10 10"><path d="M0 0L10 10" stroke-width="2"></path></svg></section>';
    const copy = roundTrip(html);
    const original = document.createElement('div');
    original.innerHTML = html;
    expect(copy.innerHTML).toBe(original.innerHTML);
    expect(copy.querySelector('path')?.namespaceURI).toBe(SVG_NS);
    expect(copy.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
  });

  it('keeps hostile text as text: nothing is parsed as HTML when painting', () => {
    const source = document.createElement('p');
    source.textContent = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const copy = paintHere([toTree(source)]);
    expect(copy.textContent).toBe(source.textContent);
    expect(copy.querySelector('img, script')).toBeNull();
  });

  it('copies through the allowlist: no scripts, frames, handlers, links or ids', () => {
    const copy = roundTrip(
      '<a id="x" href="/merchant" onclick="alert(2)" class="link">x</a><script>alert(3)</script>' +
        '<iframe src="/x"></iframe><img src="/icons/logo.svg" onerror="alert(5)" alt="">',
    );
    expect(copy.innerHTML).toBe('<a class="link">x</a><img src="/icons/logo.svg" alt="">');
  });

  it('copies an open shadow root with the indexes of its stylesheets, ids kept only inside it', () => {
    // Not this window's (the test setup defines Ionic's ion-button, with its own shadow root).
    const view = new Window() as unknown as typeof globalThis;
    const host = view.document.createElement('ion-button');
    host.id = 'buy';
    host.className = 'md button-solid';
    host.append('Comprar');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button id="native" class="button-native" part="native"><slot></slot></button>';
    const sheet = new view.CSSStyleSheet();
    shadow.adoptedStyleSheets = [sheet];
    const tree = toTree(host, { sheetIndex: (s) => (s === sheet ? 3 : undefined) });
    expect(tree).toEqual({
      t: 'ion-button',
      a: [['class', 'md button-solid']],
      c: ['Comprar'],
      s: {
        c: [
          {
            t: 'button',
            a: [
              ['id', 'native'],
              ['class', 'button-native'],
              ['part', 'native'],
            ],
            c: [{ t: 'slot', a: [], c: [] }],
          },
        ],
        y: [3],
      },
    });
  });

  it('applies skip, replace and rename', () => {
    const source = document.createElement('div');
    source.innerHTML = `<p class="keep">a</p><p ${SNAPSHOT_SKIP_ATTRIBUTE}="">b</p><canvas></canvas><form class="f">c</form>`;
    const tree = toTree(source, {
      skip: (element) => element.hasAttribute(SNAPSHOT_SKIP_ATTRIBUTE),
      replace: (element) => (element.localName === 'canvas' ? document.createElement('img') : undefined),
      rename: { form: 'div' },
    });
    expect(paintHere([tree]).innerHTML).toBe('<div><p class="keep">a</p><img><div class="f">c</div></div>');
  });
});

describe('form state', () => {
  it('copies what controls show (checked, value, selected, text area), never a password', () => {
    const source = document.createElement('div');
    source.innerHTML =
      '<input type="radio" name="p" value="1" checked><input type="radio" name="p" value="7"><input type="search" value="old">' +
      '<input type="password" value="secret"><select><option>a</option><option>b</option></select><textarea>old</textarea>';
    const [, week, search, password] = source.querySelectorAll('input');
    (week as HTMLInputElement).checked = true;
    (search as HTMLInputElement).value = 'maquininha';
    (password as HTMLInputElement).value = 'typed';
    (source.querySelector('select') as HTMLSelectElement).selectedIndex = 1;
    (source.querySelector('textarea') as HTMLTextAreaElement).value = 'novo texto';

    const copy = paintHere([toTree(source)]);
    const [copyToday, copyWeek, copySearch, copyPassword] = copy.querySelectorAll('input');
    expect(copyToday?.hasAttribute('checked')).toBe(false);
    expect(copyWeek?.hasAttribute('checked')).toBe(true);
    expect(copyWeek?.hasAttribute('name')).toBe(false);
    expect(copySearch?.getAttribute('value')).toBe('maquininha');
    expect(copyPassword?.hasAttribute('value')).toBe(false);
    expect([...copy.querySelectorAll('option')].map((option) => option.hasAttribute('selected'))).toEqual([
      false,
      true,
    ]);
    expect(copy.querySelector('textarea')?.textContent).toBe('novo texto');
  });
});
