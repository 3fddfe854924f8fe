import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopAllCaches } from '../active-caches';
import { SNAPSHOT_KEY } from '../keys';
import { refreshPictures, scheduleSnapshot, serializeScreen, SETTLE_MS, takeSnapshot } from './capture';
import { BOOT_STYLESHEET_ATTRIBUTE } from './layer';
import { SheetCollector } from './sheets';
import { warmStylesheets } from './sheet-text';
import { paintHere } from './testing/paint-here';
import type { SnapshotNode } from './tree';

const OWNER = { sub: 'alice', merchantId: 1, buster: 'build-1', dataUpdatedAt: 1_700_000_000_000 };

const paintBack = (trees: SnapshotNode[]): string => paintHere(trees).innerHTML;

const stored = (): unknown => JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null');

let root: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  stopAllCaches(); // no listener of a test left for the next
  root.remove();
  document.head.querySelectorAll('style, link').forEach((element) => element.remove());
  document.adoptedStyleSheets = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('serializeScreen', () => {
  it('copies the screen without dialogs, overlays, skip-marked parts, hidden inputs and comments', () => {
    root.innerHTML =
      '<main><h1>Resumo</h1><!-- x --><p>R$ 10,00</p><div data-snapshot-skip="">Toast</div><ion-toast></ion-toast>' +
      '<input type="hidden" value="t"></main><dialog open>Sessão expirada</dialog><ion-modal>Filtros</ion-modal>';
    expect(paintBack(serializeScreen(root))).toBe('<main><h1>Resumo</h1><p>R$ 10,00</p></main>');
  });

  it("leaves out ids and input names, so the copy never stands for the app's elements", () => {
    root.innerHTML =
      '<button id="user-menu-trigger">A</button><label><input type="radio" name="r1" value="7d"></label>';
    expect(paintBack(serializeScreen(root))).toBe('<button>A</button><label><input type="radio" value="7d"></label>');
  });

  it("copies a form's fields, not the form (a painted form could submit)", () => {
    root.innerHTML = '<form class="sim" action="/x"><label>Valor <input type="text" value="10"></label></form>';
    expect(paintBack(serializeScreen(root))).toBe(
      '<div class="sim"><label>Valor <input type="text" value="10"></label></div>',
    );
  });

  it("copies an Ionic element's open shadow root, each distinct stylesheet once", () => {
    const sheets = new SheetCollector();
    const shared = new CSSStyleSheet();
    shared.replaceSync(':host { display: block }');
    const same = new CSSStyleSheet();
    same.replaceSync(':host { display: block }');
    const hosts = [0, 1, 2].map((index) => {
      const host = document.createElement('div'); // any host with an open shadow root
      const shadow = host.attachShadow({ mode: 'open' });
      shadow.innerHTML = '<span class="inner"><slot></slot></span>';
      shadow.adoptedStyleSheets = [index === 2 ? same : shared];
      host.append(`item ${index}`);
      return host;
    });
    root.append(...hosts);
    const trees = serializeScreen(root, sheets);
    expect(sheets.styles).toEqual([':host { display: block; }']);
    expect(trees.map((tree) => typeof tree !== 'string' && tree.s)).toEqual([
      { c: [{ t: 'span', a: [['class', 'inner']], c: [{ t: 'slot', a: [], c: [] }] }], y: [0] },
      expect.objectContaining({ y: [0] }),
      expect.objectContaining({ y: [0] }),
    ]);
  });

  it('turns a canvas into a picture of the same size, encoded beforehand', async () => {
    root.innerHTML = '<figure><canvas class="chart" width="300" height="150"></canvas></figure>';
    const canvas = root.querySelector('canvas') as HTMLCanvasElement;
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ width: 320, height: 160 } as DOMRect);
    const toBlob = vi
      .spyOn(canvas, 'toBlob')
      .mockImplementation((done) => done(new Blob(['x'], { type: 'image/webp' })));
    // Not encoded yet: the picture keeps the chart's room, empty.
    expect(paintBack(serializeScreen(root))).not.toContain('src=');
    await refreshPictures(root);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 0.9);
    const html = paintBack(serializeScreen(root));
    expect(html).toContain('<img');
    expect(html).toContain('src="data:image/webp;base64,eA=="');
    expect(html).toContain('class="chart"');
    expect(html).toContain('width: 320px');
    expect(html).not.toContain('<canvas');
  });
});

describe('takeSnapshot', () => {
  it("records owner, address, width, title, <html>'s style and the document's sheets that style it", () => {
    window.history.replaceState(null, '', '/dashboard?period=7');
    document.title = 'Dashboard | Painel de Vendas';
    document.documentElement.style.setProperty('--ion-color-primary', '#123456');
    root.innerHTML = '<ion-buttons class="sc-ion-buttons-md-h"><h1 class="adopted">Resumo</h1></ion-buttons>';
    const scoped = document.createElement('style'); // Ionic's scoped components put theirs in head
    scoped.textContent = '.sc-ion-buttons-md-h { display: flex; }';
    const otherScreen = document.createElement('style'); // a chunk loaded for another screen
    otherScreen.textContent = '._payments_x1 { color: red; } @media (min-width: 1px) { ion-alert { color: red; } }';
    const everywhere = document.createElement('style');
    everywhere.textContent = ':root { --app-surface: #fff; } ._unused { color: red; }';
    document.head.append(scoped, otherScreen, everywhere);
    // index.html's stylesheet, marked by main.tsx (happy-dom loads no CSS file, so a stand-in).
    const bootLink = document.createElement('link');
    bootLink.setAttribute(BOOT_STYLESHEET_ATTRIBUTE, '');
    const boot = { ownerNode: bootLink, cssRules: [{ cssText: '.boot { color: red; }' }] } as unknown as CSSStyleSheet;
    const real = [...document.styleSheets];
    vi.spyOn(document, 'styleSheets', 'get').mockReturnValue([boot, ...real] as unknown as StyleSheetList);
    const adopted = new CSSStyleSheet();
    adopted.replaceSync('.adopted { color: blue; }');
    document.adoptedStyleSheets = [adopted];
    const snapshot = takeSnapshot(root, OWNER);
    document.documentElement.removeAttribute('style');
    if (!snapshot) throw new Error('no snapshot');
    expect(snapshot).toMatchObject({
      ...OWNER,
      path: '/dashboard?period=7',
      width: window.innerWidth,
      title: 'Dashboard | Painel de Vendas',
      rootStyle: '--ion-color-primary: #123456;',
    });
    expect(snapshot.sheets.map((index) => snapshot.styles[index])).toEqual([
      '.sc-ion-buttons-md-h { display: flex; }',
      ':root { --app-surface: #fff; }\n._unused { color: red; }',
      '.adopted { color: blue; }',
    ]);
    expect(paintBack(snapshot.tree)).toBe(
      '<ion-buttons class="sc-ion-buttons-md-h"><h1 class="adopted">Resumo</h1></ion-buttons>',
    );
  });
});

describe('capturing on the way out', () => {
  it('takes no snapshot that would need a stylesheet not read yet, and one once they were read', async () => {
    const host = document.createElement('div');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.inner { color: red; }');
    host.attachShadow({ mode: 'open' }).adoptedStyleSheets = [sheet];
    root.append(host);
    expect(takeSnapshot(root, OWNER, true)).toBeUndefined();
    await warmStylesheets(root, () => Promise.resolve());
    expect(takeSnapshot(root, OWNER, true)?.styles).toEqual(['.inner { color: red; }']);
  });
});

describe('scheduleSnapshot', () => {
  it('saves the screen once the browser is idle', async () => {
    vi.useFakeTimers();
    root.innerHTML = '<h1>Resumo</h1>';
    scheduleSnapshot(OWNER);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(2500);
    expect(stored()).toMatchObject({ sub: 'alice', dataUpdatedAt: OWNER.dataUpdatedAt });
  });

  it('saves the screen again when the merchant leaves it (late parts have drawn by then)', async () => {
    vi.useFakeTimers();
    root.innerHTML = '<h1>Resumo</h1><div class="chart-skeleton"></div>';
    scheduleSnapshot(OWNER);
    await vi.advanceTimersByTimeAsync(2500);
    root.innerHTML = '<h1>Resumo</h1><svg class="chart"></svg>';
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    const saved = stored() as { tree: SnapshotNode[] };
    expect(paintBack(saved.tree)).toContain('class="chart"');
  });

  it('saves it again once a change has settled (a chart drawn after the data)', async () => {
    vi.useFakeTimers();
    root.innerHTML = '<h1>Resumo</h1><div class="chart-skeleton"></div>';
    scheduleSnapshot(OWNER);
    await vi.advanceTimersByTimeAsync(2500);
    root.innerHTML = '<h1>Resumo</h1><svg class="chart"></svg>';
    await vi.advanceTimersByTimeAsync(SETTLE_MS / 2);
    const saved = () => paintBack((stored() as { tree: SnapshotNode[] }).tree);
    expect(saved()).not.toContain('class="chart"');
    await vi.advanceTimersByTimeAsync(SETTLE_MS + 2500);
    expect(saved()).toContain('class="chart"');
  });

  it('saves nothing when cancelled first (newer data) or when logout stops the caches', async () => {
    vi.useFakeTimers();
    root.innerHTML = '<h1>Resumo</h1>';
    const cancel = scheduleSnapshot(OWNER);
    cancel();
    scheduleSnapshot(OWNER);
    stopAllCaches();
    await vi.advanceTimersByTimeAsync(2500);
    root.innerHTML = '<h1>Mudou</h1>';
    await vi.advanceTimersByTimeAsync(SETTLE_MS + 2500);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });
});
