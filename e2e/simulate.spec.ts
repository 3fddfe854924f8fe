import type { Page } from '@playwright/test';
import { brl, chooseTab, expect, expectNoA11yViolations, openSignedIn, plain, test } from './fixtures';
import { chooseSheetOption, expectNoHorizontalScroll as noHorizontalScroll, sheetOptions } from './screen-helpers';

/**
 * "Simular venda" on the plans screen (issue 3): the spec's validation messages, and a
 * simulation that shows exactly what POST /v1/app/transaction/simulate answers. 360×800.
 */

interface Simulation {
  sale_date: string;
  mdr: number;
  mdr_amount: number;
  net_amount: number;
  receivables: { n_installment: number; settlement_date: string; net_amount: number }[];
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser, '/plans'));
});
test.afterAll(() => page.context().close());

const form = () => page.getByRole('region', { name: 'Simular venda' });
const percent = (mdr: number) =>
  `${mdr.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const brDate = (iso: string) => iso.split('-').reverse().join('/');
const figure = (label: string) =>
  form()
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const expectNoHorizontalScroll = () => noHorizontalScroll(page);
/** An option of the 'Operação' segment (a tab of the form's tablist). */
const operation = (name: string) =>
  form().getByRole('tablist', { name: 'Operação' }).getByRole('tab', { name, exact: true });

async function simulateOnApi(body: Record<string, number>): Promise<Simulation> {
  const response = await page.request.post('/api/v1/app/transaction/simulate', {
    headers: { Authorization: `Bearer ${await token()}` },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Simulation;
}

async function expectResult(api: Simulation): Promise<void> {
  await expect(form().getByRole('heading', { name: 'Resultado da simulação' })).toBeVisible();
  await expect(figure('Taxa \\(MDR\\)')).toHaveText(percent(api.mdr));
  await expect(figure('Valor do MDR')).toHaveText(brl(api.mdr_amount));
  await expect(figure('Valor líquido')).toHaveText(brl(api.net_amount));
  const rows = await form()
    .getByRole('table', { name: 'Agenda de recebimento' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
  expect(rows.map((cells) => cells.map(plain))).toEqual(
    api.receivables.map((r) => [
      `${r.n_installment}/${api.receivables.length}`,
      brDate(r.settlement_date),
      brl(r.net_amount),
    ]),
  );
}

test('an empty simulation shows the spec’s messages and calls nothing', async () => {
  await page.goto('/plans');
  let calls = 0;
  const count = (request: { url: () => string }) => {
    if (request.url().includes('/transaction/simulate')) calls += 1;
  };
  page.on('request', count);
  await form().getByRole('button', { name: 'Simular' }).click();
  await expect(form().getByText('O campo Valor é obrigatório')).toBeVisible();
  await expect(form().getByText('O campo Bandeira é obrigatório')).toBeVisible();
  await expect(form().getByLabel('Valor', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  page.off('request', count);
  expect(calls).toBe(0);
  await expectNoA11yViolations(page);
});

test('a parcelado sale typed on the keypad: MDR, net and schedule are the API’s', async () => {
  await page.goto('/plans');
  const amount = form().getByLabel('Valor', { exact: true });
  await amount.click();
  await page.keyboard.type('123456');
  await expect(amount).toHaveValue('R$\u00a01.234,56');
  await chooseSheetOption(page, 'Bandeira', 'Visa');
  await chooseTab(page, 'Parcelado');
  await chooseSheetOption(page, 'Parcelas', '3x');
  await form().getByRole('button', { name: 'Simular' }).click();

  await expectResult(
    await simulateOnApi({ amount: 123_456, card_brand: 2, operation: 2, installments: 3, channel: 1 }),
  );
  await expect(form()).toContainText('R$ 1.234,56 · Visa · Crédito parcelado 3x');
  await expectNoHorizontalScroll();
  await expectNoA11yViolations(page);
});

test('a débito sale on another channel; Amex offers no débito', async () => {
  await page.goto('/plans');
  await form().getByLabel('Valor', { exact: true }).fill('50000');
  await expect(form().getByLabel('Valor', { exact: true })).toHaveValue('R$\u00a0500,00');
  await chooseSheetOption(page, 'Bandeira', 'Amex');
  await expect(operation('Crédito à vista')).toBeVisible();
  await expect(operation('Débito')).toHaveCount(0);
  await chooseSheetOption(page, 'Bandeira', 'Mastercard');
  await expect(operation('Débito')).toBeVisible();
  await chooseTab(page, 'Débito');
  await form().getByRole('button', { name: 'Simular' }).click();
  await expectResult(await simulateOnApi({ amount: 50_000, card_brand: 1, operation: 0, installments: 1, channel: 1 }));

  expect(await sheetOptions(page, 'Canal')).toContain('E-commerce (E-commerce Padrão)');
  await chooseSheetOption(page, 'Canal', 'E-commerce (E-commerce Padrão)');
  // The e-commerce plan has no débito: the form moves to what it offers.
  await expect(operation('Débito')).toHaveCount(0);
  await expect(operation('Crédito à vista')).toHaveAttribute('aria-selected', 'true');
  await form().getByRole('button', { name: 'Simular' }).click();
  await expectResult(await simulateOnApi({ amount: 50_000, card_brand: 1, operation: 1, installments: 1, channel: 3 }));
});

test('offline, the form stays but says the simulation needs a connection', async () => {
  await page.goto('/plans');
  await expect(form()).toBeVisible();
  await page.context().setOffline(true);
  try {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(
      form().getByText(/A simulação usa as taxas do seu plano no servidor\. Indisponível offline/),
    ).toBeVisible();
    await expect(form().getByRole('button', { name: 'Simular', exact: true })).toBeDisabled();
  } finally {
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
  }
});
