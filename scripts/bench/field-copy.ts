import type { Page } from '@playwright/test';
import { openContext, signIn } from './browser';
import { measured, size } from './mode';
import { summary } from './offline-reload';

const SEARCH_GOAL_MS = 100;
const RUNS = size(9);
const COPY_PREFIX = 'pdv:field-copy:';
const copyReady = /^Últimos 30 dias no aparelho · vendas até \d\d\/\d\d \d\d:\d\d$/;

/**
 * The field copy of merchant 1 (lojista), the offline search of the last 30 days (README, "Performance"):
 * - the first 30-day fetch after sign-in, at 4× CPU: its time (the app's own
 *   `pdv:field-copy-sync` measure), its calls, and the longest main-thread task while it ran;
 * - the copy's size on the device;
 * - searching it at 4× CPU, from the keystroke that completes the query to the result on
 *   screen (the frame after React drew it), for an amount and for an NSU, median of 9.
 */
export async function measureFieldCopy(baseUrl: string): Promise<void> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  let calls = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/app/transaction' && url.searchParams.has('start_date')) calls++;
  });
  await page.addInitScript(watchLongTasks);
  await page.addInitScript(installPartsReader);
  await signIn(page, baseUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await waitForCopy(page);
  const sync = await page.evaluate(syncFigures);
  measured(sync.ms, 'the first 30-day fetch');
  const size = await page.evaluate(copySize, COPY_PREFIX);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await page.goto(`${baseUrl}/financial/transactions`);
  await page.getByText(copyReady).waitFor({ timeout: 120_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const target = await page.evaluate(saleOfDaysAgo, { prefix: COPY_PREFIX, back: 20 });
  const byAmount = await timeSearches(page, typedAmount(target.amount), target.nsu);
  // Its first 4 digits: the 4th keystroke turns an amount (R$ 468,00) into an NSU fragment.
  const byNsu = await timeSearches(page, target.nsu.slice(0, 4), target.nsu);
  await context.close();

  console.log('\n## Field copy of the last 30 days (merchant 1)');
  console.log(
    `first 30-day fetch at 4× CPU: ${(sync.ms / 1000).toFixed(1)} s, ${calls} calls (one São Paulo day at a time, 100 a page); ` +
      `meanwhile ${sync.longTasks} long tasks, the longest ${sync.longestTask.toFixed(0)} ms (whatever ran; ${sync.pageLongTasks} in the page's whole life)`,
  );
  console.log(
    `on the device: ${size.sales} sales in ${size.parts} day parts, ${(size.bytes / 1024).toFixed(0)} KiB as JSON of the stored columns; ` +
      `IndexedDB of the origin ${(size.indexedDb / 1024 / 1024).toFixed(1)} MiB (with the persisted query cache)`,
  );
  console.log(
    `search at 4× CPU, keystroke to result on screen (goal ${SEARCH_GOAL_MS}): amount '${typedAmount(target.amount)}' ` +
      `(${byAmount.found}) ${summary(byAmount.times)}; NSU fragment '${target.nsu.slice(0, 4)}' of ${target.nsu} ` +
      `(${byNsu.found}) ${summary(byNsu.times)}`,
  );
}

/**
 * Waits for the app's measure of the first sync, moving the mouse now and then: a user who does
 * nothing for the idle limit (300 s) is signed out, and at 4× the download takes minutes.
 */
async function waitForCopy(page: Page): Promise<void> {
  for (let waited = 0; waited < 600_000; waited += 5_000) {
    if (await page.evaluate(() => performance.getEntriesByName('pdv:field-copy-sync').length > 0)) return;
    await page.mouse.move(10 + (waited % 100), 400);
    await page.waitForTimeout(5_000);
  }
  throw new Error('the first sync did not finish in 10 minutes');
}

/** '1.234,56', as a merchant types it. */
const typedAmount = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(cents / 100).replace(/\u00a0/g, ' ');

/**
 * Types `query` into "Buscar venda" but its last character, then times that last keystroke to
 * the frame after the card of `nsu` appeared. The field is emptied between runs.
 */
async function timeSearches(page: Page, query: string, nsu: string): Promise<{ times: number[]; found: string }> {
  const box = page.getByRole('searchbox', { name: 'Buscar venda' });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    if ((await box.inputValue()) !== '') await page.getByRole('button', { name: 'Limpar busca' }).click();
    await page.getByRole('list', { name: 'Vendas encontradas' }).waitFor({ state: 'detached' });
    await box.focus();
    await box.pressSequentially(query.slice(0, -1));
    await page.waitForTimeout(300);
    await page.evaluate(armSearchTimer, nsu);
    await page.keyboard.press(query.slice(-1));
    times.push(
      measured(
        await page.evaluate(() => (window as unknown as { __searchDone: Promise<number> }).__searchDone),
        `a search for '${query}'`,
      ),
    );
  }
  const found = await page.getByRole('status').filter({ hasText: 'encontrada' }).textContent();
  return { times, found: found?.replace(/ nos últimos 30 dias$/, '') ?? '?' };
}

/** Runs in the page: resolves `__searchDone` with keydown → the frame after the card showed. */
function armSearchTimer(nsu: string): void {
  const w = window as unknown as { __searchDone: Promise<number> };
  w.__searchDone = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`no card of NSU ${nsu} within 10 s`)), 10_000);
    let start = 0;
    document.addEventListener('keydown', (event) => (start = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const cards = Array.from(document.querySelectorAll('[aria-label="Vendas encontradas"] li'));
      if (!start || !cards.some((card) => card.textContent?.includes(nsu))) return;
      observer.disconnect();
      // The next frame is the one that shows it; the message after it runs once it is drawn.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Runs in the page before its scripts: every long task. */
function watchLongTasks(): void {
  const tasks: [number, number][] = [];
  Object.assign(window, { __longTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs in the page: the sync's own measure, and the longest task while it ran. */
function syncFigures(): { ms: number; longestTask: number; longTasks: number; pageLongTasks: number } {
  const [measure] = performance.getEntriesByName('pdv:field-copy-sync');
  const from = measure?.startTime ?? 0;
  const to = from + (measure?.duration ?? 0);
  const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
  const during = tasks.filter(([start, duration]) => start + duration > from && start < to).map(([, d]) => d);
  return {
    ms: measure?.duration ?? NaN,
    longestTask: during.length > 0 ? Math.max(...during) : 0,
    longTasks: during.length,
    pageLongTasks: tasks.length,
  };
}

type Part = { day: string; id: number[]; amount: number[]; nsu: (string | null)[] };

/** Runs in the page before its scripts: `__readParts(prefix)` reads every stored part of the copy. */
function installPartsReader(): void {
  // A member assignment, not a named function: tsx keeps names with a helper the page lacks.
  (window as unknown as { __readParts: (prefix: string) => Promise<Part[]> }).__readParts = (prefix) =>
    new Promise<Part[]>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const store = open.result.transaction('keyval').objectStore('keyval');
        const parts: Part[] = [];
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return resolve(parts);
          if (String(at.key).startsWith(prefix)) parts.push(at.value as Part);
          at.continue();
        };
      };
    });
}

/** Runs in the page: how big the copy is. */
async function copySize(prefix: string): Promise<{ sales: number; parts: number; bytes: number; indexedDb: number }> {
  const parts = await (window as unknown as { __readParts: (p: string) => Promise<Part[]> }).__readParts(prefix);
  const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
  return {
    sales: parts.reduce((sum, part) => sum + part.id.length, 0),
    parts: parts.length,
    bytes: new Blob([JSON.stringify(parts)]).size,
    indexedDb: estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0,
  };
}

/** Runs in the page: a sale with an NSU of `back` days ago, from the copy. */
async function saleOfDaysAgo({
  prefix,
  back,
}: {
  prefix: string;
  back: number;
}): Promise<{ amount: number; nsu: string }> {
  const parts = await (window as unknown as { __readParts: (p: string) => Promise<Part[]> }).__readParts(prefix);
  const sorted = parts.sort((a, b) => (a.day < b.day ? 1 : -1));
  const part = sorted[back] ?? sorted.at(-1);
  // Cents not ending in 0: few other sales share the amount, so its card is among the first
  // shown, and '483,9' (R$ 483,90) before the last keystroke is another amount.
  const index = part?.nsu.findIndex((nsu, i) => nsu !== null && (part.amount[i] ?? 0) % 10 !== 0) ?? -1;
  if (!part || index < 0) throw new Error('the copy holds no sale with an NSU');
  return { amount: part.amount[index] ?? 0, nsu: part.nsu[index] ?? '' };
}
