import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { CHROMIUM } from './browser';
import { measured, size } from './mode';

const DIR = '.bench/list-harness';
const PORT = 8198;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** The built harness over HTTP (module scripts do not load from file://). */
function serve(): Promise<() => void> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(DIR, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(PORT, () => resolve(() => server.close())));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * The phone card list (src/ui/data-list) with 10,000 sales: time until the first cards are on
 * screen, then a fling through the whole list, 2,000 px per frame, at 1× CPU (and its first 300
 * frames at 4×, to keep the bench short).
 */
export async function measureList(rows = size(10_000, 500)): Promise<void> {
  execSync('npx vite build --config scripts/bench/list-harness/vite.config.ts', { stdio: 'ignore' });
  const stop = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  console.log(`\n## Long list (${rows.toLocaleString('pt-BR')} sales, phone card list, 360×800)`);
  try {
    for (const rate of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(`http://localhost:${PORT}/?rows=${rows}`);
      // Rendered: cards on screen and the list virtualized (a few dozen cards in the DOM). A card is
      // an item of the list the harness labels "Vendas".
      await page.waitForFunction(
        () => {
          const cards = document.querySelectorAll('[aria-label="Vendas"] > li').length;
          return cards > 0 && cards < 200;
        },
        undefined,
        { timeout: 60_000 },
      );
      const renderMs = await page.evaluate(
        () => performance.now() - (window as unknown as { benchRenderStart: number }).benchRenderStart,
      );
      const scroll = await page.evaluate(
        async (maxFrames) => {
          // The page's own scroller, as AppPage renders it: inside IonContent's shadow root.
          const content = document.querySelector('ion-content') as
            (HTMLElement & { getScrollElement(): Promise<HTMLElement> }) | null;
          if (!content) throw new Error('no ion-content in the harness');
          const scroller = await content.getScrollElement();
          const frames: number[] = [];
          let maxCards = 0;
          let last = performance.now();
          const start = last;
          while (frames.length < maxFrames && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2) {
            scroller.scrollTop += 2000;
            await new Promise(requestAnimationFrame);
            const now = performance.now();
            frames.push(now - last);
            last = now;
            maxCards = Math.max(maxCards, document.querySelectorAll('[aria-label="Vendas"] > li').length);
          }
          return { frames, totalMs: performance.now() - start, maxCards, height: scroller.scrollTop };
        },
        rate === 1 ? size(Infinity, 30) : size(300, 30),
      );
      const frames = measured(scroll.frames, `a fling through the list at ${rate}×`).sort((a, b) => a - b);
      console.log(
        `CPU ${rate}×: first cards on screen ${renderMs.toFixed(0)} ms; scrolled ${(scroll.height / 1000).toFixed(0)}k px in ` +
          `${frames.length} frames (${(scroll.totalMs / 1000).toFixed(1)} s): frame p50 ${percentile(frames, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(frames, 95).toFixed(1)} ms, max ${(frames.at(-1) ?? NaN).toFixed(0)} ms; at most ${scroll.maxCards} cards in the DOM`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

if (process.argv[1]?.endsWith('list.ts')) await measureList();
