// happy-dom does not fetch stylesheets; a linked one counts as loaded instead of logging an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenSnapshot } from './record';
import { EVIL } from './testing/hostile-corpus';
import { inertProblems } from './testing/expect-inert';

const NOW = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

function snapshot(overrides: Partial<ScreenSnapshot> = {}): ScreenSnapshot {
  return {
    sub: 'alice',
    merchantId: 1,
    buster: 'build-1',
    path: '/dashboard',
    width: window.innerWidth,
    tree: [
      {
        t: 'main',
        a: [],
        c: [
          { t: 'div', a: [['data-page-title', '']], c: ['Dashboard'] },
          { t: 'p', a: [], c: ['R$ 10,00'] },
        ],
      },
    ],
    styles: ['.a { color: red; }', `.b { color: blue; background: url(${EVIL}/b.png) }`],
    sheets: [1],
    rootStyle: '--ion-color-primary: #123456; color: red; --x: url(https://evil.example/x.png)',
    title: 'Dashboard | Painel de Vendas',
    dataUpdatedAt: NOW - 60_000,
    savedAt: NOW - 50_000,
    ...overrides,
  };
}

const marker = (dataUpdatedAt: number) => {
  const p = document.createElement('p');
  p.className = 'marker';
  p.textContent = `offline — ${dataUpdatedAt}`;
  return p;
};
const OPTIONS = { buster: 'build-1', marker, now: NOW };

// The snapshot layer (layer.ts) keeps whether it was released for the page's life: fresh modules
// per test, the painter and its layer from the same fresh load.
async function loadPaint() {
  vi.resetModules();
  const [{ canPaint, paintSnapshot }, { paintedOwner, releaseSnapshot, SNAPSHOT_LAYER_ID }] = await Promise.all([
    import('./paint'),
    import('./layer'),
  ]);
  return { canPaint, paintSnapshot, paintedOwner, releaseSnapshot, SNAPSHOT_LAYER_ID };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
  vi.useRealTimers();
});

const sheetTexts = (sheets: readonly CSSStyleSheet[]) =>
  sheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '));

describe('canPaint', () => {
  it.each<[string, Partial<ScreenSnapshot>]>([
    ['another build', { buster: 'build-0' }],
    ['another address', { path: '/merchant' }],
    ['another viewport width', { width: window.innerWidth + 1 }],
    ['data older than the offline cache keeps', { dataUpdatedAt: NOW - 8 * DAY }],
  ])('refuses a snapshot of %s', async (_, overrides) => {
    const { canPaint } = await loadPaint();
    expect(canPaint(snapshot(overrides), OPTIONS)).toBe(false);
  });

  it('accepts a snapshot of this screen', async () => {
    const { canPaint } = await loadPaint();
    expect(canPaint(snapshot(), OPTIONS)).toBe(true);
  });
});

describe('paintSnapshot', () => {
  it('paints an inert, hidden copy with the marker under the title and its sanitized styles', async () => {
    const { paintSnapshot, paintedOwner, SNAPSHOT_LAYER_ID } = await loadPaint();
    expect(paintSnapshot(snapshot(), OPTIONS)).toBe(true);
    expect(paintedOwner()).toEqual({ sub: 'alice', merchantId: 1 });
    const layer = document.getElementById(SNAPSHOT_LAYER_ID);
    expect(layer?.inert).toBe(true);
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(layer?.querySelector('[data-page-title] + p.marker')?.textContent).toBe(`offline — ${NOW - 60_000}`);
    expect(layer?.textContent).toContain('R$ 10,00');
    expect(document.title).toBe('Dashboard | Painel de Vendas');
    // The document-level sheets it names, parsed and without what loads; no <style> in the page.
    expect(sheetTexts(document.adoptedStyleSheets)).toEqual([expect.stringMatching(/^\.b \{ color: blue;/)]);
    expect(sheetTexts(document.adoptedStyleSheets)[0]).not.toContain('url(');
    expect(document.querySelector('style')).toBeNull();
    // The brand colours of <html>, on the layer only, as custom properties without what loads.
    expect(layer?.style.cssText).toBe('--ion-color-primary: #123456;');
    expect(inertProblems(document.body)).toEqual([]);
  });

  it('removes its stylesheets with it, and leaves the others', async () => {
    const { paintSnapshot, releaseSnapshot } = await loadPaint();
    const own = new CSSStyleSheet();
    document.adoptedStyleSheets = [own];
    paintSnapshot(snapshot(), OPTIONS);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    releaseSnapshot();
    expect(document.adoptedStyleSheets).toEqual([own]);
  });

  it('paints no Ionic element where the browser cannot keep it inert (no scoped registries here)', async () => {
    const { paintSnapshot } = await loadPaint();
    const ionic = snapshot({ tree: [{ t: 'main', a: [], c: [{ t: 'ion-card', a: [], c: ['R$ 10,00'] }] }] });
    expect(paintSnapshot(ionic, OPTIONS)).toBe(false);
    expect(document.body.childElementCount).toBe(0);
  });

  it('paints nothing without a snapshot, or one that may not be shown', async () => {
    const { paintSnapshot } = await loadPaint();
    expect(paintSnapshot(undefined, OPTIONS)).toBe(false);
    expect(paintSnapshot(snapshot({ path: '/merchant' }), OPTIONS)).toBe(false);
    expect(document.body.childElementCount).toBe(0);
  });

  it('is removed when the app is ready, and never painted after that', async () => {
    const { paintSnapshot, paintedOwner, releaseSnapshot, SNAPSHOT_LAYER_ID } = await loadPaint();
    paintSnapshot(snapshot(), OPTIONS);
    releaseSnapshot();
    expect(document.getElementById(SNAPSHOT_LAYER_ID)).toBeNull();
    expect(paintedOwner()).toBeUndefined();
    expect(paintSnapshot(snapshot(), OPTIONS)).toBe(false);
  });

  it('uncovers the page by itself if the app never says it is ready', async () => {
    vi.useFakeTimers();
    const { paintSnapshot, SNAPSHOT_LAYER_ID } = await loadPaint();
    paintSnapshot(snapshot(), OPTIONS);
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.getElementById(SNAPSHOT_LAYER_ID)).toBeNull();
  });
});
