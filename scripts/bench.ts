/**
 * `npm run bench`: prints the figures of the performance budgets (DESIGN.md). Not a test:
 * numbers vary with the machine; the README records them.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { measureApi } from './bench/api';
import { measureBundle } from './bench/bundle';
import { benchExport, printExportFigures } from './bench/export';
import { measureList } from './bench/list';
import { measureLighthouse } from './bench/lighthouse';
import { measureOfflineReload } from './bench/offline-reload';
import { startSandbox } from './bench/sandbox';

const PORT = 8197;

async function main(): Promise<void> {
  mkdirSync('.bench', { recursive: true });
  const buildStart = performance.now();
  execSync('npx vite build', { stdio: 'ignore' });
  const buildSeconds = (performance.now() - buildStart) / 1000;
  if (!existsSync('dist/index.html')) throw new Error('build failed');

  const sandbox = await startSandbox(PORT);
  console.log('## Start-up');
  console.log(`vite build: ${buildSeconds.toFixed(1)} s`);
  console.log(`sandbox start to ready on a fresh data dir (seeding included): ${sandbox.readySeconds.toFixed(1)} s`);
  console.log(`fresh \`npm start\` ≈ ${(buildSeconds + sandbox.readySeconds).toFixed(1)} s`);
  try {
    await measureBundle(sandbox.url);
    await measureOfflineReload(sandbox.url);
    await measureLighthouse(sandbox.url);
    await measureApi(sandbox.url, sandbox.pid);
  } finally {
    await sandbox.stop();
  }
  console.log('');
  printExportFigures(await benchExport());
  await measureList();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
