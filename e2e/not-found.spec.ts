import type { Page } from '@playwright/test';
import { expect, expectShell, openSignedIn, signInToShell, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ page } = await openSignedIn(browser));
});
test.afterAll(() => page.context().close());

async function expectNotFoundPage(): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Página não encontrada :(' })).toBeVisible();
  await expect(
    page.getByText('Me desculpe, mas a página que você procura não existe ou está indisponível.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Painel de Vendas$/);
}

test('/ redirects to /dashboard, whose title ends with Painel de Vendas', async () => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
  await expect(page).toHaveTitle(/Painel de Vendas$/);
});

test("an unknown path shows the 404 page; 'Voltar' goes back", async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  await page.goto('/pagina/que/nao/existe');
  await expectNotFoundPage();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
});

test("'Página inicial' leads to the dashboard", async () => {
  await page.goto('/financial/nao-existe');
  await expectNotFoundPage();
  await page
    .getByRole('button', { name: 'Página inicial' })
    .or(page.getByRole('link', { name: 'Página inicial' }))
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
  await expect(page).toHaveTitle(/Painel de Vendas$/);
});

/**
 * The server's answer itself: a path that is no route of the app is HTTP 404 (with the app's
 * HTML, so the page above still shows). Service workers are blocked so that the answer is the
 * server's, not the offline fallback the worker may give for any navigation.
 */
test('an unknown path is HTTP 404 from the server and still shows the 404 page', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const fresh = await context.newPage();
  try {
    await signInToShell(fresh, 'lojista');
    const unknown = await fresh.goto('/pagina/que/nao/existe', { waitUntil: 'commit' });
    expect(unknown?.status()).toBe(404);
    await expect(fresh.getByRole('heading', { name: 'Página não encontrada :(' })).toBeVisible();

    const known = await fresh.goto('/financial/transactions', { waitUntil: 'commit' });
    expect(known?.status()).toBe(200);
    // Let that visit finish its round trip to the identity server, or the next navigation races it.
    await expectShell(fresh);

    // The customer's side: a mistyped checkout address is 404 too, a link's page (dynamic) is 200.
    // Answered at commit: the status is the server's, whatever the page does once it runs.
    const publicUnknown = await fresh.goto('/paylink/checkout/abc123/payment/boleto', { waitUntil: 'commit' });
    expect(publicUnknown?.status()).toBe(404);
    await expect(fresh.getByRole('heading', { name: 'Página não encontrada :(' })).toBeVisible();
    expect((await fresh.goto('/paylink/checkout/abc123', { waitUntil: 'commit' }))?.status()).toBe(200);
  } finally {
    await context.close();
  }
});
