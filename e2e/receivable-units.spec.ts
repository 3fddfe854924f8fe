import type { Locator, Page } from '@playwright/test';
import { apiGet, brl, expect, expectNoA11yViolations, openSignedIn, plain, setChecked, test } from './fixtures';
import {
  chooseSegment,
  definitionOf,
  expectNoHorizontalScroll,
  openFilters,
  search,
  textField,
  tick,
} from './list-helpers';

/**
 * Receivable units at 360×800: the list and the detail show the sandbox's data (read with the
 * app's own token), filters and chips change the results, and a unit's installments add up to
 * its amount. One sign-in (lojista, merchant 1) for the file.
 */

interface Unit {
  receivable_unit_id: number;
  dt_liquidation: string;
  arrangement_code: string;
  holder_document: string;
  amount: number;
  committed_amount: number;
  payable_amount: number;
  installment_count: number;
  contract_effect: boolean;
}
interface UnitList {
  data: Unit[];
  total: number;
}
interface UnitDetail extends Unit {
  contract_effects: { id: number }[];
}
/** A payout of a unit at the registry (cerc_ur_payment). */
interface Payout {
  id: number;
  recipient_type: 'MERCHANT' | 'BENEFICIARY';
  payment_id: number | null;
  amount: number;
  payment_date: string;
}
interface PayoutList {
  data: Payout[];
  total: number;
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser));
});
test.afterAll(() => page.context().close());

const number = new Intl.NumberFormat('pt-BR');
/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
const br = (iso: string) => iso.split('-').reverse().join('/');

/** Today in São Paulo, 'YYYY-MM-DD' (the sv-SE locale writes dates that way). */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
/** A period with a start reads from it: nearest settlement first. */
const NEAREST = '&sortBy=dt_liquidation&sortDesc=false';
/** What the list opens on: what settles from today on. */
const fromToday = () => `&start_date=${today()}${NEAREST}`;
/** A week back: it holds paid units even when today, a weekend or a holiday, settles none. */
const weekAgo = () =>
  new Date(Date.now() - 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const fromWeekAgo = () => `&start_date=${weekAgo()}${NEAREST}`;

const units = (query = '') =>
  token().then((t) => apiGet<UnitList>(page.request, t, `/v1/app/receivable_unit?perPage=20${query}`));

const summary = () => page.getByRole('status').filter({ hasText: /unidades? de recebíve/ });
const cards = () => page.getByRole('list', { name: 'Unidades de recebíveis' }).getByRole('listitem');
const chip = (text: string) => page.getByRole('button', { name: `${text} — remover filtro` });

/** The `<dd>` beside a `<dt>` inside `scope`. */
function field(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

async function expectListMatches(list: UnitList): Promise<void> {
  await expect(summary()).toHaveText(
    `${number.format(list.total)} ${list.total === 1 ? 'unidade de recebível' : 'unidades de recebíveis'}`,
  );
  const first = list.data[0];
  if (!first) return;
  const card = cards().first();
  await expect(card.getByRole('heading')).toHaveText(`UR ${first.receivable_unit_id} · ${br(first.dt_liquidation)}`);
  await expect(field(card, 'Valor a receber')).toHaveText(brl(first.payable_amount));
}

test('list: opens on the units that settle from today on, nearest first, and says so', async () => {
  await page.goto('/financial/receivable_units');
  await expect(page.getByRole('heading', { name: 'Unidades de recebíveis', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Período: /)).toHaveText(`Período: a partir de ${br(today())}, por data de liquidação`);
  const list = await units(fromToday());
  // The nearest settlement day (today, or the next bank day on a weekend).
  expect((list.data[0]?.dt_liquidation ?? '') >= today()).toBe(true);
  expect(list.total).toBeGreaterThan(0);
  await expectListMatches(list);
  await expect(cards()).toHaveCount(20);
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
});

test('list: arrangement and paid filters change the results; chips remove them', async () => {
  await page.goto(`/financial/receivable_units?start_date=${weekAgo()}`);
  await openFilters(page);
  await tick(page, 'Arranjo', 'Visa Crédito (VCC)');
  await chooseSegment(page, 'Paga', 'Sim');
  await search(page);

  await expect(page).toHaveURL(/arrangement_id=/);
  await expect(chip('Arranjo: Visa Crédito (VCC)')).toBeVisible();
  await expect(chip('Paga: Sim')).toBeVisible();
  const both = await units(`&arrangement_id=4&paid=true${fromWeekAgo()}`);
  await expectListMatches(both);
  for (const title of await cards().getByRole('heading').allTextContents()) expect(title).toMatch(/^UR \d+ · /);
  await expect(cards().first().getByText('Visa Crédito (VCC)')).toBeVisible();
  await expect(cards().first().getByText('Paga', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await chip('Paga: Sim').click();
  await expect(chip('Paga: Sim')).toBeHidden();
  const arrangementOnly = await units(`&arrangement_id=4${fromWeekAgo()}`);
  expect(arrangementOnly.total).toBeGreaterThan(both.total);
  await expectListMatches(arrangementOnly);

  await chip('Arranjo: Visa Crédito (VCC)').click();
  await expectListMatches(await units(fromWeekAgo()));
});

test('list: contract effect, date range and document filters; documents shown formatted', async () => {
  const withEffect = await units('&contract_effect=true');
  const sample = withEffect.data[0];
  expect(sample, 'the sandbox has units with contract effects').toBeDefined();
  if (!sample) return;

  await page.goto('/financial/receivable_units');
  await openFilters(page);
  await chooseSegment(page, 'Efeito de contrato', 'Com efeito de contrato');
  await textField(page, 'Data inicial').fill(br(sample.dt_liquidation));
  await textField(page, 'Data final').fill(br(sample.dt_liquidation));
  // Typed bare: the URL, the input and the chip carry it formatted.
  await textField(page, 'Documento do titular').fill(sample.holder_document);
  await search(page);

  const day = `${br(sample.dt_liquidation)}`;
  await expect(chip(`Data de liquidação: ${day}`)).toBeVisible();
  await expect(chip('Efeito de contrato: Com efeito de contrato')).toBeVisible();
  const doc = sample.holder_document;
  const formatted = `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
  await expect(chip(`Documento do titular: ${formatted}`)).toBeVisible();
  await expectListMatches(
    await units(
      `&contract_effect=true&start_date=${sample.dt_liquidation}&end_date=${sample.dt_liquidation}&holder_document=${doc}${NEAREST}`,
    ),
  );

  // An alphanumeric CNPJ nobody holds here: accepted, formatted, and nothing found.
  await chip(`Documento do titular: ${formatted}`).click();
  await openFilters(page);
  await textField(page, 'Documento do titular').fill('12abc34501de35');
  await search(page);
  await expect(chip('Documento do titular: 12.ABC.345/01DE-35')).toBeVisible();
  await expect(page.getByText('Nenhuma unidade de recebível encontrada')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

/** The net amounts of the installments on screen (each card's first line ends with it). */
async function installmentAmounts(panel: Locator): Promise<number[]> {
  const lines = await panel
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
  return lines.map((line) => {
    const match = /R\$\s*([\d.]+),(\d{2})$/.exec(plain(line));
    expect(match, line).not.toBeNull();
    return Number(`${match?.[1]?.replace(/\./g, '')}${match?.[2]}`);
  });
}

test('detail: fields and effects of the API; the installments, page by page, add up to the unit amount', async () => {
  const candidates = await token().then((t) =>
    apiGet<UnitList>(page.request, t, '/v1/app/receivable_unit?contract_effect=true&perPage=100'),
  );
  // More than one page of installments, so paging is part of the check.
  const chosen =
    candidates.data.find((u) => u.installment_count > 20 && u.installment_count <= 60) ?? candidates.data[0];
  expect(chosen).toBeDefined();
  if (!chosen) return;
  const unit = await token().then((t) =>
    apiGet<UnitDetail>(page.request, t, `/v1/app/receivable_unit/${chosen.receivable_unit_id}`),
  );

  // Opened from the list, as a merchant would.
  await page.goto(
    `/financial/receivable_units?contract_effect=true&start_date=${unit.dt_liquidation}&end_date=${unit.dt_liquidation}`,
  );
  await page.getByRole('button', { name: `UR ${unit.receivable_unit_id} · ${br(unit.dt_liquidation)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/financial/receivable_units/${unit.receivable_unit_id}`));
  await expect(
    page.getByRole('heading', { name: `Unidade de recebível ${unit.receivable_unit_id}`, level: 1 }),
  ).toBeVisible();

  const data = page.getByRole('region', { name: 'Dados da unidade' });
  await expect(field(data, 'Valor da UR')).toHaveText(brl(unit.amount));
  await expect(field(data, 'Valor comprometido')).toHaveText(brl(unit.committed_amount));
  await expect(field(data, 'Valor a receber')).toHaveText(brl(unit.payable_amount));
  await expect(field(data, 'Parcelas')).toHaveText(number.format(unit.installment_count));
  await expect(
    page.getByRole('region', { name: `Efeitos de contrato (${unit.contract_effects.length})` }),
  ).toBeVisible();
  // The registry's record (requirements §7: cerc_ur/{id}): the amounts agree with the unit's, and its
  // payouts name the merchant's share.
  const cerc = page.getByRole('region', { name: 'Na registradora (CERC)' });
  await expect(field(cerc, 'Constituído')).toHaveText(brl(unit.amount));
  await expect(field(cerc, 'Comprometido')).toHaveText(brl(unit.committed_amount));
  await expect(field(cerc, 'Livre')).toHaveText(brl(unit.payable_amount));
  if (unit.payable_amount > 0)
    await expect(cerc.getByRole('list', { name: 'Pagamentos da UR na registradora' })).toContainText(
      `Lojista: ${brl(unit.payable_amount)}`,
    );
  await cerc.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/receivable-units/cerc.png' });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);

  const panel = page.getByRole('region', { name: `Parcelas (${number.format(unit.installment_count)})` });
  await expect(field(panel, 'Líquido')).toHaveText(brl(unit.amount));
  const amounts: number[] = [];
  const pages = Math.ceil(unit.installment_count / 20);
  let previousFirst = '';
  for (let n = 1; n <= pages; n++) {
    await expect(panel.getByText(`Página ${n} de ${pages}`)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(n < pages ? 20 : unit.installment_count - 20 * (pages - 1));
    // The page's own items, not the last page's still on screen while the next one loads.
    const first = panel.getByRole('listitem').first();
    if (n > 1) await expect(first).not.toHaveText(previousFirst);
    previousFirst = (await first.textContent()) ?? '';
    amounts.push(...(await installmentAmounts(panel)));
    if (n < pages) await panel.getByRole('button', { name: 'Próxima' }).click();
  }
  expect(amounts).toHaveLength(unit.installment_count);
  expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(unit.amount);
  await expectNoHorizontalScroll(page);
});

test("detail: the unit's payouts at the registry; the merchant's opens with its payment and the unit's installments", async () => {
  const candidates = await token().then((t) =>
    apiGet<UnitList>(page.request, t, '/v1/app/receivable_unit?contract_effect=true&perPage=100'),
  );
  // An effect takes part and the merchant keeps part: the unit pays out to both.
  const unit = candidates.data.find((u) => u.committed_amount > 0 && u.payable_amount > 0);
  expect(unit, 'the sandbox has a unit shared by the merchant and a beneficiary').toBeDefined();
  if (!unit) return;
  const payouts = await token().then((t) =>
    apiGet<PayoutList>(page.request, t, `/v1/app/cerc_ur_payment?receivable_unit_id=${unit.receivable_unit_id}`),
  );
  const merchant = payouts.data.find((p) => p.recipient_type === 'MERCHANT');
  expect(merchant, "the unit pays the merchant's share").toBeDefined();
  expect(payouts.data.some((p) => p.recipient_type === 'BENEFICIARY')).toBe(true);
  if (!merchant) return;

  await page.goto(`/financial/receivable_units/${unit.receivable_unit_id}`);
  const cerc = page.getByRole('region', { name: 'Na registradora (CERC)' });
  await expect(cerc.getByRole('heading', { name: `Pagamentos da UR (${payouts.total})` })).toBeVisible();
  const items = cerc.getByRole('list', { name: 'Pagamentos da UR na registradora' }).getByRole('listitem');
  await expect(items).toHaveCount(payouts.data.length);
  for (const payout of payouts.data) {
    const who = payout.recipient_type === 'MERCHANT' ? 'Lojista' : 'Beneficiário do efeito';
    await expect(items.filter({ hasText: `${who}: ${brl(payout.amount)}` }).first()).toBeVisible();
  }
  await expectNoHorizontalScroll(page);

  // One payout opens in a sheet: its detail (cerc_ur_payment/{id}) and its installments.
  await items.filter({ hasText: `Lojista: ${brl(merchant.amount)}` }).click();
  const sheet = page.getByRole('dialog', { name: `Pagamento ${merchant.id} na registradora` });
  await expect(sheet).toBeVisible();
  await expect.poll(() => definitionOf(sheet, 'Data do pagamento')).toBe(br(merchant.payment_date));
  await expect
    .poll(() => definitionOf(sheet, 'Pagamento do lojista'))
    .toBe(`Nº ${merchant.payment_id} · ${br(merchant.payment_date)}`);
  await expect
    .poll(() => sheet.ariaSnapshot())
    .toContain(`heading "Parcelas da unidade (${number.format(unit.installment_count)})"`);
  // Summed over every page: the unit's installments add up to its amount.
  await expect.poll(() => definitionOf(sheet, 'Líquido')).toBe(brl(unit.amount));
  await page.screenshot({ path: 'test-results/receivable-units/cerc-payout.png' });
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(sheet).toBeHidden();
});

test('fields page: a field switched off leaves the cards', async () => {
  await page.goto('/financial/receivable_units/fields');
  await expect(page.getByRole('heading', { name: 'Campos das unidades de recebíveis', level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
  await setChecked(page, 'Valor da UR', false);

  await page.goto('/financial/receivable_units');
  await expect(cards().first()).toBeVisible();
  await expect(field(cards().first(), 'Valor a receber')).toBeVisible();
  await expect(field(cards().first(), 'Valor da UR')).toHaveCount(0);

  await page.goto('/financial/receivable_units/fields');
  await page.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect(page.getByRole('checkbox', { name: 'Valor da UR' })).toBeChecked();
});

test('wide screens: a table with numbered pages, as the API pages it; axe clean', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto('/financial/receivable_units');
    const table = page.getByRole('table', { name: 'Unidades de recebíveis' });
    const firstCell = (row: number) => table.getByRole('row').nth(row).getByRole('cell').first();
    const one = await units(`${fromToday()}&page=1`);
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(firstCell(1)).toHaveText(String(one.data[0]?.receivable_unit_id));

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    const two = await units(`${fromToday()}&page=2`);
    await expect(firstCell(1)).toHaveText(String(two.data[0]?.receivable_unit_id));
    await expectNoA11yViolations(page);
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});
