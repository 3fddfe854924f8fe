import { describe, expect, it } from 'vitest';
import { hasCustomElement } from './paint-tree';
import { EVIL, HOSTILE_NODES, HOSTILE_STYLES } from './testing/hostile-corpus';
import { inertProblems } from './testing/expect-inert';
import { paintHere } from './testing/paint-here';

/** A screen of a tampered record: the hostile node between legitimate content. */
const screen = (node: unknown) => ({
  t: 'main',
  a: [['class', 'page']],
  c: [{ t: 'h1', a: [], c: ['Dashboard'] }, 'antes', node, 'depois', { t: 'p', a: [], c: ['R$ 10,00'] }],
});

describe('painting a hostile stored tree', () => {
  it.each(HOSTILE_NODES)('%s: nothing that runs or loads; the screen around it still paints', (_, node) => {
    const painted = paintHere([screen(node)]);
    expect(inertProblems(painted)).toEqual([]);
    const main = painted.querySelector('main.page');
    expect(main?.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(main?.textContent).toMatch(/^Dashboard\s*antes[\s\S]*depois\s*R\$ 10,00$/);
  });

  it('keeps what is legitimate in a case: the safe declarations, the shapes, the content', () => {
    const painted = paintHere(HOSTILE_NODES.map(([, node]) => screen(node)));
    const styled = [...painted.querySelectorAll('div[style]')].map((div) => div.getAttribute('style'));
    expect(styled.length).toBeGreaterThan(10);
    // The safe declarations stay (from a shorthand, its longhands that load nothing).
    for (const style of styled) expect(style).toMatch(/^color: rgb\(1, 2, 3\);/);
    const path = painted.querySelector('svg > path');
    expect(path?.getAttribute('d')).toBe('M0 0L10 10');
    expect(path?.hasAttribute('fill')).toBe(false);
    expect(painted.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
    // A link keeps its text and look, not its target; a form's fields are not painted from storage.
    expect(painted.querySelector('a')?.outerHTML).toBe('<a>link</a>');
    expect(painted.textContent).not.toContain('Enviar');
    expect(painted.querySelectorAll('img[src]')).toHaveLength(1); // only '/x.png' of the first case
    expect(painted.textContent).not.toContain(EVIL);
  });

  it('paints a shadow root only on a custom element, with the sheets its indexes name', () => {
    const card = {
      t: 'ion-card',
      a: [['class', 'md']],
      c: ['Resumo'],
      s: {
        c: [
          { t: 'div', a: [['class', 'card-inner']], c: [{ t: 'slot', a: [['name', 'start']], c: [] }] },
          { t: 'script', a: [], c: ['window.__pwned=1'] },
        ],
        y: [1, 7, '0'],
      },
    };
    const painted = paintHere(
      [card],
      [
        '.unused { color: red }',
        `:host { display: block } .card-inner { background: url(${EVIL}/x.png); color: blue }`,
      ],
    );
    const root = painted.querySelector('ion-card')?.shadowRoot;
    expect(root?.innerHTML).toBe('<div class="card-inner"><slot name="start"></slot></div>');
    expect(root?.adoptedStyleSheets).toHaveLength(1);
    const css = Array.from(root?.adoptedStyleSheets[0]?.cssRules ?? [], (rule) => rule.cssText).join(' ');
    expect(css).toContain('color: blue');
    expect(css).not.toContain('url(');
  });

  it("paints Ionic's app root as a div: the app's own ion-app is the only one the page holds", () => {
    const painted = paintHere([
      { t: 'ion-app', a: [['class', 'ion-page md']], c: [{ t: 'ion-content', a: [], c: ['R$ 10,00'] }] },
    ]);
    expect(painted.querySelector('ion-app')).toBeNull();
    expect(painted.innerHTML).toBe('<div class="ion-page md"><ion-content>R$ 10,00</ion-content></div>');
  });

  it('tells trees holding custom elements (painted only where they can stay inert)', () => {
    expect(hasCustomElement([{ t: 'div', a: [], c: ['x', { t: 'p', a: [], c: [] }] }])).toBe(false);
    expect(hasCustomElement([{ t: 'div', a: [], c: [{ t: 'ion-card', a: [], c: [] }] }])).toBe(true);
    expect(hasCustomElement([{ t: 'div', a: [], c: [], s: { c: [{ t: 'ion-icon', a: [], c: [] }], y: [] } }])).toBe(
      true,
    );
  });
});

describe('painting hostile stylesheets', () => {
  it.each(HOSTILE_STYLES.map((css, index) => [index, css] as const))(
    'sheet %i: adopted without anything that loads, or not at all',
    (_, css) => {
      const painted = paintHere([{ t: 'ion-card', a: [], c: [], s: { c: [], y: [0] } }], [css]);
      const root = painted.querySelector('ion-card')?.shadowRoot;
      expect(inertProblems(root as ShadowRoot)).toEqual([]);
      const kept = Array.from(root?.adoptedStyleSheets ?? [], (sheet) =>
        Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '),
      ).join(' ');
      expect(kept).not.toMatch(/@import|@font-face|@namespace|url\(|image-set|expression|binding|behavior/i);
    },
  );
});
