import type { APIRequestContext, Page, Request } from '@playwright/test';
import { SESSION_PORT } from '../playwright.config';
import {
  DASHBOARD_WITH_SALES,
  expect,
  expectLoginForm,
  expectNoA11yViolations,
  expectShell,
  fillLoginForm,
  offlineMarker,
  openSideMenu,
  signInBanner,
  signInToShell,
  test,
  shownStatsRoot,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';

/**
 * Decision 022: the session survives being offline. On a sandbox whose access tokens live 20 s
 * (refresh tokens an hour), so that one minute offline is three token lifetimes: nothing sends
 * the page away from the app while offline, and back online the session goes on without a
 * reload; when only the sign-in page can help, the app says so and waits for the user.
 */
test.use({ baseURL: `http://localhost:${SESSION_PORT}` });

const ORIGIN = `http://localhost:${SESSION_PORT}`;
const TOKEN_PATH = '/realms/portal/protocol/openid-connect/token';
const ACCESS_TOKEN_SECONDS = 20;

/** Screens reached from the menu, each seen once online so its data is on the device. */
const SCREENS = [
  { link: 'Ver Início', path: '/dashboard', query: 'dashboard' },
  { link: 'Meus equipamentos', path: '/terminals', query: 'terminals' },
  { link: 'Meus planos', path: '/plans', query: 'sales-plans' },
  { link: 'Transações', path: '/financial/transactions', query: 'transactions' },
];

/** Every main-frame navigation from now on, and how many documents were loaded (a reload is one). */
function watchNavigations(page: Page) {
  const urls: string[] = [];
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('domcontentloaded', () => documents++);
  return { urls, documents: () => documents };
}

function screenAt(index: number): (typeof SCREENS)[number] {
  const screen = SCREENS[index % SCREENS.length];
  if (!screen) throw new Error('no screens');
  return screen;
}

async function goThroughMenu(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  const menu = await openSideMenu(page);
  await menu.getByText(screen.link, { exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === screen.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const bearerOf = (request: Request) => request.headers()['authorization']?.replace(/^Bearer /, '') ?? '';
const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
const isRefresh = (request: Request) =>
  new URL(request.url()).pathname === TOKEN_PATH &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

/**
 * Ends the user's session on the identity server, as an administrator or a logout on another
 * device would: its refresh tokens die with it. Through the context's own cookies, outside the
 * page (which may be offline meanwhile).
 */
async function endIdentitySession(request: APIRequestContext): Promise<void> {
  const form = await request.get(`${ORIGIN}/realms/portal/protocol/openid-connect/logout?client_id=sales-portal`);
  const html = await form.text();
  const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action && xsrf, 'the identity server’s logout form').toBeTruthy();
  const done = await request.post(new URL(action ?? '', ORIGIN).href, { form: { xsrf: xsrf ?? '', logout: 'yes' } });
  expect(done.ok()).toBe(true);
}

test('offline for three token lifetimes while moving between screens: the page never leaves the app; back online the session goes on without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signInToShell(page, 'lojista', '/dashboard');
  await waitForServiceWorker(page);
  for (const screen of SCREENS) {
    await goThroughMenu(page, screen);
    await waitForPersistedCache(page, [screen.query]);
  }
  // Every token sent until the connection returns; the session afterwards must use a new one.
  const oldTokens = new Set<string>();
  let collecting = true;
  page.on('request', (request) => {
    if (collecting && isApiCall(request)) oldTokens.add(bearerOf(request));
  });
  await page.evaluate(() => Object.assign(window, { __samePage: 'sim' }));
  const navigations = watchNavigations(page);

  await context.setOffline(true);
  const offlineAt = Date.now();
  try {
    // Tapping through the menu, as a merchant in the field does, for more than three lifetimes.
    for (let round = 0; Date.now() - offlineAt < 3 * ACCESS_TOKEN_SECONDS * 1000 + 5_000; round++) {
      await goThroughMenu(page, screenAt(round));
      expect(navigations.urls.filter((url) => new URL(url).origin !== ORIGIN)).toEqual([]);
      await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
      await expect(offlineMarker(page)).toContainText(/^offline desde \d{2}:\d{2} — dados de/);
      await page.waitForTimeout(3_000);
    }
    // Back and forth in the history too (same document).
    await page.goBack();
    await expect(offlineMarker(page)).toBeVisible();
    expect(navigations.urls.length).toBeGreaterThan(SCREENS.length);
    expect(navigations.urls.filter((url) => new URL(url).origin !== ORIGIN)).toEqual([]);
    expect(navigations.documents()).toBe(0);
    await expect(page.locator('#username')).toHaveCount(0);
    // A minute offline: more than the access token's life, well within the refresh token's.
    await expect(offlineMarker(page)).not.toContainText('entrar novamente');
  } finally {
    collecting = false;
    await context.setOffline(false);
  }

  // Back online: the refresh token renews the session, and the next call carries a new token.
  const refreshed = await page.waitForResponse((response) => isRefresh(response.request()), { timeout: 30_000 });
  expect(refreshed.status()).toBe(200);
  await expect(offlineMarker(page)).toBeHidden({ timeout: 20_000 });
  const call = page.waitForResponse(
    (response) => isApiCall(response.request()) && !oldTokens.has(bearerOf(response.request())),
  );
  await goThroughMenu(page, screenAt(1));
  expect((await call).status()).toBe(200);
  await expectShell(page);
  await expect(signInBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: string }).__samePage)).toBe('sim');
  expect(navigations.documents()).toBe(0);
  expect(navigations.urls.filter((url) => new URL(url).origin !== ORIGIN)).toEqual([]);
});

test('the identity session ended while offline: back online the app says so, waits for the tap, and signs in back to the same screen', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, [await shownStatsRoot(page)]);
  const navigations = watchNavigations(page);

  await context.setOffline(true);
  try {
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await endIdentitySession(context.request);
  } finally {
    await context.setOffline(false);
  }

  // The refresh is refused: the app says so in Portuguese, keeps the data, and waits.
  const banner = signInBanner(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^dados salvos em \d{2}\/\d{2}\/\d{4}/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-session-banner.png' });
  await expectNoA11yViolations(page);
  // Longer than a refresh tick: still here, on the same address, not one navigation.
  await page.waitForTimeout(12_000);
  expect(navigations.urls).toEqual([]);
  expect(navigations.documents()).toBe(0);
  await expect(page).toHaveURL(`${ORIGIN}${DASHBOARD_WITH_SALES}`);

  await banner.getByRole('button', { name: 'Entrar' }).click();
  await expectLoginForm(page);
  await fillLoginForm(page, 'lojista', 'lojista');
  await expectShell(page);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === DASHBOARD_WITH_SALES);
  await expect(signInBanner(page)).toHaveCount(0);
  await expect(offlineMarker(page)).toHaveCount(0);
});
