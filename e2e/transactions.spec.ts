import type { Locator, Page, Request } from '@playwright/test';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  expectShell,
  offlineMarker,
  openSignedIn,
  plain,
  setChecked,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';
import {
  chip,
  definitionOf,
  downloadedRows,
  textsOf,
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
  operation: { id: number; operation_name: string };
}
interface SaleList {
  data: Sale[];
  total: number;
}
interface SaleDetail extends Sale {
  receivables: { n_installment: number; net_amount: number; settlement_date: string; paid: boolean }[];
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser, '/financial/transactions'));
});
test.afterAll(() => page.context().close());

const sales = (query: string) =>
  token().then((t) => apiGet<SaleList>(page.request, t, `/v1/app/transaction?perPage=10${query}`));
/** The screen's own list call, not the field copy's background download (a day, 100 a page). */
const screenListCall = (r: Request) =>
  r.url().includes('/api/v1/app/transaction?') && new URL(r.url()).searchParams.get('perPage') !== '100';
const summary = () => page.getByRole('status').filter({ hasText: /^[\d.]+ vendas?$/ });
const cards = () => page.getByRole('list', { name: 'Vendas' }).getByRole('listitem');
/** A sale's row: its heading (level 3, under its day's), whose button names the sale. */
const saleHeading = (card: Locator) => card.getByRole('heading', { level: 3 });
const saleButton = (card: Locator, id: number) => card.getByRole('button', { name: new RegExp(`— venda ${id}$`) });
/** São Paulo's calendar day of an API date-time, as the list groups sales. */
const spDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
const plural = (total: number) => `${number.format(total)} ${total === 1 ? 'venda' : 'vendas'}`;

/** The summary and the first rows agree with the API's answer. */
async function expectListMatches(list: SaleList): Promise<void> {
  await expect(summary()).toHaveText(plural(list.total));
  for (const [index, sale] of list.data.slice(0, 3).entries()) {
    const card = cards().nth(index);
    await expect(saleHeading(card)).toContainText(brl(sale.amount));
    await expect(saleButton(card, sale.transaction_id)).toBeVisible();
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
  const first = await sales('&status=CONFIRMED');
  await cards().last().scrollIntoViewIfNeeded();
  // At least the next page: the compact rows are short, so a scroll event handled after it has
  // arrived may still be within the infinite scroll's 600 px of the end and rightly ask for a
  // third (a busy machine's late scroll event did).
  await expect.poll(() => cards().count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
  // In order, nothing skipped or repeated at the seam.
  const second = await sales('&status=CONFIRMED&page=2');
  await expect(saleButton(cards().nth(9), first.data[9]?.transaction_id ?? 0)).toBeVisible();
  await expect(saleButton(cards().nth(10), second.data[0]?.transaction_id ?? 0)).toBeVisible();
});

test("rows are grouped by São Paulo day under the day's total: the day's own figures (the home's) however few are loaded; with a filter, of the loaded rows", async () => {
  // A whole past day has more sales than a page, yet its heading says the whole day, as the
  // home's figures for that day do (issue 32: it summed the ten loaded rows).
  const newest = spDay((await sales('&status=CONFIRMED')).data[0]?.payment_date ?? '');
  const [y, m, d] = newest.split('-').map(Number);
  const busy = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 2)).toISOString().slice(0, 10);
  const stats = await token().then((t) =>
    apiGet<{ total_amount: number; total_count: number }>(
      page.request,
      t,
      `/v1/app/transaction/stats?date_ini=${busy}&date_end=${busy}`,
    ),
  );
  expect(stats.total_count, 'a day with more sales than a page').toBeGreaterThan(10);
  await page.goto(`/financial/transactions?start_date=${busy}&end_date=${busy}`);
  const header = cards().first().getByRole('heading', { level: 2 });
  await expect(header).toHaveText(/^(Hoje|Ontem|[A-ZÀ-Ú][a-zà-ú]+(-feira)?), \d{2}\/\d{2}\/\d{4}$/);
  await expect(cards().first()).toContainText(brl(stats.total_amount));
  await expect(cards().first()).toContainText(`Total de ${plural(stats.total_count)}`);

  // With a filter the day's figures do not know: the sum of the loaded rows (which is the day's
  // once all of them are in).
  await page.goto('/financial/transactions?qt_installment=1');
  await expect(cards().first()).toBeVisible();
  await expect
    .poll(async () => {
      const shown = Math.max(await cards().count(), 1);
      const loaded = (
        await token().then((t) =>
          apiGet<SaleList>(page.request, t, `/v1/app/transaction?status=CONFIRMED&qt_installment=1&perPage=${shown}`),
        )
      ).data;
      const first = loaded.filter((sale) => spDay(sale.payment_date) === spDay(loaded[0]?.payment_date ?? ''));
      const text = plain((await cards().first().textContent()) ?? '');
      return text.includes(brl(first.reduce((sum, sale) => sum + sale.amount, 0)));
    })
    .toBe(true);

  // One past day with few sales: all of them load, so the heading is that day's whole total.
  const past = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 20)).toISOString().slice(0, 10);
  const query = `&status=CONFIRMED&start_date=${past}&end_date=${past}&qt_installment=12`;
  const whole = await token().then((t) => apiGet<SaleList>(page.request, t, `/v1/app/transaction?perPage=100${query}`));
  expect(whole.total, 'a day small enough to load at once').toBeGreaterThan(0);
  expect(whole.total).toBeLessThanOrEqual(10);
  await page.goto(`/financial/transactions?start_date=${past}&end_date=${past}&qt_installment=12`);
  await expect(summary()).toHaveText(plural(whole.total));
  const only = cards().first();
  await expect(only.getByRole('heading', { level: 2 })).toContainText(past.split('-').reverse().join('/'));
  await expect(only).toContainText(brl(whole.data.reduce((sum, sale) => sum + sale.amount, 0)));
  await expect(only).toContainText(`Total de ${plural(whole.total)}`);
  await expect(page.getByRole('list', { name: 'Vendas' }).getByRole('heading', { level: 2 })).toHaveCount(1);
  await expectNoHorizontalScroll(page);
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

test("requirements §5's operation options then Pix: 'Crédito parcelado' sends operations 2 to 10", async () => {
  await page.goto('/financial/transactions');
  await openFilters(page);
  const operation = page.getByRole('group', { name: 'Operação', exact: true });
  await expect(operation.getByRole('checkbox')).toHaveCount(5);
  expect(await operation.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.textContent?.trim()))).toEqual(
    ['Débito', 'Crédito à vista', 'Crédito parcelado', 'Boleto', 'Pix'],
  );
  await tick(page, 'Operação', 'Crédito parcelado');
  const request = page.waitForRequest(screenListCall);
  await search(page);
  const url = new URL((await request).url());
  expect(
    url.searchParams
      .getAll('operation')
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await expect(chip(page, 'Operação: Crédito parcelado')).toBeVisible();
  // The list is the API's answer to the same filter (the default status included).
  const sent = [...url.searchParams].filter(([key]) => key === 'operation' || key === 'status');
  await expectListMatches(await sales(`&${sent.map(([key, value]) => `${key}=${value}`).join('&')}`));
});

test("the filters' sheet: count on 'Filtros', Pix chosen and applied, only Pix sales listed", async () => {
  await page.goto('/financial/transactions');
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();
  await openFilters(page);
  // 'Aplicar' and 'Limpar' stay in view at the sheet's bottom while the form is long.
  await expect(page.getByRole('button', { name: 'Aplicar', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Limpar', exact: true })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await tick(page, 'Operação', 'Pix');
  const request = page.waitForRequest(screenListCall);
  await search(page);
  expect(new URL((await request).url()).searchParams.getAll('operation')).toEqual(['18']);
  await expect(chip(page, 'Operação: Pix')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeVisible();
  const pix = await sales('&status=CONFIRMED&operation=18');
  expect(pix.total).toBeGreaterThan(0);
  expect(pix.data.every((sale) => sale.operation.id === 18)).toBe(true);
  await expectListMatches(pix);
  const shown = await cards().count();
  expect(shown).toBe(Math.min(10, pix.total));
  for (let index = 0; index < shown; index++) await expect(saleHeading(cards().nth(index))).toContainText('Pix');

  // 'Limpar' empties the form; 'Aplicar' brings back the default filter alone.
  await openFilters(page);
  await page.getByRole('button', { name: 'Limpar', exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Operação', exact: true }).getByRole('checkbox', { name: 'Pix' }),
  ).not.toBeChecked();
  await search(page);
  await expect(chip(page, 'Operação: Pix')).toHaveCount(0);
  await expect(chip(page, 'Status: Confirmada')).toBeVisible();
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

test('Aplicar stays disabled while a filter is invalid, with the pt-BR message', async () => {
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
  await saleButton(cards().first(), sale.transaction_id).click();

  const sheet = page.getByRole('dialog', { name: `Venda ${sale.transaction_id}` });
  await expect(sheet).toBeVisible();
  // First what a merchant asks: how much, did it go through, when does the money come.
  const next = detail.receivables.find((r) => !r.paid) ?? detail.receivables.at(-1);
  const when = `${next?.paid ? 'Recebido' : 'Recebe'} em ${next?.settlement_date.split('-').reverse().join('/')}`;
  await expect
    .poll(async () => (await textsOf(sheet, 'paragraph')).slice(0, 3).join(' | '))
    .toMatch(new RegExp(`^${brl(sale.amount).replace(/[.$]/g, '\\$&')} \\| .* \\| ${when}`));
  await expect(page.getByRole('region', { name: 'Resumo da venda' })).toContainText('Confirmada');
  // The receipt: the phone's share sheet (Chromium on Linux has none: stand in for it).
  await page.evaluate(() => {
    Object.assign(window, { __shared: [] as string[] });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: { text: string }) => {
        (window as unknown as { __shared: string[] }).__shared.push(data.text);
        return Promise.resolve();
      },
    });
  });
  await page.getByRole('button', { name: 'Compartilhar comprovante' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared.join('\n')).then(plain))
    .toContain(`Valor: ${brl(sale.amount)}`);
  const receipt = plain(await page.evaluate(() => (window as unknown as { __shared: string[] }).__shared.join('\n')));
  expect(receipt).toMatch(/^Comprovante de venda — \S/);
  if (sale.nsu) expect(receipt).toContain(`NSU: ${sale.nsu}`);
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

test('the fields page chooses and orders the columns of the wide table, remembered on the device', async () => {
  await page.goto('/financial/transactions/fields');
  await expect(page.getByRole('heading', { name: 'Campos das transações' })).toBeVisible();
  await setChecked(page, 'NSU', false);
  await page.getByRole('button', { name: 'Mover Bandeira para cima' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bandeira: posição' })).toHaveText(
    'Bandeira: posição 5 de 23',
  );
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.getByRole('link', { name: 'Voltar para as transações' }).click();
    const headers = page.getByRole('table', { name: 'Vendas' }).locator('thead th');
    await expect(headers.first()).toBeVisible();
    let labels = (await headers.allTextContents()).map((label) => label.trim());
    expect(labels).not.toContain('NSU');
    expect(labels.indexOf('Bandeira')).toBeLessThan(labels.indexOf('Operação'));

    await page.reload();
    await expect(headers.first()).toBeVisible();
    expect((await headers.allTextContents()).map((label) => label.trim())).not.toContain('NSU');
    await page.goto('/financial/transactions/fields');
    await page.getByRole('button', { name: 'Restaurar padrão' }).click();
    await page.goto('/financial/transactions');
    await expect(headers.first()).toBeVisible();
    labels = (await headers.allTextContents()).map((label) => label.trim());
    expect(labels).toContain('NSU');
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});

test('a tablet (768) fits the table: no column cut', async () => {
  await page.setViewportSize({ width: 768, height: 1000 });
  try {
    await page.goto('/financial/transactions');
    const table = page.getByRole('table', { name: 'Vendas' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const overflow = await table.evaluate((element) => {
      const wrap = element.parentElement as HTMLElement;
      return wrap.scrollWidth - wrap.clientWidth;
    });
    expect(overflow, 'the table scrolls sideways inside its box').toBe(0);
    await expectNoHorizontalScroll(page);
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
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
