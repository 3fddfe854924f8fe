import type { APIRequestContext, Page } from '@playwright/test';
import {
  DASHBOARD_WITH_SALES,
  expect,
  expectLoginForm,
  expectShell,
  offlineMarker,
  shownStatsRoot,
  signedInSilently,
  signInBanner,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';

/**
 * Issue 32 (7): a page that started offline holds no tokens. Back online, while the identity
 * server's session lives, the app signs in again in a hidden frame (keycloak-js check-sso with
 * prompt=none) and stays on the same screen with fresh data; only when that session is over does
 * it offer 'Entrar'. Either way the page never leaves by itself (decision 022).
 */

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

/** Signed in with the dashboard's figures on the device, then reopened with no network. */
async function startOffline(page: Page, context: { setOffline: (offline: boolean) => Promise<void> }) {
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, [await shownStatsRoot(page)]);
  await context.setOffline(true);
  await page.reload();
  await expect(offlineMarker(page)).toBeVisible({ timeout: 20_000 });
  await expectShell(page);
}

/** Ends the identity server's session as a logout in another tab would (the browser's cookie). */
async function endIdentitySession(request: APIRequestContext, origin: string): Promise<void> {
  const form = await request.get(`${origin}/realms/portal/protocol/openid-connect/logout?client_id=sales-portal`);
  const html = await form.text();
  const action = /action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action && xsrf, 'the identity server’s logout form').toBeTruthy();
  const done = await request.post(new URL(action ?? '', origin).href, { form: { xsrf: xsrf ?? '', logout: 'yes' } });
  expect(done.ok()).toBe(true);
}

test('offline start, back online with the identity session alive: signed in silently on the same screen, data fetched again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startOffline(page, context);
  const navigations = watchNavigations(page);
  const silentPage = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/silent-check-sso.html' && response.frame() !== page.mainFrame(),
  );
  const refetched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/') &&
      (response.request().headers()['authorization'] ?? '').startsWith('Bearer '),
    { timeout: 30_000 },
  );

  await context.setOffline(false);
  await signedInSilently(page);
  // The hidden frame's way back came from the network (the worker keeps no copy), framed by the portal.
  const silent = await silentPage;
  expect(silent.status()).toBe(200);
  expect(silent.fromServiceWorker()).toBe(false);
  expect(await silent.headerValue('x-frame-options')).toBe('SAMEORIGIN');
  expect((await refetched).status()).toBe(200);
  await expectShell(page);
  await expect(page).toHaveURL(`${baseURL}${DASHBOARD_WITH_SALES}`);
  // Not one page load, nor a trip to the identity server's pages, and no frame left behind.
  expect(navigations.urls).toEqual([]);
  expect(navigations.documents()).toBe(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('offline start, the identity session ended meanwhile: back online the app offers "Entrar" and waits', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startOffline(page, context);
  const navigations = watchNavigations(page);
  await endIdentitySession(context.request, baseURL ?? '');

  await context.setOffline(false);
  const banner = signInBanner(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  // The device's data stays, said to be the saved copy.
  await expect(page.getByRole('status').filter({ hasText: /^dados salvos em \d{2}\/\d{2}\/\d{4}/ })).toBeVisible();
  // Longer than a refresh tick: still here, not one navigation.
  await page.waitForTimeout(12_000);
  expect(navigations.urls).toEqual([]);
  expect(navigations.documents()).toBe(0);
  await expect(page).toHaveURL(`${baseURL}${DASHBOARD_WITH_SALES}`);

  await banner.getByRole('button', { name: 'Entrar' }).click();
  await expectLoginForm(page);
});
