import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  expectShell,
  plain,
  signInToShell,
  test,
  watchBearer,
} from './fixtures';
import { exportAs, textField } from './list-helpers';

/**
 * Issue 29 on a phone (360×800), against the real sandbox: every screen says what lands. As
 * lojista, part of a sale already paid out is refunded: the confirmation and the result say it is
 * debited, the home's 'Próximo pagamento' goes down by exactly the debit with its breakdown line,
 * the calendar's day too, and 'Como chegamos neste valor' lists the debit; an anticipation shows
 * its credit and fee there; the month's conciliação downloads and adds up to the month's payments.
 * Screenshots go to $E2E_SHOTS_DIR (default test-results/money-lands) to be looked at.
 */

interface Payment {
  id: number;
  payment_date: string;
  destination: string;
  amount: number;
  paid: boolean;
  adjustment_amount?: number;
}
interface Calendar {
  payments: Payment[];
  future_payments: Payment[];
}
interface Sale {
  transaction_id: number;
  amount: number;
  refunded_amount?: number;
  receivables: { paid: boolean }[];
}
interface RefundAnswer {
  amount: number;
  reduced_amount: number;
  debit_amount: number;
  debits: { payment_id: number; payment_date: string; amount: number }[];
}

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/money-lands';
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const br = (iso: string) => iso.split('-').reverse().join('/');
const MINUS = '\u2212';
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** An amount as a pattern inside an accessible name (Intl puts a no-break space after 'R$'). */
const amountPattern = (cents: number) => brl(cents).replace(/[.$]/g, '\\$&').replace(' ', '\\s');

/** A figure of a `dl`: the first `dd` after the `dt` named `label`. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();

const PART = 1_000; // R$ 10,00 of the sale

test.describe('what lands, from the sandbox', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let token: () => Promise<string>;
  const get = async <T>(path: string) => apiGet<T>(page.request, await token(), path);
  const all = async (from: string, to: string) => {
    const calendar = await get<Calendar>(`/v1/app/payment?dt_start=${from}&dt_end=${to}`);
    return [...calendar.payments, ...calendar.future_payments];
  };
  const onDay = (payments: Payment[], date: string) => payments.filter((p) => p.payment_date === date);
  const sum = (payments: Payment[], pick: (p: Payment) => number) => payments.reduce((t, p) => t + pick(p), 0);
  /** The home's 'Próximo pagamento': the first day after today whose payments land anything. */
  const nextDay = (payments: Payment[]) =>
    [...new Set(payments.map((p) => p.payment_date))]
      .filter((date) => date > today() && sum(onDay(payments, date), (p) => p.amount) !== 0)
      .sort()[0] ?? '';

  /** Opens a future day's drill and the conciliação of its payment `paymentId`; returns the list. */
  async function openReconciliation(date: string, paymentId: number): Promise<Locator> {
    const day = await all(date, date);
    await page.goto(`/financial/payments?month=${date.slice(0, 7)}&day=${date}`);
    const region = page.getByRole('region', { name: new RegExp(`${br(date)}$`) });
    await region.getByRole('button').first().click();
    await expect(page).toHaveURL(/expected=true/);
    const payment = day.find((p) => p.id === paymentId);
    const subject = day.length > 1 ? `, ${payment?.destination === 'D' ? 'Conta digital' : 'Conta bancária'}` : '';
    const toggle = page.getByRole('button', { name: `Como chegamos neste valor${subject}`, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Como chegamos neste valor' });
    await expect(list).toBeVisible();
    // The lines end with the payment's amount, as the API has it now.
    await expect(list.getByRole('listitem').last()).toHaveText(
      new RegExp(`^Valor do pagamento${amountPattern(payment?.amount ?? NaN)}$`),
    );
    return list;
  }

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    token = watchBearer(page).current;
    await signInToShell(page, 'lojista');
    await expectShell(page);
  });
  test.afterAll(() => page.context().close());

  test('a refund of a sale paid out is debited: the home, the calendar and its conciliação say so', async () => {
    test.setTimeout(150_000);
    // A credit sale (à vista) of more than 35 days ago: its only installment was paid out.
    const found = await get<{ data: Sale[] }>(
      `/v1/app/transaction?status=CONFIRMED&operation=1&end_date=${plusDays(today(), -35)}&perPage=30`,
    );
    let sale: Sale | undefined;
    for (const candidate of found.data.filter((s) => s.refunded_amount === 0 && s.amount > 3 * PART)) {
      const detail = await get<Sale>(`/v1/app/transaction/${candidate.transaction_id}`);
      if (detail.receivables.length > 0 && detail.receivables.every((r) => r.paid)) {
        sale = detail;
        break;
      }
    }
    expect(sale, 'an older credit sale already paid out').toBeDefined();
    const id = sale?.transaction_id ?? 0;

    // The home before: its next payment is the calendar's.
    const window = () => all(today(), plusDays(today(), 60));
    const before = await window();
    const next = nextDay(before);
    await page.goto('/dashboard');
    const receipts = page.getByRole('region', { name: 'Você recebe' });
    await expect(figure(receipts, 'Próximo pagamento')).toHaveText(brl(sum(onDay(before, next), (p) => p.amount)));

    // The refund: its confirmation says it will be debited, never that installments shrink.
    await page.goto(`/financial/transactions?sale=${id}`);
    await expect(page.getByRole('dialog', { name: `Venda ${id}` })).toBeVisible();
    await page.getByRole('button', { name: 'Estornar venda' }).click();
    await textField(page, 'Valor do estorno').fill(String(PART));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Confirme o estorno')).toBeVisible();
    const consequence = page.getByText(/descontado do próximo pagamento/);
    await expect(consequence).toContainText('o dinheiro desta venda já foi pago a você');
    await expect(consequence).not.toContainText('diminuem');
    await expectNoA11yViolations(page);
    await shot(page, 'refund-confirm-360');
    // The calendar read just around the refund: another test's money movement (an anticipation
    // credited the same day) cannot then pass for part of this one.
    const justBefore = await window();
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/${id}/refund`));
    await page.getByRole('button', { name: 'Confirmar estorno' }).click();
    const refund = (await (await answered).json()) as RefundAnswer;
    const after = await window();
    expect(refund.reduced_amount).toBe(0);
    expect(refund.debits).toHaveLength(1);
    const [debit] = refund.debits;
    if (!debit) throw new Error('no debit');
    expect(debit.amount).toBe(refund.debit_amount);
    expect(debit.payment_date, 'debited on the next payment').toBe(next);

    // The result says where the money came from, as the answer does.
    const sources = page.getByRole('list', { name: 'De onde saiu o valor' });
    await expect(sources.getByRole('listitem')).toHaveText([
      `${brl(debit.amount).replace(' ', '\u00a0')} descontado do pagamento de ${br(debit.payment_date).slice(0, 5)}`,
    ]);
    await expectNoA11yViolations(page);
    await shot(page, 'refund-result-360');
    // And so does the sale's list of refunds.
    await expect(page.getByRole('list', { name: 'Estornos desta venda' })).toContainText(
      `descontado do pagamento de ${br(debit.payment_date).slice(0, 5)}`,
    );

    // The home: 'Próximo pagamento' down by exactly the debit, with the day's breakdown.
    const landed = sum(onDay(after, next), (p) => p.amount);
    expect(landed).toBe(sum(onDay(justBefore, next), (p) => p.amount) - debit.amount);
    const adjustments = sum(onDay(after, next), (p) => p.adjustment_amount ?? 0);
    expect(adjustments - sum(onDay(justBefore, next), (p) => p.adjustment_amount ?? 0)).toBe(-debit.amount);
    await page.goto('/dashboard');
    await expect(figure(receipts, 'Próximo pagamento')).toHaveText(brl(landed));
    const card = receipts.locator('dl > div', { hasText: 'Próximo pagamento' });
    await expect(card).toContainText(`${brl(-adjustments)} descontados (estornos e ajustes)`);
    await expect(card).toContainText(br(next));
    await shot(page, 'home-360');
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `home-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 800 });

    // The calendar's day: the same figure in its name, and the line under its payments.
    await page.goto(`/financial/payments?month=${next.slice(0, 7)}&day=${next}`);
    const cell = page.getByRole('table').locator(`[data-date="${next}"]`).getByRole('button');
    await expect(cell).toHaveAccessibleName(new RegExp(`previsto ${amountPattern(landed)}$`));
    const dayRegion = page.getByRole('region', { name: new RegExp(`${br(next)}$`) });
    await expect(dayRegion).toContainText(`${brl(-adjustments)} descontados (estornos e ajustes)`);

    // 'Como chegamos neste valor' of the debited payment lists the debit, Venda N.
    const list = await openReconciliation(next, debit.payment_id);
    const line = list
      .getByRole('listitem')
      .filter({ hasText: 'Estorno descontado' })
      .filter({ hasText: `Venda ${id}` });
    await expect(line).toHaveCount(1);
    expect(plain((await line.textContent()) ?? '')).toBe(`Estorno descontado${MINUS}${brl(debit.amount)}Venda ${id}`);
    await expectNoA11yViolations(page);
    await line.scrollIntoViewIfNeeded();
    await shot(page, 'payment-reconciliation-360');
    await shot(page, 'payment-reconciliation-full-360', true);
  });

  test('an anticipation: its credit and its fee are lines of the credit day’s payment', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'Idempotency-Key': crypto.randomUUID() };
    const simulated = await page.request.post('/api/v1/app/anticipation/simulation', {
      headers,
      data: { amount: 80_000 },
    });
    expect(simulated.status()).toBe(201);
    const { simulation_id } = (await simulated.json()) as { simulation_id: string };
    const confirmed = await page.request.post('/api/v1/app/anticipation', { headers, data: { simulation_id } });
    expect(confirmed.status()).toBe(201);
    const done = (await confirmed.json()) as {
      anticipation_id: number;
      amount: number;
      fee_amount: number;
      receivables_count: number;
      credit_date: string;
    };
    // Credited in the bank account's payment of the credit date.
    const credited = onDay(await all(done.credit_date, done.credit_date), done.credit_date).find(
      (p) => p.destination === 'B',
    );
    expect(credited, 'the credit day’s bank account payment').toBeDefined();

    const list = await openReconciliation(done.credit_date, credited?.id ?? 0);
    const ours = list.getByRole('listitem').filter({ hasText: `Antecipação nº ${done.anticipation_id}` });
    await expect(ours).toHaveCount(2);
    const count = `${done.receivables_count} ${done.receivables_count === 1 ? 'recebível' : 'recebíveis'}`;
    expect((await ours.allTextContents()).map(plain)).toEqual([
      `Recebíveis antecipados+${brl(done.amount)}Antecipação nº ${done.anticipation_id} · ${count}`,
      `Taxa de antecipação${MINUS}${brl(done.fee_amount)}Antecipação nº ${done.anticipation_id} · ${count}`,
    ]);
    await expectNoA11yViolations(page);
    await ours.first().scrollIntoViewIfNeeded();
    await shot(page, 'anticipation-reconciliation-360');
  });

  test('a paid payment with a back-office debit: its composition, and its conciliação, at 360, 768 and 1366', async () => {
    // The latest paid payment of the last two months whose adjustments took something off.
    const paid = (await all(plusDays(today(), -60), today()))
      .filter((p) => p.paid && (p.adjustment_amount ?? 0) < 0)
      .at(-1);
    expect(paid, 'a paid payment with a debit in the last 60 days').toBeDefined();
    const detail = await get<Payment & { units_amount: number; committed_amount: number; direct_amount: number }>(
      `/v1/app/payment/${paid?.id ?? 0}`,
    );
    const date = detail.payment_date;
    await page.goto(`/financial/payments?month=${date.slice(0, 7)}&day=${date}&payment=${detail.id}`);
    await expect(page.getByRole('heading', { name: `Pagamento de ${br(date)}` })).toBeVisible();
    const fields = page.locator('#root');
    await expect(figure(fields, 'Recebíveis')).toHaveText(brl(detail.units_amount));
    if (detail.committed_amount > 0) {
      await expect(figure(fields, 'Efeitos de contrato')).toHaveText(`${MINUS}${brl(detail.committed_amount)}`);
    }
    if (detail.direct_amount > 0)
      await expect(figure(fields, 'Boletos e Pix')).toHaveText(`+${brl(detail.direct_amount)}`);
    await expect(figure(fields, 'Ajustes e estornos')).toHaveText(`${MINUS}${brl(-(detail.adjustment_amount ?? 0))}`);
    // What lands is the amount as sent: the debit is in it, not taken again.
    await expect(figure(fields, 'Valor pago')).toHaveText(brl(detail.amount));
    expect(detail.units_amount - detail.committed_amount + detail.direct_amount + (detail.adjustment_amount ?? 0)).toBe(
      detail.amount,
    );

    const toggle = page.getByRole('button', { name: 'Como chegamos neste valor', exact: true });
    await toggle.click();
    const list = page.getByRole('list', { name: 'Como chegamos neste valor' });
    await expect(list.getByRole('listitem').last()).toHaveText(
      new RegExp(`^Valor do pagamento${amountPattern(detail.amount)}$`),
    );
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: /^Ajuste/ })
        .first(),
    ).toContainText(MINUS);
    await expectNoA11yViolations(page);
    await toggle.scrollIntoViewIfNeeded();
    await shot(page, 'payment-detail-360');
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await shot(page, 'payment-detail-lines-360');
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await toggle.scrollIntoViewIfNeeded();
      await shot(page, `payment-detail-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 800 });
  });

  test('the month’s conciliação downloads as CSV and adds up to the month’s payments', async () => {
    const month = today().slice(0, 7);
    await page.goto(`/financial/payments?month=${month}`);
    const section = page.getByRole('region', { name: /^Conciliação de / });
    await expect(section).toBeVisible();
    await expectNoA11yViolations(page);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'payments-export-360');
    const download = await exportAs(page, 'CSV');
    expect(download.suggestedFilename()).toBe(`conciliacao-${month}.csv`);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header = '', ...rows] = text.trim().split(/\r\n/);
    // 'Valor' is the last column, in cents with a decimal comma ('-9,67'): read from the end of
    // each row, so a description quoted with a ';' in it cannot shift it.
    expect(header.split(';').at(-1)).toBe('Valor');
    expect(rows.length).toBeGreaterThan(0);
    const total = rows.reduce((t, row) => t + Number((row.split(';').at(-1) ?? '').replace(',', '')), 0);
    const payments = await all(`${month}-01`, lastDay(month));
    expect(total).toBe(sum(payments, (p) => p.amount));
  });
});
