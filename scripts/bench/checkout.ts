import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, openContext, signIn } from './browser';
import { measured, size } from './mode';

const JS_BUDGET_KIB = 90;
const LIGHTHOUSE_BUDGET = 100;
const DEBUG_PORT = 9334;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? size(5));
/** The build the sandbox serves (`npm run bench` builds `dist`; a private build may be measured instead). */
const DIST = process.env.BENCH_DIST ?? 'dist';
const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/**
 * The customer's checkout as the shared link opens it (`/paylink/checkout/{hash}`: since issue 22
 * one page, the card form on its first tab) of a link the lojista creates: its JavaScript (gzip)
 * as a customer opening the link loads it, and Lighthouse mobile on it, `RUNS` times with a fresh
 * cache each (a customer opens a link once).
 */
export async function measureCheckout(baseUrl: string): Promise<void> {
  const url = `${baseUrl}/paylink/checkout/${await createLink(baseUrl)}`;
  await measureCardPageJs(url);
  await measureCardPageLighthouse(url);
}

async function createLink(baseUrl: string): Promise<string> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  let token = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  await signIn(page, baseUrl);
  for (let i = 0; i < 100 && !token; i++) await page.waitForTimeout(100);
  const response = await page.request.post(`${baseUrl}/api/v1/app/paylink`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      description: 'Bench: camiseta',
      amount: 15990,
      max_installments: 6,
      payment_methods: ['CARD', 'BILLET', 'PIX'],
      expires_at: null,
      reusable: true,
    },
  });
  if (!response.ok) throw new Error(`bench: creating the link answered ${response.status}`);
  const { url_hash: hash } = (await response.json()) as { url_hash: string };
  await context.close();
  return hash;
}

async function measureCardPageJs(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) loaded.add(path);
  });
  await page.goto(url);
  await page.getByLabel('Número do cartão').waitFor();
  const initial = new Set(loaded);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await browser.close();

  const sizes = [...loaded].map((path) => ({
    name: path.slice('/assets/'.length),
    kib: gzipKiB(join(DIST, path)),
    initial: initial.has(path),
  }));
  const sum = (list: typeof sizes) => list.reduce((total, size) => total + size.kib, 0);
  const first = measured(
    sizes.filter((size) => size.initial),
    'the checkout’s first scripts',
  );
  console.log('\n## Public checkout: the link’s page, card form, JavaScript (gzip, level 9)');
  console.log(
    `initial (card form on screen): ${sum(first).toFixed(1)} KiB in ${first.length} files (budget ${JS_BUDGET_KIB})`,
  );
  console.log(`whole visit (after idle): ${sum(sizes).toFixed(1)} KiB in ${sizes.length} files`);
  for (const size of sizes.sort((a, b) => b.kib - a.kib)) {
    console.log(`  ${size.initial ? '*' : '+'} ${size.kib.toFixed(1).padStart(6)} KiB  ${size.name}`);
  }
  const total = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js')).length;
  console.log(`(${total} JS files in the build)`);
}

async function measureCardPageLighthouse(url: string): Promise<void> {
  process.env.CHROME_PATH = CHROMIUM;
  const context = await openContext(DEBUG_PORT);
  const runs: Record<string, number>[] = [];
  const timings: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) continue;
    const { categories, audits } = result.lhr;
    runs.push(Object.fromEntries(Object.values(categories).map((c) => [c.title, Math.round((c.score ?? 0) * 100)])));
    timings.push(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
        .map((id) => audits[id]?.displayValue ?? '?')
        .join(' / '),
    );
  }
  await context.close();
  measured(runs, 'Lighthouse on the checkout (no result)');
  console.log(`\n## Lighthouse (mobile, the link’s checkout page, ${runs.length} runs, fresh cache each)`);
  for (const title of Object.keys(runs[0] ?? {})) {
    const values = runs.map((run) => run[title] ?? 0).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)];
    const budget = title === 'Performance' ? ` (budget ${LIGHTHOUSE_BUDGET}, median)` : '';
    console.log(`${title}: median ${median}, runs ${values.join(' ')}${budget}`);
  }
  console.log(`  FCP / LCP / TBT / CLS: ${timings.join(' · ')}`);
}
