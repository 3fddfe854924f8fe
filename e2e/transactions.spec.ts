import type { Locator, Page, Request } from '@playwright/test';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  expectShell,
  offlineMarker,
  setChecked,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
  watchBearer,
} from './fixtures';
import {
  chip,
  definitionOf,
  downloadedRows,
  exportAs,
  expectNoHorizontalScroll,
  exportMenu,
  number,
  openFilters,
  reloadAt,
  search,
  searchButton,
  textField,
  tick,
} from './list-helpers';

/**
 * /financial/transactions at 360×800: the list shows the sandbox's sales (read with the app's
 * own token), filters and chips change it, a sale opens with its receivables, exports hold the
 * list's total, the last list reloads offline. One sign-in (lojista, merchant 1) for the file.
 */

interface Sale {
  transaction_id: number;
  payment_date: string;
  amount: number;
  net_amount: number;
  nsu: string | null;
  status: string;
}
interface SaleList {
  data: Sale[];
  total: number;
}
interface SaleDetail extends Sale {
  receivables: { n_installment: number; net_amount: number }[];
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  // A context of its own (not browser.newPage()): axe opens a helper page in it.
  page = await (await browser.newContext()).newPage();
  token = watchBearer(page).current;
  await signInToShell(page, 'lojista', '/financial/transactions');
  await expectShell(page);
});

test.afterAll(async () => {
  await page.context().close();
});

const sales = (query: string) =>
  token().then((t) => apiGet<SaleList>(page.request, t, `/v1/app/transaction?perPage=10${query}`));
/** The screen's own list call, not the field copy's background download (a day, 100 a page). */
const screenListCall = (r: Request) =>
  r.url().includes('/api/v1/app/transaction?') && new URL(r.url()).searchParams.get('perPage') !== '100';
const summary = () => page.getByRole('status').filter({ hasText: /^[\d.]+ vendas?$/ });
const cards = () => page.getByRole('list', { name: 'Vendas' }).getByRole('listitem');
const field = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
const plural = (total: number) => `${number.format(total)} ${total === 1 ? 'venda' : 'vendas'}`;

/** The summary and the first cards agree with the API's answer. */
async function expectListMatches(list: SaleList): Promise<void> {
  await expect(summary()).toHaveText(plural(list.total));
  for (const [index, sale] of list.data.slice(0, 3).entries()) {
    const card = cards().nth(index);
    await expect(card.getByRole('heading')).toContainText(brl(sale.amount));
    await expect(field(card, 'Cód. transação')).toHaveText(String(sale.transaction_id));
  }
}

test('shows the sales of the API, newest first, confirmed by default', async () => {
  await page.goto('/financial/transactions');
  await expect(page.getByRole('heading', { name: 'Transações', level: 1 })).toBeVisible();
  await expect(chip(page, 'Status: Confirmada')).toBeVisible();
  await expectListMatches(await sales('&status=CONFIRMED'));
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
});

test('loads more sales as the list scrolls', async () => {
  await page.goto('/financial/transactions');
  await expect(cards()).toHaveCount(10);
  await cards().last().scrollIntoViewIfNeeded();
  await expect(cards()).toHaveCount(20, { timeout: 15_000 });
  const second = await sales('&status=CONFIRMED&page=2');
  await expect(field(cards().nth(10), 'Cód. transação')).toHaveText(String(second.data[0]?.transaction_id));
});

test('filters change the results; chips remove them; the URL keeps them', async () => {
  await page.goto('/financial/transactions');
  await openFilters(page);
  await textField(page, 'Parcelas').fill('3');
  // Auto-decimal: the digits 1, 0, 0, 0, 0 read R$ 100,00.
  await textField(page, 'Valor mínimo').pressSequentially('10000');
  await expect(textField(page, 'Valor mínimo')).toHaveValue('R$\u00a0100,00');
  await search(page);

  await expect(chip(page, 'Parcelas: 3')).toBeVisible();
  await expect(chip(page, 'Valor da venda: a partir de R$\u00a0100,00')).toBeVisible();
  await expect(page).toHaveURL(/qt_installment=3/);
  await expectListMatches(await sales('&status=CONFIRMED&qt_installment=3&vl_transaction_min=10000'));

  // Reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(chip(page, 'Parcelas: 3')).toBeVisible();

  await chip(page, 'Parcelas: 3').click();
  await expect(chip(page, 'Parcelas: 3')).toHaveCount(0);
  await expectListMatches(await sales('&status=CONFIRMED&vl_transaction_min=10000'));

  await chip(page, 'Status: Confirmada').click();
  await expectListMatches(await sales('&vl_transaction_min=10000'));
});

test("spec §5's operation options: 'Crédito Parcelado' sends operations 2 to 10; no Pix or App Taxa Zero", async () => {
  await page.goto('/financial/transactions');
  await openFilters(page);
  const operation = page.getByRole('group', { name: 'Operação', exact: true });
  await expect(operation.getByRole('checkbox')).toHaveCount(4);
  await tick(page, 'Operação', 'Crédito Parcelado');
  const request = page.waitForRequest(screenListCall);
  await search(page);
  const url = new URL((await request).url());
  expect(
    url.searchParams
      .getAll('operation')
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await expect(chip(page, 'Operação: Crédito Parcelado')).toBeVisible();
  // The list is the API's answer to the same filter (the default status included).
  const sent = [...url.searchParams].filter(([key]) => key === 'operation' || key === 'status');
  await expectListMatches(await sales(`&${sent.map(([key, value]) => `${key}=${value}`).join('&')}`));
});

test('several statuses go as repeated parameters; a date shortcut filters the period', async () => {
  await page.goto('/financial/transactions');
  await openFilters(page);
  await tick(page, 'Status', 'Cancelada');
  await page.getByRole('button', { name: '30 dias' }).click();
  const start = await textField(page, 'Data inicial').inputValue();
  const end = await textField(page, 'Data final').inputValue();
  const iso = (br: string) => br.split('/').reverse().join('-');
  const request = page.waitForRequest(screenListCall);
  await search(page);
  const url = new URL((await request).url());
  expect(url.searchParams.getAll('status')).toEqual(['CANCELLED', 'CONFIRMED']);
  expect(url.searchParams.get('start_date')).toBe(iso(start));
  await expect(chip(page, `Período: ${start} a ${end}`)).toBeVisible();
  await expectListMatches(
    await sales(`&status=CANCELLED&status=CONFIRMED&start_date=${iso(start)}&end_date=${iso(end)}`),
  );
});

test('Buscar stays disabled while a filter is invalid, with the pt-BR message', async () => {
  await page.goto('/financial/transactions');
  await openFilters(page);
  await textField(page, 'Parcelas').fill('13');
  await expect(page.getByText('O campo Parcelas deve ser 12 ou menos')).toBeVisible();
  await expect(searchButton(page)).toBeDisabled();
  // Cross-field rules speak once the fields themselves are valid (decision 003).
  await textField(page, 'Parcelas').fill('');
  await textField(page, 'Data inicial').fill('10/11/2026');
  await textField(page, 'Data final').fill('01/11/2026');
  await expect(page.getByText('Data final deve ser maior ou igual a 10/11/2026')).toBeVisible();
  await expect(searchButton(page)).toBeDisabled();
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
});

test('a sale opens with all its fields and its receivables', async () => {
  const [first] = (await sales('&status=CONFIRMED&qt_installment=3')).data;
  expect(first).toBeDefined();
  const sale = first as Sale;
  const detail = await token().then((t) =>
    apiGet<SaleDetail>(page.request, t, `/v1/app/transaction/${sale.transaction_id}`),
  );
  await page.goto(`/financial/transactions?qt_installment=3`);
  await expectShell(page);
  await cards().first().getByRole('heading').getByRole('button').click();

  const sheet = page.getByRole('dialog', { name: `Venda ${sale.transaction_id}` });
  await expect(sheet).toBeVisible();
  // The sheet's content is slotted into Ionic's dialog: its fields are read from its
  // accessibility tree, its table (drawn only there) and its button from the page.
  await expect.poll(() => definitionOf(sheet, 'NSU')).toBe(sale.nsu ?? '—');
  await expect.poll(() => definitionOf(sheet, 'Valor líquido')).toBe(brl(sale.net_amount));
  const receivables = page.getByRole('table', { name: 'Recebíveis da venda' });
  await expect(receivables).toBeVisible();
  const rows = receivables.locator('tbody tr');
  await expect(rows).toHaveCount(detail.receivables.length);
  expect(detail.receivables.length).toBe(3);
  // The receivables add up to the sale's net amount.
  const total = detail.receivables.reduce((sum, r) => sum + r.net_amount, 0);
  expect(total).toBe(sale.net_amount);
  await expect(receivables.locator('tfoot td').first()).toHaveText(brl(total));
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/sale=/);
});

test('CSV and XLSX exports hold as many rows as the list total', async () => {
  test.setTimeout(90_000);
  await page.goto('/financial/transactions?qt_installment=12');
  const { total } = await sales('&status=CONFIRMED&qt_installment=12');
  expect(total).toBeGreaterThan(0);
  await expect(summary()).toHaveText(plural(total));

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toMatch(/^transa.*\.csv$/);
  expect(await downloadedRows(csv)).toBe(total);
  await expect(page.getByRole('status').filter({ hasText: /baixado/ })).toBeVisible();

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(await downloadedRows(xlsx)).toBe(total);
});

test('the fields page chooses and orders what the cards show, remembered on the device', async () => {
  await page.goto('/financial/transactions/fields');
  await expect(page.getByRole('heading', { name: 'Campos das transações' })).toBeVisible();
  await setChecked(page, 'NSU', false);
  await page.getByRole('button', { name: 'Mover Bandeira para cima' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bandeira: posição' })).toHaveText(
    'Bandeira: posição 5 de 23',
  );
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Voltar para as transações' }).click();
  const card = cards().first();
  await expect(card).toBeVisible();
  await expect(field(card, 'NSU')).toHaveCount(0);
  const labels = await card.locator('dt').allTextContents();
  expect(labels.indexOf('Bandeira')).toBeLessThan(labels.indexOf('Operação'));

  await page.reload();
  await expect(field(cards().first(), 'NSU')).toHaveCount(0);
  await page.goto('/financial/transactions/fields');
  await page.getByRole('button', { name: 'Restaurar padrão' }).click();
  await page.goto('/financial/transactions');
  await expect(field(cards().first(), 'NSU')).toBeVisible();
});

test('wide screens: a table with page numbers', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto('/financial/transactions');
    const table = page.getByRole('table', { name: 'Vendas' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'Página 2' }).click();
    const second = await sales('&status=CONFIRMED&page=2');
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(
      String(second.data[0]?.transaction_id),
    );
    await expect(page.getByText(`11–20 de ${number.format(second.total)}`)).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});

test('phones share the export when the device can share files', async ({ browser }) => {
  const context = await browser.newContext();
  const phone = await context.newPage();
  // Chromium on Linux has no Web Share: stand in for Android's share sheet.
  await phone.addInitScript(() => {
    const shared: string[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { value: (data: { files?: File[] }) => Boolean(data.files?.length) });
    Object.defineProperty(navigator, 'share', {
      value: (data: { files: File[] }) => {
        shared.push(...data.files.map((file) => `${file.name}:${file.size}`));
        return Promise.resolve();
      },
    });
  });
  try {
    await signInToShell(phone, 'lojista', '/financial/transactions?qt_installment=12');
    await phone.getByRole('button', { name: 'Exportar' }).click();
    await exportMenu(phone).getByRole('button', { name: /^CSV/ }).click();
    await expect(phone.getByRole('status').filter({ hasText: /compartilhado|pronto/ })).toBeVisible({
      timeout: 30_000,
    });
    const shared = await phone.evaluate(() => (window as unknown as { __shared: string[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^transa.*\.csv:\d+$/);
  } finally {
    await context.close();
  }
});

test('offline: the last list reloads from the device with the offline marker', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    await signInToShell(fresh, 'lojista', '/financial/transactions');
    await waitForServiceWorker(fresh);
    await fresh.goto('/financial/transactions');
    const firstCard = fresh.getByRole('list', { name: 'Vendas' }).getByRole('listitem').first();
    await expect(firstCard).toBeVisible({ timeout: 15_000 });
    const online = await firstCard.textContent();
    await waitForPersistedCache(fresh, ['transactions']);

    await context.setOffline(true);
    await reloadAt(fresh, '/financial/transactions');
    await expect(offlineMarker(fresh)).toBeVisible({ timeout: 15_000 });
    await expect(firstCard).toHaveText(online ?? '');
    // Filtering needs the server: the panel says so instead of failing silently.
    await expect(fresh.getByText(/Sem conexão: filtrar precisa do servidor/)).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Status: Confirmada — remover filtro' })).toBeDisabled();
    await expectNoHorizontalScroll(fresh);
    await context.setOffline(false);
    await expect(offlineMarker(fresh)).toBeHidden({ timeout: 20_000 });
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
