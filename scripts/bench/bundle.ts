import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openContext, submitLogin } from './browser';

const BUDGET_KIB = 170;
const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** JS of a signed-in dashboard visit (the redirect back from the login form), gzip KiB. */
export async function measureBundle(baseUrl: string): Promise<void> {
  const context = await openContext();
  const page = context.pages()[0] ?? (await context.newPage());
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) loaded.add(url.pathname);
  });
  await page.goto(`${baseUrl}/dashboard`);
  // Only what the signed-in visit loads: forget the scripts of the first (pre-login) page.
  await page.locator('#username').waitFor();
  loaded.clear();
  await submitLogin(page);
  await page.waitForLoadState('networkidle');
  await context.close();

  const files = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
  const sizes = files.map((name) => ({ name, kib: gzipKiB(join('dist/assets', name)), initial: loaded.has(`/assets/${name}`) }));
  const initial = sizes.filter((s) => s.initial).reduce((sum, s) => sum + s.kib, 0);
  console.log('\n## JavaScript (gzip, level 9)');
  console.log(`signed-in dashboard visit: ${initial.toFixed(1)} KiB in ${loaded.size} files (budget ${BUDGET_KIB})`);
  console.log('chunks (largest first; * = loaded by the dashboard visit):');
  for (const s of sizes.sort((a, b) => b.kib - a.kib).slice(0, 30)) {
    console.log(`  ${s.initial ? '*' : ' '} ${s.kib.toFixed(1).padStart(6)} KiB  ${s.name}`);
  }
}
