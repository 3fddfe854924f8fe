import lighthouse from 'lighthouse';
import { CHROMIUM, DASHBOARD, openContext, signIn } from './browser';

const DEBUG_PORT = 9333;
const BUDGET = 95;

/**
 * Lighthouse mobile on /dashboard, signed in: the browser keeps the identity server's session
 * cookie, so Lighthouse's load goes through the real silent sign-in redirect like a returning user.
 */
export async function measureLighthouse(baseUrl: string): Promise<void> {
  process.env.CHROME_PATH = CHROMIUM;
  const context = await openContext(DEBUG_PORT);
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseUrl);
  const result = await lighthouse(`${baseUrl}${DASHBOARD}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  await context.close();
  console.log('\n## Lighthouse (mobile, /dashboard signed in)');
  if (!result) {
    console.log('no result');
    return;
  }
  const { categories, audits } = result.lhr;
  for (const category of Object.values(categories)) {
    console.log(
      `${category.title}: ${Math.round((category.score ?? 0) * 100)}${category.id === 'performance' ? ` (budget ${BUDGET})` : ''}`,
    );
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
}
