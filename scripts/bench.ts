/**
 * `npm run bench`: prints the figures of the performance budgets (README, "Performance"). Not a
 * test: numbers vary with the machine; the README records them.
 *
 * `npm run bench -- bundle offline` runs only the parts named (bundle, offline, lighthouse, checkout,
 * api, anticipation, billets, export, list, load, money, and fieldcopy, which offline runs too); `BENCH_PORT` moves the
 * sandbox when two runs share a machine. `--quick` (`npm run bench:quick`, in `npm test`) runs each
 * part once on small sizes and fails when one cannot measure (scripts/bench/mode.ts); with
 * `--no-build` it measures the `dist/` already built.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { measureAnticipation } from './bench/anticipation';
import { measureApi } from './bench/api';
import { measureBillets } from './bench/billets';
import { measureBundle } from './bench/bundle';
import { measureCheckout } from './bench/checkout';
import { measureFieldCopy } from './bench/field-copy';
import { benchExport, printExportFigures } from './bench/export';
import { measureListDuringExport } from './bench/export-contention';
import { measureList } from './bench/list';
import { measureLoad } from './bench/load';
import { measureMoney } from './bench/money';
import { measureLighthouse } from './bench/lighthouse';
import { measureOfflineReload } from './bench/offline-reload';
import { QUICK } from './bench/mode';
import { startSandbox } from './bench/sandbox';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const PARTS = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const BUILD = !process.argv.includes('--no-build');
const wanted = (part: string) => PARTS.length === 0 || PARTS.includes(part);

/** The parts that measure the built PWA on one shared sandbox; the others start their own. */
const ON_SHARED_SANDBOX = [
  'bundle',
  'offline',
  'fieldcopy',
  'lighthouse',
  'checkout',
  'api',
  'anticipation',
  'billets',
];

async function main(): Promise<void> {
  mkdirSync('.bench', { recursive: true });
  if (ON_SHARED_SANDBOX.some(wanted)) await measureOnSharedSandbox();
  console.log('');
  if (wanted('export')) printExportFigures(await benchExport());
  if (wanted('list')) await measureList();
  if (wanted('load')) await measureLoad();
  if (wanted('money')) measureMoney();
}

async function measureOnSharedSandbox(): Promise<void> {
  const buildStart = performance.now();
  if (BUILD) execSync('npx vite build', { stdio: 'ignore' });
  const buildSeconds = (performance.now() - buildStart) / 1000;
  if (!existsSync('dist/index.html')) throw new Error(BUILD ? 'build failed' : 'no dist/: build first');

  const sandbox = await startSandbox(PORT);
  console.log('## Start-up');
  if (QUICK) console.log('(quick mode: every part once, small sizes — the figures are not the budgets’)');
  if (BUILD) console.log(`vite build: ${buildSeconds.toFixed(1)} s`);
  console.log(`sandbox start to ready on a fresh data dir (seeding included): ${sandbox.readySeconds.toFixed(1)} s`);
  if (BUILD) console.log(`fresh \`npm start\` ≈ ${(buildSeconds + sandbox.readySeconds).toFixed(1)} s`);
  try {
    if (wanted('bundle')) await measureBundle(sandbox.url);
    if (wanted('offline')) await measureOfflineReload(sandbox.url);
    // The offline day's third part: the 30-day copy (its fetch, size and search).
    if (wanted('offline') || wanted('fieldcopy')) await measureFieldCopy(sandbox.url);
    if (wanted('lighthouse')) await measureLighthouse(sandbox.url);
    if (wanted('checkout')) await measureCheckout(sandbox.url);
    if (wanted('api')) await measureListDuringExport(sandbox.url, await measureApi(sandbox.url, sandbox.pid));
    if (wanted('anticipation')) await measureAnticipation(sandbox.url);
    if (wanted('billets')) await measureBillets(sandbox.url, sandbox.pid);
  } finally {
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
