import type { Locator, Page, Response } from '@playwright/test';
import { STRICT_PORT } from '../playwright.config';
import { createCheckoutLinks } from './checkout-links';
import { expect, expectShell, signInToShell, test } from './fixtures';
import { SIGNED_IN_SCREENS } from './screen-helpers';

/**
 * Issue 21 §5, a spec-minimal backend: the sandbox on STRICT_PORT runs with
 * SANDBOX_STRICT_CONTRACT=1 — it serves only the contract's calls (no extras) and cuts every
 * answer down to the fields the contract marks required (contract/, decision 028). Every
 * signed-in screen, a detail of each list and the customer's checkout must still work: no
 * "Resposta inesperada", no error page, no failed call.
 */
test.use({ baseURL: `http://localhost:${STRICT_PORT}` });

/** The one call allowed to fail: the optional block-reason list (the screen falls back). */
const OPTIONAL = ['/api/v1/block_type'];

/** Every API answer the page gets, as 'status path'. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${response.status()} ${url.pathname}`);
  });
  return seen;
}

const failedCalls = (answers: string[]) =>
  answers.filter((answer) => !/^[23]/.test(answer) && !OPTIONAL.some((path) => answer.endsWith(path)));

/** Settled, and nothing on screen says the answer was refused or the page broke. */
async function expectSettled(page: Page, where: string, scope: Locator = page.locator('#root')): Promise<void> {
  await expect(page.locator('#root [aria-busy="true"]'), where).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Resposta inesperada do servidor.'), where).toHaveCount(0);
  await expect(page.getByText('Um erro aconteceu!'), where).toHaveCount(0);
  await expect(scope.getByRole('button', { name: 'Tentar novamente' }), where).toHaveCount(0);
}

async function openFirst(page: Page, path: string, item: Locator, opened: RegExp | Locator): Promise<void> {
  await page.goto(path);
  await expectSettled(page, path);
  await item.click();
  if (opened instanceof RegExp) await expect(page, path).toHaveURL(opened);
  else await expect(opened, path).toBeVisible();
  await expectSettled(page, `${path} → detail`);
}

test('strict contract: every signed-in screen, and a detail of each list, work on the required fields alone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const answers = recordApi(page);
  await signInToShell(page, 'lojista');
  await expectShell(page);

  // An optional capability's screen is not there on a spec-minimal backend (anticipation.spec.ts).
  for (const { path, heading } of SIGNED_IN_SCREENS.filter((screen) => !screen.feature)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading, { timeout: 20_000 });
    await expectSettled(page, path);
  }

  // A sale opens with its receivables from the two lists (no /v1/app/transaction/{id} here).
  await openFirst(
    page,
    '/financial/transactions?qt_installment=3',
    page.getByRole('list', { name: 'Vendas' }).getByRole('listitem').first().getByRole('heading').getByRole('button'),
    page.getByRole('dialog', { name: /^Venda \d+$/ }),
  );
  await expect(page.getByRole('table', { name: 'Recebíveis da venda' }).locator('tbody tr')).toHaveCount(3, {
    timeout: 20_000,
  });
  // Refunds are an optional capability this backend does not offer (/config features.refunds false).
  await expect(page.getByRole('dialog', { name: /^Venda \d+$/ }).getByText('Estornar venda')).toHaveCount(0);

  await openFirst(
    page,
    '/financial/statement',
    page.getByRole('button', { name: 'Ajustes manuais' }),
    page.getByRole('dialog', { name: 'Ajustes manuais' }),
  );
  await openFirst(
    page,
    '/financial/receivable_units',
    page.getByRole('button', { name: /^UR \d+ · / }).first(),
    /\/financial\/receivable_units\/\d+/,
  );
  await openFirst(
    page,
    '/financial/contract_effects',
    page.getByRole('list', { name: 'Efeitos de contrato' }).getByRole('listitem').first().getByRole('button').first(),
    /\/financial\/contract_effects\/\d+$/,
  );
  await openFirst(
    page,
    '/paylink/list',
    page
      .getByRole('list', { name: 'Links de pagamento' })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .getByRole('button'),
    /\/paylink\/share\/\d+$/,
  );
  await openFirst(
    page,
    '/billet/list',
    page.getByRole('list', { name: 'Boletos' }).getByRole('button').first(),
    page.getByRole('dialog', { name: /^Boleto / }),
  );
  // A day of the payments calendar, then one payment of it. Payouts fall on bank days: on a
  // weekend or a holiday today has none, so the nearest earlier day that has one.
  await page.goto('/financial/payments');
  await expectSettled(page, '/financial/payments');
  // Conciliação is an optional capability too: no month's file, no way into a payment's lines.
  await expect(page.getByText(/^Conciliação de /)).toHaveCount(0);
  const day = page.getByRole('region', { name: /\d{2}\/\d{2}\/\d{4}$/ }).first();
  for (let back = 1; back <= 7 && (await day.getByRole('button').count()) === 0; back += 1) {
    const iso = new Date(Date.now() - back * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    await page.goto(`/financial/payments?month=${iso.slice(0, 7)}&day=${iso}`);
    await expectSettled(page, `/financial/payments?day=${iso}`);
    await expect(day).toBeVisible();
  }
  await day.getByRole('button').first().click();
  await expect(page).toHaveURL(/(payment=|expected=true)/);
  await expectSettled(page, '/financial/payments → detail');
  await expect(page.getByRole('button', { name: /^Como chegamos neste valor/ })).toHaveCount(0);

  expect(failedCalls(answers)).toEqual([]);
  expect(answers.some((answer) => /\/v1\/app\/transaction\/\d+$/.test(answer))).toBe(false);
  // No bell where the backend sends no notifications.
  await expect(page.getByRole('link', { name: 'Notificações', exact: true })).toHaveCount(0);
  // Nothing of the optional capabilities (refunds, anticipation, conciliação, notifications) was even asked for.
  expect(answers.filter((answer) => /\/refunds?$|\/anticipation|\/reconciliation|\/notification/.test(answer))).toEqual(
    [],
  );
});

test('strict contract: the customer pays by card and by Pix, and opens a boleto, on the required fields alone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const links = await createCheckoutLinks(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  const answers = recordApi(page);
  const payer = async () => {
    await page.getByLabel('Nome', { exact: true }).fill('Maria da Silva');
    await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await page.getByLabel('E-mail').fill('maria@example.com');
  };

  await page.goto(`/paylink/checkout/${links.active}`);
  await expect(page.getByText('Camiseta de algodão orgânico, tamanho M')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cartão' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await page.getByLabel('Nome impresso no cartão').fill('Maria da Silva');
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await payer();
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible({ timeout: 15_000 });

  await page.goto(`/paylink/checkout/${links.active}/payment/pix`);
  await payer();
  await page.getByRole('button', { name: 'Gerar Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  const brCode = await page.getByLabel('Código Pix copia e cola').inputValue();
  const bank = await context.newPage();
  await bank.goto('/pix/test');
  await bank.getByLabel('Código Pix (copia e cola)').fill(brCode);
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByText('Pagamento enviado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible({ timeout: 15_000 });

  await page.goto(`/paylink/checkout/${links.active}/payment/billet`);
  await payer();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page).toHaveURL(/\/billet\/checkout\//, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Copiar/ }).first()).toBeVisible();

  await expect(page.getByText('Resposta inesperada do servidor.')).toHaveCount(0);
  expect(failedCalls(answers)).toEqual([]);
  await context.close();
});
