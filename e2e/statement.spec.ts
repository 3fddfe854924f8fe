import type { Locator, Page } from '@playwright/test';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  offlineMarker,
  openSignedIn,
  setChecked,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';
import {
  chip,
  chooseRadio,
  chooseSegment,
  downloadedRows,
  exportAs,
  expectNoHorizontalScroll,
  number,
  openFilters,
  reloadAt,
  search,
  textField,
  textsOf,
  tick,
} from './list-helpers';

/**
 * /financial/statement at 360×800: the receivables and their totals over the whole filter agree
 * with the API (read with the app's own token), the date basis, flags and block reasons filter
 * them, chips remove filters, exports hold the total, manual adjustments are one tap away and
 * the last list reloads offline. One sign-in (lojista, merchant 1) for the file.
 */

interface Receivable {
  id: number;
  transaction_id: number;
  settlement_date: string;
  net_amount: number;
}
interface ReceivableList {
  data: Receivable[];
  total: number;
  sum: { gross_amount: number; mdr_amount: number; net_amount: number };
}
interface AdjustmentList {
  data: { description: string; amount: number; adjustment_date: string; financial_id: number | null }[];
  total: number;
  sum: { amount: number };
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser, '/financial/statement'));
});
test.afterAll(() => page.context().close());

/** In the screen's order: by settlement day, oldest first, and by sale within a day. */
const receivables = (query: string) =>
  token().then((t) =>
    apiGet<ReceivableList>(
      page.request,
      t,
      `/v1/app/financial/receivable?perPage=20&sortBy=settlement_date&sortDesc=false${query}`,
    ),
  );
const totals = () => page.getByRole('region', { name: 'Totais do filtro' });
const cards = () => page.getByRole('list', { name: 'Recebíveis' }).getByRole('listitem');
const field = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
const iso = (br: string) => br.split('/').reverse().join('-');
const br = (isoDay: string) => isoDay.split('-').reverse().join('/');
/** Today in São Paulo, 'YYYY-MM-DD' (the sv-SE locale writes dates that way). */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
/** The period the statement opens on: this month, from the 1st to today (by settlement date). */
const thisMonth = () => `&start_date=${today().slice(0, 8)}01&end_date=${today()}`;

async function expectTotals(list: ReceivableList): Promise<void> {
  await expect(totals().getByRole('status')).toHaveText(
    `${number.format(list.total)} ${list.total === 1 ? 'recebível' : 'recebíveis'}`,
  );
  await expect(field(totals(), 'Bruto')).toHaveText(brl(list.sum.gross_amount));
  await expect(field(totals(), 'MDR')).toHaveText(brl(list.sum.mdr_amount));
  await expect(field(totals(), 'Líquido')).toHaveText(brl(list.sum.net_amount));
  const first = list.data[0];
  if (first) await expect(field(cards().first(), 'Cód. transação')).toHaveText(String(first.transaction_id));
}

test('opens on the current month, says so, and shows its receivables with totals over the whole filter', async () => {
  await page.goto('/financial/statement');
  await expect(page.getByRole('heading', { name: 'Extrato financeiro', level: 1 })).toBeVisible();
  const first = `${today().slice(0, 8)}01`;
  const period = first === today() ? br(first) : `${br(first)} a ${br(today())}`;
  await expect(page.getByText(/^Período: /)).toHaveText(`Período: ${period}, por data de liquidação`);
  const list = await receivables(thisMonth());
  await expectTotals(list);
  await expect(cards().first().getByRole('heading', { level: 3 })).toContainText(brl(list.data[0]?.net_amount ?? 0));
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
});

test("grouped by settlement day: each day's heading has that day's own net, gross and count", async () => {
  await page.goto('/financial/statement');
  const list = await receivables(thisMonth());
  const first = list.data[0];
  expect(first, 'receivables this month').toBeDefined();
  const day = first?.settlement_date ?? '';
  const stats = await token().then((t) =>
    apiGet<Stats & { sum: ReceivableList['sum'] }>(
      page.request,
      t,
      `/v1/app/financial/receivable/stats?date_type=settlement&start_date=${day}&end_date=${day}`,
    ),
  );
  expect(stats.total, 'the first day has receivables').toBeGreaterThan(0);
  const heading = cards().first();
  await expect(heading.getByRole('heading', { level: 2 })).toContainText(br(day));
  await expect(heading).toContainText(brl(stats.sum.net_amount));
  await expect(heading).toContainText(
    `Bruto ${brl(stats.sum.gross_amount)} · Total de ${number.format(stats.total)} ${stats.total === 1 ? 'recebível' : 'recebíveis'}`,
  );
  // Within a day, the spec's order: by sale (transaction_id ascending).
  const sameDay = list.data.filter((r) => r.settlement_date === day).map((r) => r.transaction_id);
  expect(sameDay).toEqual([...sameDay].sort((a, b) => a - b));
  // Days come oldest first, each heading once.
  const days = list.data.map((r) => r.settlement_date);
  expect(days).toEqual([...days].sort());
  await expect(page.getByRole('list', { name: 'Recebíveis' }).getByRole('heading', { level: 2 })).toHaveCount(
    new Set(days).size,
  );
  await page.screenshot({ path: 'test-results/statement/days-360.png' });
  await expectNoHorizontalScroll(page);
});

interface Part {
  count: number;
  net_amount: number;
}
interface Stats {
  total: number;
  paid: Part;
  pending: Part;
  blocked: Part;
  by_card_brand: (Part & { card_brand: { brand_name: string } | null })[];
}

test('the filter by situation and card brand, from receivable/stats (requirements §7), folded under the totals', async () => {
  await page.goto('/financial/statement');
  const stats = await token().then((t) =>
    apiGet<Stats>(page.request, t, `/v1/app/financial/receivable/stats?${thisMonth().slice(1)}`),
  );
  expect(stats.paid.count + stats.pending.count + stats.blocked.count).toBe(stats.total);
  const fold = page.getByText('Por situação e bandeira (líquido)');
  await expect(fold).toBeVisible();
  // (The call takes the list's filters and refuses paging or order: sent either, nothing shows.)
  await fold.click();
  const situation = page.getByRole('table', { name: 'Por situação' });
  const row = (label: string) =>
    situation.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  for (const [label, part] of [
    ['Pagos', stats.paid],
    ['A receber', stats.pending],
    ['Bloqueados', stats.blocked],
  ] as const) {
    await expect(row(label).getByRole('cell').first()).toHaveText(number.format(part.count));
    await expect(row(label)).toContainText(brl(part.net_amount));
  }
  await situation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/statement/stats.png' });
  const top = stats.by_card_brand[0];
  if (top)
    await expect(page.getByRole('table', { name: 'Por bandeira' }).getByRole('row').nth(1)).toContainText(
      brl(top.net_amount),
    );
  await expectNoA11yViolations(page);
});

test('the totals stay in sight while the list scrolls', async () => {
  await page.goto('/financial/statement');
  await expect(cards()).toHaveCount(20);
  await cards().nth(15).scrollIntoViewIfNeeded();
  const box = await totals().boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? 1000).toBeLessThan(120);
});

test('date basis, period and flags filter; chips remove filters', async () => {
  await page.goto('/financial/statement');
  await openFilters(page);
  await chooseRadio(page, 'Data do período', 'Venda');
  await page.getByRole('button', { name: '30 dias' }).click();
  const start = await textField(page, 'Data inicial').inputValue();
  const end = await textField(page, 'Data final').inputValue();
  await chooseSegment(page, 'Bloqueado', 'Sim');
  await search(page);

  await expect(chip(page, `Data da venda: ${start} a ${end}`)).toBeVisible();
  await expect(chip(page, 'Bloqueado: Sim')).toBeVisible();
  const period = `&date_type=transaction&start_date=${iso(start)}&end_date=${iso(end)}`;
  await expectTotals(await receivables(`${period}&blocked=true`));

  await chip(page, 'Bloqueado: Sim').click();
  await expect(chip(page, 'Bloqueado: Sim')).toHaveCount(0);
  await expectTotals(await receivables(period));
  await expectNoA11yViolations(page);
});

test('block reasons come labelled from the backend and go as repeated parameters', async () => {
  await page.goto('/financial/statement');
  await openFilters(page);
  const reasons = page.getByRole('group', { name: 'Motivo do bloqueio' }).getByRole('checkbox');
  await expect(reasons).toHaveCount(23);
  await tick(page, 'Motivo do bloqueio', 'Venda contestada');
  await tick(page, 'Motivo do bloqueio', 'Suspeita de fraude');
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/app/financial/receivable?'));
  await search(page);
  expect(new URL((await request).url()).searchParams.getAll('block_type')).toEqual(['1', '8']);
  await expect(chip(page, 'Motivo do bloqueio: Venda contestada, Suspeita de fraude')).toBeVisible();
  await expectTotals(await receivables(`${thisMonth()}&block_type=1&block_type=8`));
});

test('CSV and XLSX exports hold as many rows as the list total', async () => {
  test.setTimeout(90_000);
  // Every date (the period cleared), as the chip's ✕ leaves it.
  await page.goto('/financial/statement?blocked=true&start_date=&end_date=');
  await expect(page.getByText('Período: todas as datas')).toBeVisible();
  const list = await receivables('&blocked=true');
  expect(list.total).toBeGreaterThan(0);
  await expectTotals(list);

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toMatch(/^extrato-recebiveis-.*\.csv$/);
  expect(await downloadedRows(csv)).toBe(list.total);

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toMatch(/^extrato-recebiveis-.*\.xlsx$/);
  expect(await downloadedRows(xlsx)).toBe(list.total);
});

test('manual adjustments are one tap away, one day at a time (requirements §7: date)', async () => {
  await page.goto('/financial/statement');
  const newest = await token().then((t) =>
    apiGet<AdjustmentList>(page.request, t, '/v1/app/financial/manualadjust?perPage=1'),
  );
  const day = newest.data[0]?.adjustment_date ?? '';
  const adjustments = await token().then((t) =>
    apiGet<AdjustmentList>(page.request, t, `/v1/app/financial/manualadjust?date=${day}&perPage=20`),
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/manualadjust')) calls.push(new URL(request.url()).search);
  });
  await page.getByRole('button', { name: 'Ajustes manuais' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ajustes manuais' });
  await expect(sheet).toBeVisible();
  const [y, m, d] = day.split('-');
  await page.getByRole('textbox', { name: 'Dia', exact: true }).fill(`${d}${m}${y}`);
  // The sheet's content is slotted into Ionic's dialog: read from its accessibility tree.
  await expect
    .poll(() => textsOf(sheet, 'paragraph'))
    .toContain(
      `${number.format(adjustments.total)} ${adjustments.total === 1 ? 'ajuste' : 'ajustes'} em ${d}/${m}/${y}, saldo ${brl(adjustments.sum.amount)}`,
    );
  // (An item with a receivable holds its history's button: its text is in the tree under it.)
  await expect.poll(() => sheet.ariaSnapshot()).toContain(adjustments.data[0]?.description ?? '');
  const linked = adjustments.data.find((a) => a.financial_id !== null);
  if (linked?.financial_id) {
    // The adjustment's detail: every adjustment of its receivable (requirements §7: financial/adjust/{id}).
    await page
      .getByRole('button', { name: `Ver ajustes do recebível ${linked.financial_id}` })
      .first()
      .click();
    const history = await token().then((t) =>
      apiGet<AdjustmentList>(page.request, t, `/v1/app/financial/adjust/${linked.financial_id}`),
    );
    await expect.poll(() => sheet.ariaSnapshot()).toContain(`list "Ajustes do recebível ${linked.financial_id}"`);
    for (const row of history.data) await expect.poll(() => sheet.ariaSnapshot()).toContain(row.description);
  }
  expect(calls.at(-1)).toBe(`?date=${day}&page=1&perPage=20`);
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(sheet).toBeHidden();
});

test('the fields page changes the statement cards', async () => {
  await page.goto('/financial/statement/fields');
  await expect(page.getByRole('heading', { name: 'Campos do extrato' })).toBeVisible();
  await setChecked(page, 'Motivo do bloqueio');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Voltar para o extrato' }).click();
  await expect(field(cards().first(), 'Motivo do bloqueio')).toBeVisible();
  await page.goto('/financial/statement/fields');
  await page.getByRole('button', { name: 'Restaurar padrão' }).click();
});

test('wide screens: a paginated table', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto('/financial/statement');
    const table = page.getByRole('table', { name: 'Recebíveis' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    // From page 1 the row reads 1 2 … last; page 3 appears beside page 2.
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Página 3' }).click();
    const third = await receivables(`${thisMonth()}&page=3`);
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(
      String(third.data[0]?.transaction_id),
    );
    await expect(page.getByText(`41–60 de ${number.format(third.total)}`)).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});

test('offline: the last statement reloads from the device with the offline marker', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    await signInToShell(fresh, 'lojista', '/financial/statement');
    await waitForServiceWorker(fresh);
    await fresh.goto('/financial/statement');
    const totalsBar = fresh.getByRole('region', { name: 'Totais do filtro' });
    await expect(totalsBar.getByRole('status')).toHaveText(/recebíveis/, { timeout: 15_000 });
    const online = await totalsBar.textContent();
    await waitForPersistedCache(fresh, ['statement']);

    await context.setOffline(true);
    await reloadAt(fresh, '/financial/statement');
    await expect(offlineMarker(fresh)).toBeVisible({ timeout: 15_000 });
    await expect(totalsBar).toHaveText(online ?? '');
    await expect(fresh.getByRole('list', { name: 'Recebíveis' }).getByRole('listitem')).toHaveCount(20);
    await expect(fresh.getByText(/Sem conexão: filtrar precisa do servidor/)).toBeVisible();
    await expectNoHorizontalScroll(fresh);
    await context.setOffline(false);
    await expect(offlineMarker(fresh)).toBeHidden({ timeout: 20_000 });
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
