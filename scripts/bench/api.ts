import { readFileSync } from 'node:fs';
import { openContext, signIn } from './browser';
import { measured, size } from './mode';

/** Concurrent clients, like a few merchants' phones and an export at once on one small server. */
const CONCURRENCY = 8;
const REQUESTS = size(400, 16);

/** Signs in through the real login form and returns the access token the app sends to /api. */
export async function accessToken(baseUrl: string, user = 'lojista'): Promise<string> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (request.url().includes('/api/') && header?.startsWith('Bearer ')) token = header.slice(7);
  });
  await signIn(page, baseUrl, user);
  await page.waitForLoadState('networkidle');
  await context.close();
  if (!token) throw new Error('no bearer token seen');
  return token;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The calls a merchant's list screens make: first and deeper pages, date ranges, filters, sorts. */
export function transactionUrl(i: number): string {
  const variants = [
    `page=${1 + (i % 50)}&perPage=10`,
    `start_date=${isoDay(-29)}&end_date=${isoDay(0)}&status=CONFIRMED&page=${1 + (i % 20)}&perPage=10`,
    `start_date=${isoDay(-7)}&end_date=${isoDay(0)}&card_brand=2&card_brand=1&page=1&perPage=10`,
    `status=CONFIRMED&status=CANCELLED&sortBy=amount&sortDesc=true&page=${1 + (i % 10)}&perPage=50`,
    `vl_transaction_min=10000&vl_transaction_max=50000&page=1&perPage=10`,
  ];
  return `/api/v1/app/transaction?${variants[i % variants.length]}`;
}

export function receivableUrl(i: number): string {
  const variants = [
    `page=${1 + (i % 50)}&perPage=20`,
    `start_date=${isoDay(-29)}&end_date=${isoDay(0)}&page=${1 + (i % 20)}&perPage=20`,
    `start_date=${isoDay(0)}&end_date=${isoDay(90)}&paid=false&page=1&perPage=20`,
    `blocked=true&page=1&perPage=20`,
    `card_brand=3&operation=2&page=${1 + (i % 5)}&perPage=20`,
  ];
  return `/api/v1/app/financial/receivable?${variants[i % variants.length]}`;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function load(baseUrl: string, token: string, urlOf: (i: number) => string): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const url = urlOf(next++);
      const start = performance.now();
      const response = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status} on ${url}`);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return measured(times, `calls of ${urlOf(0)}`).sort((a, b) => a - b);
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The real endpoint over merchant 1's ~100k sales: time, rows and the server's memory growth. */
async function measureExport(baseUrl: string, token: string, pid: number): Promise<void> {
  const baseline = rssMiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/app/transaction/export/csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    for (const byte of chunk.value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  measured(lines - 1 > 0 ? lines - 1 : NaN, 'the full CSV export (no row)');
  console.log(
    `CSV export of every sale of merchant 1 (GET /v1/app/transaction/export/csv): ${lines - 1} rows, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s; server RSS ${baseline.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - baseline).toFixed(0)})`,
  );
}

/** Returns the access token it signed in for, for the parts measured after it. */
export async function measureApi(baseUrl: string, pid: number): Promise<string> {
  const token = await accessToken(baseUrl);
  console.log(`\n## API under load (${CONCURRENCY} concurrent clients, ${REQUESTS} calls each list, merchant 1)`);
  for (const [name, urlOf] of [
    ['GET /v1/app/transaction', transactionUrl],
    ['GET /v1/app/financial/receivable', receivableUrl],
  ] as const) {
    await load(baseUrl, token, urlOf); // warm-up: plans and caches
    const times = await load(baseUrl, token, urlOf);
    console.log(
      `${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms (goal p95 ≤ 50)`,
    );
  }
  await measureExport(baseUrl, token, pid);
  return token;
}
