import type { Page } from '@playwright/test';
import {
  apiGet,
  closeSideMenu,
  expect,
  expectLoginForm,
  expectShell,
  merchantButton,
  openSideMenu,
  openUserMenu,
  signIn,
  signInToShell,
  test,
  watchBearer,
} from './fixtures';
import { accessibleNames, dialogNamed } from './screen-helpers';

/** The README's demo users table, one path each. */

const EVERY_MENU_ENTRY = [
  'Ver Início',
  'Transações',
  'Extrato financeiro',
  'Unidades de recebíveis',
  'Efeitos de contrato',
  'Pagamentos',
  // The sandbox offers anticipation (issue 23): its entry is there for every user.
  'Antecipar recebíveis',
  'Meus equipamentos',
  'Meus planos',
  'Ver Link de pagamento',
  'Gerenciar boletos',
  'Lista de boletos',
  'Arquivos de retorno',
];
const PAYLINK_AND_BILLET_ENTRIES = [
  'Ver Link de pagamento',
  'Gerenciar boletos',
  'Lista de boletos',
  'Arquivos de retorno',
];
const ROLE_LINKS = ['Backoffice de Contas', 'Backoffice de Subaquirência', 'Webbanking'];
/** Offered by the browser, not by a role: may or may not be there. */
const INSTALL_ENTRY = 'Instalar aplicativo';

async function menuEntries(page: Page): Promise<string[]> {
  const nav = await openSideMenu(page);
  // Ionic's item: the link is its native anchor, named by the slotted label.
  const labels = await accessibleNames(nav.getByRole('link'));
  return labels.map((label) => label.trim());
}

async function userMenuEntries(page: Page): Promise<string[]> {
  const list = await openUserMenu(page);
  const labels = await list.getByRole('listitem').allTextContents();
  return labels.map((label) => label.trim()).filter((label) => label !== INSTALL_ENTRY);
}

interface MerchantDocument {
  value: string;
  document_type: { type: 'CPF' | 'CNPJ' };
}
interface MerchantBody {
  id: number;
  merchant_name: string;
  trade: string | null;
  documents: MerchantDocument[];
}

/** 12 characters (letters or digits, the 2026 alphanumeric CNPJ) + 2 check digits. */
function formatCnpj(value: string): string {
  const raw = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12, 14)}`;
}

test('lojista sees every menu entry and every user-menu link', async ({ page }) => {
  await signInToShell(page, 'lojista');
  expect(await menuEntries(page)).toEqual(EVERY_MENU_ENTRY);
  await closeSideMenu(page);

  // 'Notificações': the sandbox offers them (features.notifications; none in the strict one).
  expect(await userMenuEntries(page)).toEqual([...ROLE_LINKS, 'Notificações', 'Ver o tour novamente', 'Sair']);
  // The role links go to sibling subdomains of the identity host (requirements §2).
  const list = page.getByRole('list', { name: 'Menu do usuário' });
  await expect(list.getByRole('link', { name: 'Backoffice de Contas' })).toHaveAttribute(
    'href',
    /^http:\/\/bo\.localhost/,
  );
  await expect(list.getByRole('link', { name: 'Backoffice de Subaquirência' })).toHaveAttribute(
    'href',
    /^http:\/\/admin\.localhost/,
  );
  await expect(list.getByRole('link', { name: 'Webbanking' })).toHaveAttribute(
    'href',
    /^http:\/\/webbanking\.localhost/,
  );
});

test('operador (merchant 2) sees no paylink or billet entries, no role links, and its alphanumeric CNPJ formatted', async ({
  page,
}) => {
  const bearer = watchBearer(page);
  await signInToShell(page, 'operador');
  const entries = await menuEntries(page);
  expect(entries).toEqual(EVERY_MENU_ENTRY.filter((entry) => !PAYLINK_AND_BILLET_ENTRIES.includes(entry)));
  await closeSideMenu(page);

  expect(await userMenuEntries(page)).toEqual(['Notificações', 'Ver o tour novamente', 'Sair']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Menu do usuário' })).toBeHidden();

  const merchant = await apiGet<MerchantBody>(page.request, await bearer.current(), '/v1/app/merchant/2');
  const cnpj = merchant.documents.find((doc) => doc.document_type.type === 'CNPJ');
  expect(cnpj, 'merchant 2 has a CNPJ').toBeDefined();
  // The point of this user: a CNPJ with letters (the 2026 alphanumeric format).
  expect(cnpj?.value).toMatch(/[A-Z]/i);
  const formatted = formatCnpj(cnpj?.value ?? '');

  await page.goto('/merchant');
  await expect(page.getByRole('heading', { name: 'Meu negócio' })).toBeVisible();
  const identity = page.locator('dl').filter({ hasText: 'Cód. Lojista' });
  await expect(identity).toContainText('CNPJ');
  await expect(identity).toContainText(formatted);
  await expect(identity).toContainText(merchant.merchant_name);
});

test('suporte gets in through bypass_permission', async ({ page }) => {
  const bearer = watchBearer(page);
  await signInToShell(page, 'suporte');
  await expectShell(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Você recebe', exact: true })).toBeVisible();
  // Merchant 1, like lojista.
  const merchant = await apiGet<MerchantBody>(page.request, await bearer.current(), '/v1/app/merchant/1');
  await expect(merchantButton(page)).toHaveAccessibleName(`Lojista: ${merchant.trade ?? merchant.merchant_name}`);
});

test("sem-lojista sees 'Lojista não configurado', then is logged out", async ({ page }) => {
  await signIn(page, 'sem-lojista');
  const alert = dialogNamed(page, 'Lojista não configurado');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // Its content, as read out (slotted into Ionic's modal: see screen-helpers).
  await expect(alert).toMatchAriaSnapshot(`
    - heading "Lojista não configurado"
    - paragraph: Seu usuário não possui um lojista associado, por favor entre em contato com o suporte.
    - button "OK"
  `);
  // Non-dismissable: a tap on the backdrop leaves it open.
  await page.mouse.click(10, 10);
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expectLoginForm(page);
});

test('sem-acesso ends on the login form right after sign-in', async ({ page }) => {
  await signIn(page, 'sem-acesso');
  await expectLoginForm(page);
  // Logged out for real: the identity server asks for credentials again.
  await page.goto('/dashboard');
  await expectLoginForm(page);
  await expect(page.locator('#user-menu-trigger')).toHaveCount(0);
});
