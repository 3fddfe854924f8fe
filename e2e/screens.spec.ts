import type { Page, Request } from '@playwright/test';
import {
  apiGet,
  brl,
  chooseTab,
  closeSideMenu,
  DASHBOARD_WITH_SALES,
  expect,
  expectShell,
  merchantButton,
  openSideMenu,
  openSignedIn,
  plain,
  sideMenu,
  test,
} from './fixtures';
import { expectNoHorizontalScroll as noHorizontalScroll, pullDown, swipeDrawerLeft } from './screen-helpers';

/**
 * Each screen shows the sandbox's data: the test reads the API with the app's own token and
 * compares key values on screen. One sign-in (lojista, merchant 1) for the whole file. Not
 * `serial`: every test navigates on its own, so one failing screen does not skip the others
 * (the next worker's `beforeAll` signs in again).
 */

let page: Page;
let token: () => Promise<string>;

test.beforeAll(async ({ browser }) => {
  ({ page, token } = await openSignedIn(browser));
});
test.afterAll(() => page.context().close());

/** The `<dd>` beside a `<dt>` of a description list. */
function field(label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

const expectNoHorizontalScroll = () => noHorizontalScroll(page);

const number = new Intl.NumberFormat('pt-BR');
const percent = (mdr: number) =>
  `${mdr.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** 'dd/mm/yyyy' → 'yyyy-mm-dd'. */
const isoDate = (br: string) => br.split('/').reverse().join('-');

const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

interface Stats {
  total_amount: number;
  total_count: number;
  average_ticket: number;
  by_brand: { brand_name: string; amount: number }[];
}

/** The range the dashboard says it shows ('Período: 21/11/2026' or '… a …'), as API dates. */
async function shownRange(): Promise<{ ini: string; end: string; text: string }> {
  const text = plain((await page.getByText(/^Período: /).textContent()) ?? '');
  const dates = text.match(/\d{2}\/\d{2}\/\d{4}/g) ?? [];
  expect(dates.length, text).toBeGreaterThan(0);
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? '';
  return { ini: isoDate(first), end: isoDate(last), text };
}

/** The figures on screen are the API's; a period with no sales at all says so instead. */
async function expectDashboardMatchesApi(): Promise<Stats> {
  const range = await shownRange();
  const stats = await apiGet<Stats>(
    page.request,
    await token(),
    `/v1/app/transaction/stats?date_ini=${range.ini}&date_end=${range.end}`,
  );
  if (stats.total_count === 0) {
    // Today, just after midnight (the sandbox sells only up to now).
    await expect(page.getByText('Nenhuma venda no período')).toBeVisible();
    return stats;
  }
  await expect(field('Valor bruto')).toHaveText(brl(stats.total_amount));
  await expect(field('Vendas')).toHaveText(number.format(stats.total_count));
  await expect(field('Ticket médio')).toHaveText(brl(Math.round(stats.average_ticket)));
  const top = stats.by_brand[0];
  if (top)
    await expect(page.getByRole('region', { name: 'Por bandeira' }).getByRole('listitem').first()).toContainText(
      brl(top.amount),
    );
  return stats;
}

test('dashboard: the default period (today) shows the stats of the API; another period changes them', async () => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
  await expect(page.getByText(/^Período: /)).toHaveText(`Período: ${todayInSaoPaulo()}`);
  const today = await expectDashboardMatchesApi();
  await expectNoHorizontalScroll();

  await chooseTab(page, '30 dias');
  await expect(page).toHaveURL(/period=30d/);
  await expect(page.getByText(/^Período: .+ a .+/)).toBeVisible();
  const month = await expectDashboardMatchesApi();
  expect(month.total_count, 'sales in the last 30 days').toBeGreaterThan(0);
  expect(month.total_amount).toBeGreaterThan(today.total_amount);
  await expect(field('Valor bruto')).not.toHaveText(brl(today.total_amount));
  await expectNoHorizontalScroll();
});

interface Merchant {
  id: number;
  merchant_name: string;
  trade: string | null;
  documents: { value: string; document_type: { type: 'CPF' | 'CNPJ' } }[];
}

function formatDocument(doc: Merchant['documents'][number]): string {
  const raw = doc.value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return doc.document_type.type === 'CPF'
    ? `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9, 11)}`
    : `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12, 14)}`;
}

test("merchant: reached from the header's 'Ver tudo...', shows the merchant of the API", async () => {
  const merchant = await apiGet<Merchant>(page.request, await token(), '/v1/app/merchant/1');
  await merchantButton(page).click();
  await page
    .getByRole('link', { name: 'Ver tudo...' })
    .or(page.getByRole('button', { name: 'Ver tudo...' }))
    .click();
  await expect(page).toHaveURL(/\/merchant$/);

  await expect(field('Cód. Lojista')).toHaveText(String(merchant.id));
  await expect(field('Nome | Razão Social')).toHaveText(merchant.merchant_name);
  await expect(field('Nome Fantasia')).toHaveText(merchant.trade ?? '—');
  const document = merchant.documents.find(
    (doc) => doc.document_type.type === 'CNPJ' || doc.document_type.type === 'CPF',
  );
  expect(document).toBeDefined();
  if (document) await expect(field(document.document_type.type)).toHaveText(formatDocument(document));
  await expectNoHorizontalScroll();
});

interface Terminals {
  data: { serial_number: string; status: string }[];
  total: number;
}

test('terminals: every serial number of the API, and the counts', async () => {
  const terminals = await apiGet<Terminals>(page.request, await token(), '/v1/app/terminal');
  expect(terminals.data.length).toBeGreaterThan(0);
  await page.goto('/terminals');
  await expect(page.getByRole('heading', { name: 'Meus equipamentos', level: 1 })).toBeVisible();
  const active = terminals.data.filter((terminal) => terminal.status === 'ACTIVE').length;
  await expect(page.getByText(new RegExp(`^${terminals.data.length} equipamentos?, ${active} ativos?$`))).toBeVisible();
  const serials = (await field('Nº de série').allTextContents()).map((serial) => serial.trim());
  expect(serials.sort()).toEqual(terminals.data.map((terminal) => terminal.serial_number).sort());
  await expectNoHorizontalScroll();
});

interface Plans {
  data: {
    sales_plan: { name: string; channel: { id: number } };
    card_brand_prices: {
      card_brand: { brand_name: string };
      prices: { operation_id: number; installments: number; mdr: number }[];
    }[];
  }[];
}

function feeLabel(operationId: number, installments: number): string {
  if (operationId === 0) return 'Débito';
  if (operationId === 1) return 'Crédito à vista';
  if (operationId === 2) return `Crédito ${installments}x`;
  return ({ 17: 'Boleto', 18: 'Pix' } as Record<number, string>)[operationId] ?? `Operação ${operationId}`;
}

test('plans: the MDRs of the API, plan by plan (the brand each table shows)', async () => {
  const plans = await apiGet<Plans>(page.request, await token(), '/v1/app/sales_plan');
  expect(plans.data.length).toBeGreaterThan(0);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Meus planos', level: 1 })).toBeVisible();

  for (const plan of plans.data) {
    if (plan.card_brand_prices.every((brand) => brand.prices.length === 0)) {
      // A plan without fees (merchant 1's 'Boleto' plan) is listed, with no fee table.
      const region = page.getByRole('region', { name: plan.sales_plan.name });
      await expect(region).toBeVisible();
      await expect(region.getByRole('table')).toHaveCount(0);
      continue;
    }
    const table = page.getByRole('table', {
      name: new RegExp(` do ${plan.sales_plan.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    await expect(table, plan.sales_plan.name).toHaveCount(1);
    const caption = plain((await table.locator('caption').textContent()) ?? '');
    const brand = plan.card_brand_prices.find((item) =>
      caption.toLowerCase().startsWith(`taxas ${item.card_brand.brand_name.toLowerCase()} do `),
    );
    expect(brand, `API brand for "${caption}"`).toBeDefined();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('th')?.textContent?.trim() ?? '',
          row.querySelector('td')?.textContent?.trim() ?? '',
        ]),
      );
    const expected = (brand?.prices ?? []).map((price) => [
      feeLabel(price.operation_id, price.installments),
      percent(price.mdr),
    ]);
    expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(expected));
  }
  await expectNoHorizontalScroll();
});

test('desktop width (1280×800): the sidebar shows beside the content (split pane)', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.goto('/dashboard');
    await expectShell(page);
    // The sidebar beside the page, not a drawer over it (its button collapses the sidebar instead).
    const nav = sideMenu(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByText('Meus planos')).toBeVisible();
    const box = await nav.boundingBox();
    expect(box?.x).toBe(0);
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x, 'the page starts where the sidebar ends').toBeGreaterThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0) - 1,
    );
    await expectNoHorizontalScroll();
    // The menu button collapses the sidebar, and brings it back.
    const toggle = page.getByRole('button', { name: 'Abrir ou fechar o menu' });
    await toggle.click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await toggle.click();
    await expect(sideMenu(page)).toBeVisible();
  } finally {
    await page.setViewportSize({ width: 360, height: 800 });
  }
});

const isStatsCall = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/app/transaction/stats';

test('dashboard: pulling the page down at its top refetches the figures (pull-to-refresh)', async () => {
  await page.goto(DASHBOARD_WITH_SALES);
  const heading = page.getByRole('heading', { name: 'Início', level: 1 });
  await expect(field('Valor bruto')).toBeVisible();
  // Settled: nothing asks for the figures on its own while the page sits still.
  const calls: Request[] = [];
  const record = (request: Request) => {
    if (isStatsCall(request)) calls.push(request);
  };
  page.on('request', record);
  try {
    await page.waitForTimeout(1_000);
    expect(calls, 'stats requests before any pull').toEqual([]);
    // At the top of the page: the title bar is on screen.
    await expect(heading).toBeInViewport();
    // The refresher comes once the screen has shown and the browser is idle (AppPage).
    await expect(page.locator('ion-refresher.refresher-md')).toHaveCount(1);

    const box = await heading.boundingBox();
    if (!box) throw new Error('no page heading');
    const refetch = page.waitForRequest(isStatsCall, { timeout: 10_000 });
    await pullDown(page, { x: box.x + box.width / 2, y: box.y + box.height + 20 }, 300);
    const request = await refetch;
    expect(new URL(request.url()).searchParams.get('date_end')).toBeTruthy();
    expect((await request.response())?.status()).toBe(200);
    await expectDashboardMatchesApi();
  } finally {
    page.off('request', record);
  }
});

test('phone drawer: a swipe to the left closes it, and so does Escape', async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  await openSideMenu(page);
  await swipeDrawerLeft(page);
  await expect(sideMenu(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();

  await openSideMenu(page);
  await closeSideMenu(page);
});

test('phone drawer: focus moves into it when it opens and back to the menu button when Escape closes it', async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  const toggle = page.getByRole('button', { name: 'Abrir ou fechar o menu' });
  const menu = sideMenu(page);
  // A phone's closed drawer has no links yet: they come as it opens (side-menu.tsx).
  await page.waitForTimeout(1_500);
  await expect(page.locator('ion-menu ion-item')).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  // Focus lands on the current page's link, even on this first opening, whose links were still
  // on their way: not left behind on the page.
  await expect
    .poll(() => menu.evaluate(() => document.activeElement?.closest('ion-item')?.classList.contains('active') ?? false))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});
