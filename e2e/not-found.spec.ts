import type { Page } from '@playwright/test';
import { expect, expectShell, signInToShell, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // A context of its own (not browser.newPage()): axe opens a helper page in it.
  page = await (await browser.newContext()).newPage();
  await signInToShell(page, 'lojista');
  await expectShell(page);
});

test.afterAll(async () => {
  await page.context().close();
});

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
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Painel de Vendas$/);
});
