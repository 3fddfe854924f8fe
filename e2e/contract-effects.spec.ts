import type { Locator, Page } from '@playwright/test';
import { apiGet, brl, expect, expectNoA11yViolations, openSignedIn, test } from './fixtures';
import { chooseRadio, expectNoHorizontalScroll, openFilters, search, textField, tick } from './list-helpers';

/**
 * Contract effects at 360×800: the list and the detail show the sandbox's data (read with the
 * app's own token); type, operation, 'Depreciado' and dates change the results; chips remove
 * filters. One sign-in (lojista, merchant 1) for the file.
 */

interface Effect {
  id: number;
  receivable_unit_id: number;
  effect_type: number;
  operation: string;
  protocol: string;
  contract_identifier: string;
  beneficiary_doc: string;
  beneficiary_name: string | null;
  cerc_code: string;
  priority: number;
  committed_amount: number;
  created_at: string;
  liquidation_date: string;
}
interface EffectList {
  data: Effect[];
  total: number;
}

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser));
});
test.afterAll(() => page.context().close());

const number = new Intl.NumberFormat('pt-BR');
const TYPES: Record<number, string> = {
  1: 'Troca de titularidade',
  2: 'Ônus – cessão fiduciária',
  3: 'Ônus – outros',
  4: 'Bloqueio judicial',
};
const OPERATIONS: Record<string, string> = { C: 'Criação', A: 'Atualização', B: 'Baixa', R: 'Recriação' };

/** The list as the screen asks for it: without the registry's tests unless `query` says otherwise. */
const effects = (query = '', tests = '&smoke_contract_effect=false') =>
  token().then((t) => apiGet<EffectList>(page.request, t, `/v1/app/contract_effect?perPage=20${query}${tests}`));

const summary = () => page.getByRole('status').filter({ hasText: /efeitos? de contrato|versões? depreciada/ });
const cards = () => page.getByRole('list', { name: 'Efeitos de contrato' }).getByRole('listitem');
const chip = (text: string) => page.getByRole('button', { name: `${text} — remover filtro` });

function field(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

async function expectListMatches(list: EffectList, deprecated = false): Promise<void> {
  const count = number.format(list.total);
  await expect(summary()).toHaveText(
    deprecated
      ? `${count} ${list.total === 1 ? 'versão depreciada' : 'versões depreciadas'} (substituídas por outra versão)`
      : `${count} ${list.total === 1 ? 'efeito de contrato' : 'efeitos de contrato'} nas versões em vigor`,
  );
  const first = list.data[0];
  if (!first) return;
  const card = cards().first();
  await expect(card.getByRole('heading')).toHaveText(`${TYPES[first.effect_type]} · ${OPERATIONS[first.operation]}`);
  await expect(field(card, 'Código')).toHaveText(String(first.id));
  await expect(field(card, 'Comprometido')).toHaveText(brl(first.committed_amount));
  await expect(field(card, 'Contrato')).toHaveText(first.contract_identifier);
}

test("list: the versions in force by default ('Depreciado' false), as the API lists them", async () => {
  await page.goto('/financial/contract_effects');
  await expect(page.getByRole('heading', { name: 'Efeitos de contrato', level: 1 })).toBeVisible();
  const list = await effects('&deprecated=false');
  expect(list.total).toBeGreaterThan(0);
  await expectListMatches(list);
  // The registry's newest rows are its tests ('SMOKE-CERC-…'): they no longer lead the list.
  const everything = await effects('&deprecated=false', '');
  expect(everything.data[0]?.contract_identifier).toMatch(/^SMOKE-/);
  await expect(cards().filter({ hasText: 'SMOKE-' })).toHaveCount(0);
  await expect(chip('Testes do registro: Ocultos')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
});

test('list: type and operation filters change the results; chips remove them', async () => {
  await page.goto('/financial/contract_effects');
  await openFilters(page);
  await tick(page, 'Tipo de efeito', 'Bloqueio judicial');
  await search(page);
  await expect(chip('Tipo de efeito: Bloqueio judicial')).toBeVisible();
  const blocks = await effects('&effect_type=4');
  expect(blocks.total).toBeGreaterThan(0);
  await expectListMatches(blocks);
  for (const title of await cards().getByRole('heading').allTextContents())
    expect(title).toMatch(/^Bloqueio judicial · /);

  await openFilters(page);
  await tick(page, 'Tipo de efeito', 'Ônus – outros');
  await tick(page, 'Operação', 'Recriação');
  await search(page);
  await expect(chip('Tipo de efeito: Ônus – outros, Bloqueio judicial')).toBeVisible();
  await expect(chip('Operação: Recriação')).toBeVisible();
  await expectListMatches(await effects('&effect_type=3&effect_type=4&operation=R'));
  await expectNoHorizontalScroll(page);

  await chip('Tipo de efeito: Ônus – outros, Bloqueio judicial').click();
  await expect(chip('Operação: Recriação')).toBeVisible();
  await expectListMatches(await effects('&operation=R'));
  await chip('Operação: Recriação').click();
  await expectListMatches(await effects());
});

test("list: 'Depreciado' shows the replaced versions; a date range by liquidation date narrows them", async () => {
  const deprecated = await effects('&deprecated=true');
  const sample = deprecated.data[0];
  expect(sample, 'the sandbox has replaced versions').toBeDefined();
  if (!sample) return;

  await page.goto('/financial/contract_effects');
  await openFilters(page);
  await chooseRadio(page, 'Depreciado', 'Sim (versões substituídas)');
  await search(page);
  await expectListMatches(deprecated, true);

  await openFilters(page);
  await chooseRadio(page, 'Data do período', 'Data de liquidação');
  // Typed as the merchant reads dates (the input masks DD/MM/AAAA).
  const day = sample.liquidation_date.split('-').reverse().join('/');
  await textField(page, 'Data inicial').fill(day);
  await textField(page, 'Data final').fill(day);
  await search(page);
  await expect(chip(`Período: ${day}`)).toBeVisible();
  const narrowed = await effects(
    `&deprecated=true&date_type=liquidation_date&start_date=${sample.liquidation_date}&end_date=${sample.liquidation_date}`,
  );
  expect(narrowed.total).toBeLessThan(deprecated.total);
  await expectListMatches(narrowed, true);

  await chip(`Período: ${day}`).click();
  await expectListMatches(deprecated, true);
  await expectNoHorizontalScroll(page);
});

test('detail: every field of the API, and the way to its unit', async () => {
  const list = await effects('&effect_type=2&operation=A');
  const first = list.data[0];
  expect(first).toBeDefined();
  if (!first) return;

  await page.goto('/financial/contract_effects?effect_type=%5B%222%22%5D&operation=%5B%22A%22%5D');
  await cards().first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/financial/contract_effects/${first.id}$`));
  await expect(page.getByRole('heading', { name: `Efeito de contrato ${first.id}`, level: 1 })).toBeVisible();

  const data = page.getByRole('region', { name: 'Dados do efeito de contrato' });
  await expect(field(data, 'Tipo de efeito')).toHaveText(TYPES[first.effect_type] ?? '');
  await expect(field(data, 'Operação')).toHaveText('Atualização');
  await expect(field(data, 'Protocolo')).toHaveText(first.protocol);
  await expect(field(data, 'Identificador do contrato')).toHaveText(first.contract_identifier);
  await expect(field(data, 'Código CERC')).toHaveText(first.cerc_code);
  await expect(field(data, 'Prioridade')).toHaveText(String(first.priority));
  await expect(field(data, 'Valor comprometido')).toHaveText(brl(first.committed_amount));
  const doc = first.beneficiary_doc;
  await expect(field(data, 'Documento do beneficiário')).toHaveText(
    `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`,
  );
  await expect(field(data, 'Depreciado')).toHaveText('Não');
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: `UR ${first.receivable_unit_id}` }).click();
  await expect(
    page.getByRole('heading', { name: `Unidade de recebível ${first.receivable_unit_id}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Ônus – cessão fiduciária · Atualização/ })).toBeVisible();
});

test('wide screens: a table with numbered pages, as the API pages it; axe clean', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto('/financial/contract_effects');
    const table = page.getByRole('table', { name: 'Efeitos de contrato' });
    const firstCell = (row: number) => table.getByRole('row').nth(row).getByRole('cell').first();
    const one = await effects('&page=1');
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(firstCell(1)).toHaveText(String(one.data[0]?.id));

    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    const two = await effects('&page=2');
    await expect(firstCell(1)).toHaveText(String(two.data[0]?.id));
    await expectNoA11yViolations(page);

    await page.goto(`/financial/contract_effects/${one.data[0]?.id}`);
    await expect(page.getByRole('region', { name: 'Dados do efeito de contrato' })).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});
