import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_READY, openContext, submitLogin } from './browser';
import { measured } from './mode';

/** Issue 31's goals: the first screen, and the whole visit (what is fetched in the 3 s after it shows). */
const BUDGET_KIB = 240;
const VISIT_BUDGET_KIB = 260;
const VISIT_WINDOW_MS = 3000;
const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * JS of a signed-in dashboard visit (the redirect back from the login form), gzip KiB.
 * - Initial: what the page had asked for by the time the default dashboard (today) showed its
 *   figures — or said there are none yet, just after midnight; both need the same code. Taken
 *   in the page (resource timing against the moment the heading appeared), not from when the
 *   test saw it: by then code asked for once the page was idle has often started loading too.
 * - The visit: what the page asked for in the 3 s after the figures showed, untouched (background
 *   work, prefetches): all of it downloads on a phone's first visit.
 * - The 7-day view: what switching to it adds (the sales-by-day chart).
 * - Everything: once the page is idle after that as well.
 */
export async function measureBundle(baseUrl: string): Promise<void> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      loaded.add(url.pathname);
  });
  await page.goto(`${baseUrl}/dashboard`);
  await page.addInitScript(watchFigures, DASHBOARD_READY);
  // Only what the signed-in visit loads: forget the scripts of the first (pre-login) page.
  await page.locator('#username').waitFor();
  loaded.clear();
  await submitLogin(page);
  await page.locator(DASHBOARD_READY).waitFor();
  const initialFiles = new Set(measured(await page.evaluate(requestedBeforeFigures, 0), 'the first screen’s scripts'));
  await page.waitForTimeout(VISIT_WINDOW_MS);
  const visitFiles = new Set(await page.evaluate(requestedBeforeFigures, VISIT_WINDOW_MS));
  // Ionic's segment button takes the taps on its host (the inner button has pointer-events: none),
  // and ignores them until it has hydrated: tap until the tab is selected.
  const weekTab = page.getByRole('tab', { name: '7 dias' });
  for (let attempt = 0; (await weekTab.getAttribute('aria-selected')) !== 'true'; attempt++) {
    if (attempt === 20) throw new Error("'7 dias' never got selected");
    await weekTab.click({ force: true });
    await page.waitForTimeout(250);
  }
  await page.getByRole('region', { name: 'Vendas por dia' }).locator('canvas, svg').first().waitFor();
  const weekFiles = new Set(loaded);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  await context.close();

  measured([...loaded], 'the visit’s scripts');
  const files = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
  const sizes = files.map((name) => ({
    name,
    kib: gzipKiB(join('dist/assets', name)),
    initial: initialFiles.has(`/assets/${name}`),
    firstVisit: visitFiles.has(`/assets/${name}`),
    week: weekFiles.has(`/assets/${name}`),
    visit: loaded.has(`/assets/${name}`),
  }));
  const sum = (list: typeof sizes) => list.reduce((total, s) => total + s.kib, 0);
  const initial = sizes.filter((s) => s.initial);
  const firstVisit = sizes.filter((s) => s.firstVisit);
  const week = sizes.filter((s) => s.week && !s.firstVisit);
  const visit = sizes.filter((s) => s.visit);
  console.log('\n## JavaScript (gzip, level 9)');
  console.log(
    `signed-in dashboard, initial (figures on screen): ${sum(initial).toFixed(1)} KiB in ${initial.length} files (budget ${BUDGET_KIB})`,
  );
  console.log(
    `the visit, ${VISIT_WINDOW_MS / 1000} s after the figures showed: ${sum(firstVisit).toFixed(1)} KiB in ${firstVisit.length} files (goal ${VISIT_BUDGET_KIB}); after the first screen: ${firstVisit
      .filter((s) => !s.initial)
      .map((s) => `${s.name} ${s.kib.toFixed(1)}`)
      .join(', ')}`,
  );
  console.log(`switching to 7 days adds: ${sum(week).toFixed(1)} KiB (${week.map((s) => s.name).join(', ')})`);
  console.log(`everything (7 days too, after idle): ${sum(visit).toFixed(1)} KiB in ${visit.length} files`);
  console.log('chunks (largest first; * = initial, 3 = within 3 s, 7 = the 7-day view, + = later):');
  for (const s of sizes.sort((a, b) => b.kib - a.kib).slice(0, Number(process.env.BENCH_CHUNKS ?? 30))) {
    console.log(
      `  ${s.initial ? '*' : s.firstVisit ? '3' : s.week ? '7' : s.visit ? '+' : ' '} ${s.kib.toFixed(1).padStart(6)} KiB  ${s.name}`,
    );
  }
}

/** Runs in the page from its first script: notes when the dashboard's figures (or "no sales") appear. */
function watchFigures(ready: string): void {
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  new MutationObserver((_, observer) => {
    if (!document.querySelector(ready)) return;
    (window as unknown as { __figuresAt: number }).__figuresAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Runs in the page: the JS files it had asked for by `afterMs` after the figures appeared. */
function requestedBeforeFigures(afterMs: number): string[] {
  const at = ((window as unknown as { __figuresAt?: number }).__figuresAt ?? Number.POSITIVE_INFINITY) + afterMs;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= at)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
}
