import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { HOSTILE_NODES, HOSTILE_STYLES } from '../src/offline/snapshot/testing/hostile-corpus';
import { inertProblems } from '../src/offline/snapshot/testing/expect-inert';

/**
 * The offline snapshot (decisions 011 and 013) in Chromium, on a screen made of real Ionic
 * elements (scripts/bench/snapshot-harness): open shadow roots and constructed stylesheets, the
 * inert custom element registry, and the sanitizer on the browser's own CSS parser, which
 * happy-dom only approximates.
 */
/** What scripts/bench/snapshot-harness/main.ts puts on `window` (that file is browser code). */
interface Harness {
  live(rows?: number): Promise<void>;
  capture(times?: number): Promise<unknown>;
  paint(): { painted: boolean; ms: number };
  store(record: Record<string, unknown>): void;
  release(): void;
  boot(): Promise<void>;
}
declare global {
  interface Window {
    harness: Harness;
  }
}

const HARNESS_DIR = '.bench/snapshot-harness';
const ORIGIN = 'http://snapshot-harness.test';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

test.beforeAll(() => {
  execSync('npx vite build --config scripts/bench/snapshot-harness/vite.config.ts', { stdio: 'ignore' });
});

/** The harness, served from its build; every other request is recorded and refused. */
async function openHarness(context: BrowserContext): Promise<{ page: Page; foreign: string[] }> {
  const foreign: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) {
      foreign.push(url.href);
      return route.abort();
    }
    const file = join(HARNESS_DIR, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  return { page, foreign };
}

/** Share of pixels that differ between two screenshots of the same size (compared in the page). */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      let differing = 0;
      for (let i = 0; i < x.length; i += 4)
        if (Math.abs((x[i] ?? 0) - (y[i] ?? 0)) + Math.abs((x[i + 1] ?? 0) - (y[i + 1] ?? 0)) > 48) differing++;
      return differing / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`an Ionic screen is painted as it looked, and stays a picture while Ionic starts (${viewport.width}×${viewport.height})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const { page, foreign } = await openHarness(context);
    await page.evaluate(() => window.harness.live(30));
    const live = await page.screenshot();
    await page.evaluate(() => window.harness.capture(1));

    // An offline start: no Ionic on the page, the picture painted at once.
    await page.reload();
    expect(
      await page.evaluate(() => {
        const { painted } = window.harness.paint();
        (window as unknown as { ours: CSSStyleSheet[] }).ours = [...document.adoptedStyleSheets];
        return painted;
      }),
    ).toBe(true);
    const layer = page.locator('#offline-snapshot');
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(await layer.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    const hosts = await layer.evaluate((element) => element.querySelectorAll('ion-button, ion-item, ion-icon').length);
    expect(hosts).toBeGreaterThan(5);
    // Covers the viewport as the live app did, and looks like it (the marker is placed out of flow).
    expect(await differingShare(page, live, await page.screenshot())).toBeLessThan(0.002);

    // The app boots underneath: Ionic defines its elements; the picture's copies stay pictures.
    const before = await layer.evaluate((element) =>
      Array.from(element.querySelectorAll('*'))
        .map((host) => host.shadowRoot?.innerHTML.length ?? -1)
        .join(),
    );
    await page.evaluate(() => window.harness.boot());
    expect(await page.evaluate(() => customElements.get('ion-button') !== undefined)).toBe(true);
    const upgraded = await layer.evaluate(
      (element) =>
        Array.from(element.querySelectorAll('*')).filter(
          (host) => host.localName.includes('-') && host.matches(':defined'),
        ).length,
    );
    expect(upgraded).toBe(0);
    expect(
      await layer.evaluate((element) =>
        Array.from(element.querySelectorAll('*'))
          .map((host) => host.shadowRoot?.innerHTML.length ?? -1)
          .join(),
      ),
    ).toBe(before);

    // Released: the layer and its document-level stylesheets go.
    expect(await page.evaluate(() => (window as unknown as { ours: CSSStyleSheet[] }).ours.length)).toBeGreaterThan(0);
    await page.evaluate(() => window.harness.release());
    await expect(layer).toHaveCount(0);
    const left = await page.evaluate(() =>
      (window as unknown as { ours: CSSStyleSheet[] }).ours.filter((sheet) =>
        document.adoptedStyleSheets.includes(sheet),
      ),
    );
    expect(left).toHaveLength(0);
    expect(foreign).toEqual([]);
    await context.close();
  });
}

test('a hostile stored snapshot paints nothing that runs or loads, and the screen around it still paints', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const { page, foreign } = await openHarness(context);
  const styles = HOSTILE_STYLES;
  const indexes = styles.map((_, index) => index);
  const screen = {
    t: 'main',
    a: [['class', 'page']],
    c: [
      { t: 'div', a: [['data-page-title', '']], c: [{ t: 'h1', a: [], c: ['Dashboard'] }] },
      ...HOSTILE_NODES.map(([, node]) => node),
      // Every hostile sheet in a shadow root too.
      { t: 'ion-card', a: [], c: ['R$ 10,00'], s: { c: [{ t: 'slot', a: [], c: [] }], y: indexes } },
    ],
  };
  // As JSON: the corpus nests deeper than Playwright serializes arguments.
  const record = JSON.stringify({ tree: [screen], styles, sheets: indexes });
  await page.evaluate((json) => window.harness.store(JSON.parse(json) as Record<string, unknown>), record);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.reload();
  expect(await page.evaluate(() => window.harness.paint().painted)).toBe(true);
  await page.waitForTimeout(500); // time for anything that would load or run
  const layer = page.locator('#offline-snapshot');
  expect(await layer.evaluate(inertProblems)).toEqual([]);
  expect(await page.evaluate(documentSheetProblems)).toEqual([]);
  await expect(layer.locator('h1')).toHaveText('Dashboard');
  await expect(layer.locator('ion-card').last()).toHaveText('R$ 10,00');
  // The legitimate rule of every hostile sheet survived, in the document and in the shadow root.
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(15);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // Nothing left the page but its own files (the reload itself).
  expect(requests.filter((url) => !url.startsWith(`${ORIGIN}/`))).toEqual([]);
  expect(foreign).toEqual([]);
  await context.close();
});

/** Runs in the page: the document-level sheets a picture adopted that still hold what loads. */
function documentSheetProblems(): string[] {
  return document.adoptedStyleSheets
    .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
    .filter((css) => /url\(|image-set\(|(?<!named-)image\(|expression\(|@import|@font-face|@namespace/i.test(css));
}
