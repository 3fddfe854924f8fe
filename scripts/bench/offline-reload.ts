import type { Page } from '@playwright/test';
import { DASHBOARD_READY, openContext, signIn } from './browser';
import { measured, size } from './mode';
import { offlineStartBreakdown } from './offline-profile';

const DATA_BUDGET_MS = 400;
// Issue 31: 800 ms at 4× CPU with Ionic (the design card keeps @ionic/react on the first screen).
const INTERACTIVE_BUDGET_MS = 800;
const RUNS = size(9);
/** The app's menu button (ion-menu-button or the header's own), by its accessible name. */
const MENU_BUTTON = /menu/i;

/** What the page records about its own start (installed before its first script, see `watchStart`). */
interface StartRecord {
  /** When the offline snapshot layer left the page (ms from navigation start). */
  released: number;
  longTasks: [number, number][];
}

/**
 * Offline reload of the dashboard at 4× CPU slowdown, median of 9 (its two budgets: README, "Performance"):
 * - last data on screen: the first paint of the "offline — dados de" marker (Element Timing), which
 *   shows in the same frame as the cached figures, whether the snapshot or the app painted them;
 * - the real, interactive app with that data: the snapshot has been released (two frames after the
 *   app rendered its own screen with the cached data) and the main thread is free (the end of any
 *   long task running at that moment); a real click on the app's menu button sent right then
 *   checks it (its input delay, its time to the next paint, and that the menu opened).
 */
export async function measureOfflineReload(baseUrl: string): Promise<void> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseUrl);
  await resumo(page).waitFor();
  // Let the service worker take control and the throttled persister write (≥ 1 s).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(2500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const capture = await measureCapture(page);
  const menu = await page.locator('#root').getByRole('button', { name: MENU_BUTTON }).first().boundingBox();
  await context.setOffline(true);
  await page.addInitScript(watchStart);
  const painted: number[] = [];
  const interactive: number[] = [];
  const released: number[] = [];
  const clicks: { delay: number; toPaint: number; opened: boolean }[] = [];
  const steps: { entry: number; paint: number; painted: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload({ waitUntil: 'commit' });
    // The app itself, not the snapshot's picture of it (painted outside #root).
    await resumo(page).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __start: StartRecord }).__start.released), {
      polling: 'raf',
      timeout: 15_000,
    });
    if (menu) await page.mouse.click(menu.x + menu.width / 2, menu.y + menu.height / 2);
    const click = await page.evaluate(firstInput);
    const start = await page.evaluate(() => (window as unknown as { __start: StartRecord }).__start);
    const busyUntil = Math.max(
      start.released,
      ...start.longTasks.filter(([from, to]) => from <= start.released && to > start.released).map(([, to]) => to),
    );
    // A click that waited more than a frame means the thread was not free yet: count it.
    const ready = click && click.delay > 16 ? Math.max(busyUntil, click.processingStart) : busyUntil;
    released.push(start.released);
    interactive.push(ready);
    if (click) clicks.push({ delay: click.delay, toPaint: click.duration, opened: await menuOpened(page) });
    painted.push(await page.evaluate(firstMarkerPaint));
    steps.push(await page.evaluate(paintSteps));
  }
  const breakdown = await offlineStartBreakdown(page, cdp, () => resumo(page).waitFor({ timeout: 15_000 }));
  await context.close();
  measured(painted.filter(Number.isFinite), 'the first paint of the offline data marker');
  measured(interactive.filter(Number.isFinite), 'the offline start to interactive');
  console.log(`\n## Offline reload of the dashboard (4× CPU slowdown, median of ${RUNS})`);
  console.log(`last data on screen: ${summary(painted)} (budget ${DATA_BUDGET_MS})`);
  console.log(
    `  = the entry script arrived (through the service worker) at ${summary(steps.map((s) => s.entry))}; ` +
      `painting the snapshot took ${summary(steps.map((s) => s.paint))} of main thread, done at ${summary(steps.map((s) => s.painted))}; ` +
      'then the browser renders it',
  );
  console.log(`real, interactive app with that data: ${summary(interactive)} (budget ${INTERACTIVE_BUDGET_MS})`);
  console.log(
    '  = the snapshot released two frames after the app rendered its own screen with the cached data, ' +
      'and the main thread free (end of a long task running then)',
  );
  console.log(`  snapshot released: ${summary(released)}`);
  console.log(
    `  menu button clicked right after: input delay ${summary(clicks.map((c) => c.delay))}; ` +
      `to next paint ${summary(clicks.map((c) => c.toPaint))}; menu opened ${clicks.filter((c) => c.opened).length}/${clicks.length}`,
  );
  console.log(
    `saving the screen's snapshot (main thread, 4×): at idle ${summary(capture.idle)}, at pagehide ${summary(capture.hide)}; ` +
      `longest stylesheet read before it ${max(capture.sheets)} ms (persistence writes: budget 50 ms); record ${capture.kib} KiB (with its stylesheets)`,
  );
  console.log(breakdown);
}

const resumo = (page: Page) => page.locator(DASHBOARD_READY);

/** Runs in the page before its scripts: when the snapshot leaves, and the long tasks. */
function watchStart(): void {
  const start: StartRecord = { released: Number.NaN, longTasks: [] };
  Object.assign(window, { __start: start });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) start.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.removedNodes))
        if (node instanceof HTMLElement && node.id === 'offline-snapshot') start.released = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the page: the first input's Event Timing (the bench's click), once the browser reports it. */
function firstInput(): Promise<{ delay: number; processingStart: number; duration: number } | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 3000);
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!entry) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve({
        delay: entry.processingStart - entry.startTime,
        processingStart: entry.processingStart,
        duration: entry.duration,
      });
    }).observe({ type: 'first-input', buffered: true });
  });
}

/** Whether the side menu opened (Ionic's menu, or a drawer dialog). */
function menuOpened(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => document.querySelector('#root ion-menu.show-menu, #root dialog[open]') !== null, undefined, {
      timeout: 3000,
    })
    .then(() => true)
    .catch(() => false);
}

/**
 * The snapshot capture's cost on the main thread at 4×, on a fresh page load (nothing read yet):
 * the stylesheet reads that precede the capture at idle (one task each), the capture itself, and
 * the captures on pagehide.
 */
async function measureCapture(page: Page): Promise<{ idle: number[]; hide: number[]; sheets: number[]; kib: number }> {
  await page.reload();
  await resumo(page).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => performance.getEntriesByName('pdv:snapshot-capture').length > 0, undefined, {
    timeout: 60_000,
    polling: 500,
  });
  // No helper functions inside: tsx would wrap them in a `__name` the page does not have.
  return page.evaluate(() => {
    const idle = performance.getEntriesByName('pdv:snapshot-capture').map((entry) => entry.duration);
    performance.clearMeasures('pdv:snapshot-capture');
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('pagehide'));
    return {
      idle,
      hide: performance.getEntriesByName('pdv:snapshot-capture').map((entry) => entry.duration),
      sheets: performance.getEntriesByName('pdv:snapshot-sheet').map((entry) => entry.duration),
      // UTF-16 in storage: the record and its stylesheets' key.
      kib: Math.round(
        (((localStorage.getItem('pdv:snapshot')?.length ?? 0) +
          (localStorage.getItem('pdv:snapshot:styles')?.length ?? 0)) *
          2) /
          1024,
      ),
    };
  });
}

/** Runs in the page: when the entry script arrived, and the snapshot paint's cost and end. */
function paintSteps(): { entry: number; paint: number; painted: number } {
  const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
    /\/assets\/index-[\w-]+\.js$/.test(resource.name),
  );
  const paint = performance.getEntriesByName('pdv:snapshot-paint')[0];
  return {
    entry: entry?.responseEnd ?? Number.NaN,
    paint: paint?.duration ?? Number.NaN,
    painted: paint ? paint.startTime + paint.duration : Number.NaN,
  };
}

/** Runs in the page: the earliest paint of an `elementtiming="offline-data"` element. */
function firstMarkerPaint(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const times = list
        .getEntries()
        .filter((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === 'offline-data')
        .map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime);
      resolve(times.length > 0 ? Math.min(...times) : Number.NaN);
    }).observe({ type: 'element', buffered: true });
  });
}

const max = (times: number[]) => (times.length > 0 ? Math.max(...times).toFixed(0) : '–');

export function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return `median ${median.toFixed(0)} ms over ${sorted.length} runs (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`;
}
