import type { Page, Request } from '@playwright/test';
import { IDLE_PORT } from '../playwright.config';
import {
  expect,
  expectLoginForm,
  expectShell,
  fillLoginForm,
  logoutThroughMenu,
  openSideMenu,
  signInToShell,
  test,
} from './fixtures';

/**
 * keycloak-js against the sandbox identity server, end to end: the regression guard for the
 * session's whole life (login, refresh, logout; README, "Deploy against a real Keycloak"). The main sandbox issues 65 s access tokens, so
 * with the portal's 10 s refresh asking for 60 s of validity a refresh happens within ~20 s.
 */

const TOKEN_PATH = '/realms/portal/protocol/openid-connect/token';

const isTokenCall = (grant: string) => (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === TOKEN_PATH &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === grant;

/** Opens 'Meus equipamentos' and checks that its API call carries `accessToken` and is answered. */
async function expectTerminalsCalledWith(page: Page, accessToken: string | undefined): Promise<void> {
  const terminalsCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/app/terminal');
  const nav = await openSideMenu(page);
  await nav.getByText('Meus equipamentos', { exact: true }).click();
  const call = await terminalsCall;
  expect(call.headers()['authorization']).toBe(`Bearer ${accessToken}`);
  expect((await call.response())?.status()).toBe(200);
}

test('full login, token refresh, then logout through Sair', async ({ page }) => {
  test.setTimeout(90_000);
  const codeExchange = page.waitForRequest(isTokenCall('authorization_code'));
  await signInToShell(page, 'lojista');
  await expectShell(page);
  expect((await (await codeExchange).response())?.status()).toBe(200);

  // keycloak-js refreshes on its own while the user just looks at the dashboard.
  const refreshRequest = await page.waitForRequest(isTokenCall('refresh_token'), { timeout: 45_000 });
  const refreshResponse = await refreshRequest.response();
  expect(refreshResponse?.status()).toBe(200);
  const refreshed = (await refreshResponse?.json()) as { access_token?: string; refresh_token?: string };
  expect(refreshed.access_token).toBeTruthy();

  // The app keeps working after the refresh, with the new token.
  await expectTerminalsCalledWith(page, refreshed.access_token);
  await expect(page).toHaveURL(/\/terminals$/);
  // A terminal card's field (the filter panel's input has the same label, folded away).
  await expect(page.getByRole('term').filter({ hasText: 'Nº de série' }).first()).toBeVisible();

  // 'Sair' revokes the refresh token first (discovery offers revocation), then ends the session.
  const revocation = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/realms/portal/protocol/openid-connect/revoke',
  );
  await logoutThroughMenu(page);
  const revoked = await revocation;
  expect(new URLSearchParams(revoked.postData() ?? '').get('token_type_hint')).toBe('refresh_token');
  expect((await revoked.response())?.status()).toBe(200);
  const reuse = await page.request.post(TOKEN_PATH, {
    form: { grant_type: 'refresh_token', client_id: 'sales-portal', refresh_token: refreshed.refresh_token ?? '' },
  });
  expect(reuse.status()).toBe(400);
  // The identity session is over: a new visit asks for credentials again.
  await page.goto('/dashboard');
  await expectLoginForm(page);
  await expect(page.locator('#user-menu-trigger')).toHaveCount(0);
});

test('a refresh whose answer is lost is retried with the same token and the merchant stays signed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista');
  await expectShell(page);

  // The first refresh reaches the identity server (which answers it and issues a new refresh
  // token), but its answer never reaches the phone: a weak signal, as the network sees it.
  let dropped: string | undefined;
  await page.route(`**${TOKEN_PATH}`, async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (dropped !== undefined || form.get('grant_type') !== 'refresh_token') return route.fallback();
    dropped = form.get('refresh_token') ?? '';
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('internetdisconnected');
  });

  // The app asks again with the refresh token it still holds: the server takes it.
  const retry = await page.waitForRequest((request) => isTokenCall('refresh_token')(request) && dropped !== undefined, {
    timeout: 60_000,
  });
  expect(new URLSearchParams(retry.postData() ?? '').get('refresh_token')).toBe(dropped);
  const answer = await retry.response();
  expect(answer?.status()).toBe(200);
  const renewed = (await answer?.json()) as { access_token?: string };

  // Still signed in, with the new token on the next call.
  await expectShell(page);
  await expect(page.locator('#kc-form-login')).toHaveCount(0);
  await expectTerminalsCalledWith(page, renewed.access_token);
});

test('a wrong password shows #input-error and stays on the login form', async ({ page }) => {
  await page.goto('/dashboard');
  await expectLoginForm(page);
  await fillLoginForm(page, 'lojista', 'not-the-password');
  await expect(page.locator('#input-error')).toBeVisible();
  await expect(page.locator('#input-error')).not.toBeEmpty();
  await expectLoginForm(page);
  // The form still works afterwards.
  await fillLoginForm(page, 'lojista', 'lojista');
  await expectShell(page);
});

/**
 * Brute-force protection (server/identity/login-throttle.ts), on the idle sandbox so that the
 * main one's address count stays untouched; an unknown login name, so no demo user is locked.
 */
test('repeated wrong passwords lock the login for a while, saying so in Portuguese', async ({ page }) => {
  await page.goto(`http://localhost:${IDLE_PORT}/dashboard`);
  await expectLoginForm(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillLoginForm(page, 'tentativa-e2e', `palpite-${attempt}`);
    await expect(page.locator('#input-error')).toHaveText('Usuário ou senha inválidos.');
  }
  await fillLoginForm(page, 'tentativa-e2e', 'mais-um');
  await expect(page.locator('#input-error')).toContainText('Muitas tentativas de login sem sucesso');
  await expect(page.locator('#input-error')).toContainText(/aguarde \d+ segundos e tente novamente/);
  await expectLoginForm(page);
});
