import { openContext, signIn } from './browser';

const BUDGET_MS = 400;
const RUNS = 5;

/**
 * Offline reload of the dashboard with 4× CPU slowdown: from navigation start to the cached
 * totals on screen. Signed in once online, the persisted cache flushed, then the network cut.
 */
export async function measureOfflineReload(baseUrl: string): Promise<void> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseUrl);
  await page.getByRole('heading', { name: 'Resumo', exact: true }).waitFor();
  // Let the service worker take control and the throttled persister write (≥ 1 s).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(2500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload({ waitUntil: 'commit' });
    await page.getByText(/offline — dados de/).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Resumo', exact: true }).waitFor();
    times.push(await page.evaluate(() => performance.now()));
  }
  await context.close();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log('\n## Offline reload (4× CPU slowdown)');
  console.log(`cached dashboard on screen: median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}; budget ${BUDGET_MS})`);
}
