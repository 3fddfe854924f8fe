import type { Locator, Page } from '@playwright/test';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  expectShell,
  offlineMarker,
  openSignedIn,
  persistedQueryKeys,
  plain,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
  watchBearer,
} from './fixtures';

/**
 * Payments calendar (issue 3): the day totals are the API's, months change by arrows and by
 * swipe, a payment drills down to installments that add up to it, and the months seen come
 * back offline with the marker. Phone viewport (360×800) from the config.
 */

interface Payment {
  id: number;
  payment_date: string;
  destination: string;
  amount: number;
  paid: boolean;
}
interface PaymentMonth {
  payments: Payment[];
  future_payments: Payment[];
}
interface PaymentDetail extends Payment {
  units_amount: number;
  committed_amount: number;
  direct_amount: number;
  adjustment_amount: number;
  installment_count: number;
}
interface Page_<T> {
  data: T[];
  total: number;
  sum?: { net_amount: number };
}

const zoneParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );

/** Today in São Paulo, 'YYYY-MM-DD' (the sandbox seeds relative to it). */
function todaySaoPaulo(): string {
  const p = zoneParts(new Date());
  return `${p.year}-${p.month}-${p.day}`;
}

function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + m - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function lastDay(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

const monthHeading = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, m - 1, 1));
  return `${name} de ${year}`;
};

const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** An amount as it appears inside an accessible name (Intl puts a no-break space after 'R$'). */
const amountPattern = (cents: number) => new RegExp(brl(cents).replace(/[.$]/g, '\\$&').replace(' ', '\\s'));

async function monthFromApi(page: Page, token: string, month: string): Promise<PaymentMonth> {
  return apiGet<PaymentMonth>(page.request, token, `/v1/app/payment?dt_start=${month}-01&dt_end=${lastDay(month)}`);
}

/** 'pago R$ x, previsto R$ y' of every day of the month, from the API. */
function expectedDayTotals(month: PaymentMonth): Map<string, string> {
  const days = new Map<string, { paid: number; expected: number }>();
  for (const p of [...month.payments, ...month.future_payments]) {
    const day = days.get(p.payment_date) ?? { paid: 0, expected: 0 };
    if (p.paid) day.paid += p.amount;
    else day.expected += p.amount;
    days.set(p.payment_date, day);
  }
  return new Map([...days].map(([date, t]) => [date, `pago ${brl(t.paid)}, previsto ${brl(t.expected)}`]));
}

/** Each day of the calendar grid: Ionic's button host, which carries the day's `data-date`. */
const days = (page: Page) => page.getByRole('table').locator('[data-date]');

/** The native button of a day (the first one, or the one of `date`), which has its name and state. */
const dayButton = (page: Page, date?: string) =>
  (date === undefined ? days(page).first() : page.getByRole('table').locator(`[data-date="${date}"]`)).getByRole(
    'button',
  );

/** date → the totals part of each day button's accessible name, as the screen has them. */
async function shownDayTotals(page: Page): Promise<Map<string, string>> {
  // The accessible name is the button's (slotted) text without its aria-hidden (visual) parts.
  const labels = await days(page).evaluateAll((buttons) =>
    buttons.map((b) => {
      const copy = b.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return [b.getAttribute('data-date') ?? '', copy.textContent ?? ''];
    }),
  );
  return new Map(labels.map(([date = '', label = '']) => [date, plain(label.slice(label.indexOf(': ') + 2))]));
}

async function expectCalendarMatchesApi(page: Page, token: string, month: string): Promise<PaymentMonth> {
  await expect(page.getByRole('heading', { name: monthHeading(month), level: 2 })).toBeVisible();
  const api = await monthFromApi(page, token, month);
  expect(api.payments.length + api.future_payments.length, `payments in ${month}`).toBeGreaterThan(0);
  const expected = expectedDayTotals(api);
  // Wait for the month's data (labels gain their totals), then compare every day.
  await expect(dayButton(page)).toHaveAccessibleName(/: pago /);
  const shown = await shownDayTotals(page);
  expect(shown.size, 'one button per day of the month').toBe(Number(lastDay(month).slice(8)));
  for (const [date, text] of shown) {
    expect(text, date).toBe(expected.get(date) ?? `pago ${brl(0)}, previsto ${brl(0)}`);
  }
  return api;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The first 'R$ …' of a row: its net amount, in cents. */
function firstAmountCents(text: string): number {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(`${match?.[1]?.replace(/\./g, '')}${match?.[2]}`);
}

/** Clicks 'Carregar mais' until every row of the list is there (it also loads on scroll). */
async function loadAll(list: Locator, noun: string, total: number): Promise<void> {
  const more = list.getByRole('button', { name: `Carregar mais ${noun}` });
  await expect
    .poll(
      async () => {
        const count = await list.getByRole('listitem').count();
        // The button is busy or gone while a page loads by itself on scroll: never wait on it.
        if (count < total && (await more.isVisible())) await more.click({ timeout: 2_000 }).catch(() => undefined);
        return count;
      },
      { timeout: 45_000, intervals: [300] },
    )
    .toBe(total);
  await expect(list.getByRole('status')).toHaveText(`${total} de ${total} ${noun}`);
}

let page: Page;
let token: () => Promise<string>;

test.describe('online', () => {
  test.beforeAll(async ({ browser }) => ({ page, token } = await openSignedIn(browser)));
  test.afterAll(() => page.context().close());

  test('the current month: every day’s paid and expected totals are the API’s; today is marked', async () => {
    const today = todaySaoPaulo();
    const month = today.slice(0, 7);
    await page.goto('/financial/payments');
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    const api = await expectCalendarMatchesApi(page, await token(), month);

    const todayButton = dayButton(page, today);
    await expect(todayButton).toHaveAttribute('aria-current', 'date');
    await expect(todayButton).toHaveAccessibleName(/^hoje, /);
    await expect(todayButton).toHaveAttribute('aria-pressed', 'true');

    const paid = api.payments.reduce((sum, p) => sum + p.amount, 0);
    const expected = api.future_payments.reduce((sum, p) => sum + p.amount, 0);
    const summary = plain((await page.locator('dl', { hasText: 'Pago no mês' }).textContent()) ?? '');
    expect(summary).toBe(`Pago no mês${brl(paid)}Previsto no mês${brl(expected)}`);

    // Today's payments are listed under the calendar.
    const todays = api.payments.filter((p) => p.payment_date === today);
    const region = page.getByRole('region', { name: new RegExp(`^Pagamentos de .+, ${brDate(today)}$`) });
    await expect(region.getByRole('listitem')).toHaveCount(todays.length);
    for (const p of todays) await expect(region).toContainText(brl(p.amount));

    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });

  test('months change by the arrows and by a sideways swipe, and keep matching the API', async () => {
    const month = todaySaoPaulo().slice(0, 7);
    await page.goto('/financial/payments');
    await expect(page.getByRole('heading', { name: monthHeading(month), level: 2 })).toBeVisible();

    await page.getByRole('button', { name: `Próximo mês, ${monthHeading(addMonths(month, 1))}` }).click();
    await expect(page).toHaveURL(new RegExp(`month=${addMonths(month, 1)}`));
    await expectCalendarMatchesApi(page, await token(), addMonths(month, 1));

    // Swipe right (finger moves left to right): the month before comes back.
    const grid = page.getByRole('table');
    const box = await grid.boundingBox();
    if (!box) throw new Error('no calendar grid');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y + 4, { steps: 5 });
    await page.mouse.move(box.x + box.width - 20, y + 6, { steps: 5 });
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await expect(page.getByRole('heading', { name: monthHeading(month), level: 2 })).toBeVisible();

    await page.getByRole('button', { name: `Mês anterior, ${monthHeading(addMonths(month, -1))}` }).click();
    await expectCalendarMatchesApi(page, await token(), addMonths(month, -1));
    await page.getByRole('button', { name: 'Ir para o mês atual' }).click();
    await expect(page.getByRole('heading', { name: monthHeading(month), level: 2 })).toBeVisible();
  });

  test('a payment drills down to its units and to installments that add up to it', async () => {
    const auth = await token();
    const month = todaySaoPaulo().slice(0, 7);
    const api = await monthFromApi(page, auth, month);
    // The latest paid payment nobody's contract effects or adjustments touched: installments =
    // payment exactly (boletos and Pix are installments too).
    const details: PaymentDetail[] = [];
    for (const p of [...api.payments].reverse().slice(0, 6)) {
      details.push(await apiGet<PaymentDetail>(page.request, auth, `/v1/app/payment/${p.id}`));
    }
    const clean = details.find(
      (d) => d.committed_amount === 0 && d.adjustment_amount === 0 && d.installment_count <= 200,
    );
    const pledged = details.find((d) => d.committed_amount > 0);
    if (!clean) throw new Error('no paid payment without contract effects in the latest days');

    await page.goto(`/financial/payments?month=${month}&day=${clean.payment_date}`);
    const day = page.getByRole('region', { name: new RegExp(`${brDate(clean.payment_date)}$`) });
    await day.getByRole('button', { name: amountPattern(clean.amount) }).click();
    await expect(page).toHaveURL(new RegExp(`payment=${clean.id}`));
    await expect(page.getByRole('heading', { name: `Pagamento de ${brDate(clean.payment_date)}` })).toBeFocused();
    const paidField = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Valor pago$/ }) })
      .locator('dd');
    await expect(paidField).toHaveText(brl(clean.amount));

    const units = await apiGet<Page_<unknown>>(
      page.request,
      auth,
      `/v1/app/payment/${clean.id}/receivable_unit?perPage=100`,
    );
    await expect(page.getByRole('region', { name: `Unidades de recebíveis (${units.total})` })).toBeVisible();

    const list = page.getByRole('region', { name: `Parcelas (${clean.installment_count})` });
    await loadAll(list, 'parcelas', clean.installment_count);
    const rows = await list.getByRole('listitem').allTextContents();
    const sum = rows.reduce((total, row) => total + firstAmountCents(row), 0);
    expect(sum).toBe(clean.amount);
    await expect(list.locator('dl > div', { hasText: 'Líquido' }).locator('dd')).toHaveText(brl(clean.amount));
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);

    // Back to the day, then a payment with contract effects: units − effects = paid.
    await page.getByRole('button', { name: `Voltar a ${brDate(clean.payment_date)}` }).click();
    await expect(page).not.toHaveURL(/payment=/);
    if (pledged) {
      await page.goto(`/financial/payments?month=${month}&day=${pledged.payment_date}&payment=${pledged.id}`);
      const field = (label: string) =>
        page
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
          .locator('dd');
      // Receivables − effects + boletos and Pix + adjustments = what lands (issue 29).
      await expect(field('Recebíveis')).toHaveText(brl(pledged.units_amount));
      await expect(field('Efeitos de contrato')).toHaveText(`\u2212${brl(pledged.committed_amount)}`);
      await expect(field('Valor pago')).toHaveText(brl(pledged.amount));
      expect(pledged.units_amount - pledged.committed_amount + pledged.direct_amount + pledged.adjustment_amount).toBe(
        pledged.amount,
      );
      const installments = page.getByRole('region', { name: `Parcelas (${pledged.installment_count})` });
      await expect(installments.locator('dl > div', { hasText: 'Líquido' }).locator('dd')).toHaveText(
        brl(pledged.units_amount + pledged.direct_amount),
      );
    }
  });

  test('a future day opens through the future endpoints: its units and installments', async () => {
    const auth = await token();
    const month = todaySaoPaulo().slice(0, 7);
    const api = await monthFromApi(page, auth, month);
    const next = (api.future_payments.length > 0 ? api : await monthFromApi(page, auth, addMonths(month, 1)))
      .future_payments[0];
    if (!next) throw new Error('no expected payment this month or the next');
    const date = next.payment_date;
    const units = await apiGet<Page_<unknown>>(
      page.request,
      auth,
      `/v1/app/payment/future/receivable_unit?date=${date}`,
    );
    const installments = await apiGet<Page_<unknown>>(
      page.request,
      auth,
      `/v1/app/payment/future/installments?date=${date}`,
    );

    await page.goto(`/financial/payments?month=${date.slice(0, 7)}&day=${date}`);
    const day = page.getByRole('region', { name: new RegExp(`${brDate(date)}$`) });
    await expect(day).toContainText('Previsto');
    await day.getByRole('button').first().click();
    await expect(page).toHaveURL(/expected=true/);
    await expect(page.getByRole('heading', { name: `Previsto para ${brDate(date)}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `Unidades de recebíveis (${units.total})` })).toBeVisible();
    const list = page.getByRole('region', { name: `Parcelas (${installments.total})` });
    await expect(list.locator('dl > div', { hasText: 'Líquido' }).locator('dd')).toHaveText(
      brl(installments.sum?.net_amount ?? -1),
    );
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });

  test('desktop width: a larger calendar with the day’s payments beside it', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await page.goto('/financial/payments');
      const grid = page.getByRole('table');
      const day = page.getByRole('region', { name: /^Pagamentos de / });
      await expect(day).toBeVisible();
      const [gridBox, dayBox] = [await grid.boundingBox(), await day.boundingBox()];
      expect(gridBox && dayBox && dayBox.x > gridBox.x + gridBox.width).toBe(true);
      await expectNoHorizontalScroll(page);
    } finally {
      await page.setViewportSize({ width: 360, height: 800 });
    }
  });
});

/** Reloads at `path` (see offline.spec.ts: Chromium may turn an offline navigation into a reload). */
async function reloadAt(target: Page, path: string): Promise<void> {
  await target.evaluate((url) => history.replaceState(history.state, '', url), path);
  await target.reload();
}

test('offline: the months seen reload from the device with the marker; a month never seen says it needs a connection', async ({
  page: fresh,
  context,
}) => {
  test.setTimeout(120_000);
  const bearer = watchBearer(fresh);
  await signInToShell(fresh, 'lojista');
  await waitForServiceWorker(fresh);
  const month = todaySaoPaulo().slice(0, 7);
  const previous = addMonths(month, -1);

  await fresh.goto('/financial/payments');
  const online = await expectCalendarMatchesApi(fresh, await bearer.current(), month);
  await fresh.getByRole('button', { name: `Mês anterior, ${monthHeading(previous)}` }).click();
  await expectCalendarMatchesApi(fresh, await bearer.current(), previous);
  await waitForPersistedCache(fresh, ['payments']);
  // Both months, not just the first: the cache is written at most once a second.
  await expect
    .poll(
      async () =>
        (await persistedQueryKeys(fresh))
          .filter((key) => key[0] === 'payments')
          .map((key) => key[2])
          .sort(),
      {
        timeout: 15_000,
      },
    )
    .toEqual([previous, month]);
  const shownOnline = await shownDayTotals(fresh);
  expect(online.payments.length).toBeGreaterThan(0);

  await context.setOffline(true);
  try {
    await reloadAt(fresh, '/financial/payments');
    await expect(offlineMarker(fresh)).toBeVisible({ timeout: 15_000 });
    await expect(fresh.getByRole('heading', { name: monthHeading(month), level: 2 })).toBeVisible();
    await expect(dayButton(fresh)).toHaveAccessibleName(/: pago /);
    await expect(fresh.locator('#username')).toHaveCount(0);

    // The other month seen is on the device too.
    await fresh.getByRole('button', { name: `Mês anterior, ${monthHeading(previous)}` }).click();
    await expect(dayButton(fresh)).toHaveAccessibleName(/: pago /);
    expect(await shownDayTotals(fresh)).toEqual(shownOnline);

    // Two months ahead was never opened here.
    await fresh.getByRole('button', { name: 'Ir para o mês atual' }).click();
    await fresh.getByRole('button', { name: `Próximo mês, ${monthHeading(addMonths(month, 1))}` }).click();
    await fresh.getByRole('button', { name: `Próximo mês, ${monthHeading(addMonths(month, 2))}` }).click();
    await expect(fresh.getByText(/pagamentos de .* ainda não foram abertos com conexão neste aparelho/)).toBeVisible();
    await expect(dayButton(fresh)).not.toHaveAccessibleName(/: pago /);

    await context.setOffline(false);
    await expect(offlineMarker(fresh)).toBeHidden({ timeout: 20_000 });
    await expectShell(fresh);
  } finally {
    await context.setOffline(false);
  }
});
