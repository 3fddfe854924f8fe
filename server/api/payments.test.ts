import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  futureInstallments,
  futureUnits,
  paymentDetail,
  paymentInstallments,
  paymentUnits,
} from '../../contract/payments.ts';
import { paymentList } from '../../contract/payments/list.ts';
import { addDays, startOfMonth, addMonths } from '../domain/zone.ts';
import { present, withPresent } from '../testing/contract-answers.ts';
import { badRequest, expectNotFound, getJson, pageAll, sqlNumber } from './list-test-helpers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

describe('seeded payments (every row, in SQL)', () => {
  it('makes one payment per merchant, day and destination: what lands (its URs after effects, its boleto credits, its adjustments)', async () => {
    const wrong = await sqlNumber(
      api,
      `SELECT count(*)::int FROM payment p
         LEFT JOIN (SELECT payment_id, sum(payable_cents) AS payable, count(*) AS n, bool_and(dt_liquidation = p2.payment_date) AS dated,
                           bool_and(u.merchant_id = p2.merchant_id) AS mine
                      FROM receivable_unit u JOIN payment p2 ON p2.id = u.payment_id GROUP BY payment_id) u ON u.payment_id = p.id
         LEFT JOIN (SELECT payment_id, sum(net_cents) AS net FROM financial_receivable
                     WHERE receivable_unit_id IS NULL AND payment_id IS NOT NULL GROUP BY 1) d ON d.payment_id = p.id
         LEFT JOIN (SELECT payment_id, sum(amount_cents) AS adjusted FROM manual_adjustment GROUP BY 1) m ON m.payment_id = p.id
         JOIN merchant_bank_account a ON a.id = p.bank_account_id
        WHERE coalesce(u.payable, 0) + coalesce(d.net, 0) + coalesce(m.adjusted, 0) <> p.amount_cents
           OR coalesce(u.n, 0) <> p.receivable_unit_count OR NOT coalesce(u.dated, true) OR NOT coalesce(u.mine, true)
           OR a.merchant_id <> p.merchant_id OR a.destination <> p.destination OR p.paid <> (p.payment_date <= $1::date)`,
      [today],
    );
    expect(wrong).toBe(0);
    // Boleto credits and adjustments land in payments too (decision 031).
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM financial_receivable WHERE receivable_unit_id IS NULL AND payment_id IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(await sqlNumber(api, `SELECT count(*)::int FROM manual_adjustment`)).toBeGreaterThan(0);
    expect(
      await sqlNumber(
        api,
        'SELECT count(*)::int - count(DISTINCT (merchant_id, payment_date, destination))::int FROM payment',
      ),
    ).toBe(0);
    // Merchant 1 has a bank (B) and a digital (D) account: debit arrangements go to D.
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM receivable_unit u JOIN payment p ON p.id = u.payment_id WHERE p.destination <> CASE WHEN u.merchant_id = 1 AND u.arrangement_id IN (1, 3, 5) THEN 'D' ELSE 'B' END`,
      ),
    ).toBe(0);
  });
});

describe('GET /v1/app/payment', () => {
  it('splits the current month into paid payments (up to today) and expected ones, by date and destination', async () => {
    const start = startOfMonth(today);
    const end = addDays(addMonths(start, 1), -1);
    const calendar = await getJson(api, paymentList, `/v1/app/payment?dt_start=${start}&dt_end=${end}`);
    expect(
      calendar.payments.every(
        (p) => p.payment_date >= start && p.payment_date <= today && p.paid && p.status === 'PAID',
      ),
    ).toBe(true);
    expect(
      calendar.future_payments.every(
        (p) => p.payment_date > today && p.payment_date <= end && !p.paid && p.status === 'EXPECTED',
      ),
    ).toBe(true);
    const all = [...calendar.payments, ...calendar.future_payments];
    // What lands: the units' payable, the credits outside units and the adjustments of each payment.
    const sql = await api.sql(
      `SELECT p.payment_date::text AS day, p.destination,
              ((SELECT coalesce(sum(payable_cents), 0) FROM receivable_unit u WHERE u.payment_id = p.id)
             + (SELECT coalesce(sum(net_cents), 0) FROM financial_receivable f
                 WHERE f.merchant_id = 1 AND f.payment_id = p.id AND f.receivable_unit_id IS NULL)
             + (SELECT coalesce(sum(amount_cents), 0) FROM manual_adjustment m WHERE m.payment_id = p.id))::int AS amount
         FROM payment p WHERE p.merchant_id = 1 AND p.payment_date BETWEEN $1::date AND $2::date ORDER BY 1, 2`,
      [start, end],
    );
    expect(all.map((p) => [p.payment_date, p.destination, p.amount])).toEqual(
      sql.map((r) => [r.day, r.destination, r.amount]),
    );
    expect(calendar.payments.length).toBeGreaterThan(0);
    const [b, d] = [all.find((p) => p.destination === 'B'), all.find((p) => p.destination === 'D')];
    expect(b?.bank_account).toMatchObject({ bank_code: '341', bank_name: 'Itaú Unibanco S.A.', account_type: 'C' });
    expect(d?.destination_label).toBe('Conta digital');
  });

  it('has expected payments months ahead (installments settle up to a year later)', async () => {
    const ahead = addMonths(today, 6);
    const calendar = await getJson(api, paymentList, `/v1/app/payment?dt_start=${ahead}&dt_end=${addDays(ahead, 30)}`);
    expect(calendar.payments).toEqual([]);
    expect(calendar.future_payments.length).toBeGreaterThan(10);
  });

  it('requires both dates, in order, at most 400 days apart', async () => {
    expect(await badRequest(api, '/v1/app/payment')).toEqual([
      'dt_start: Campo obrigatório',
      'dt_end: Campo obrigatório',
    ]);
    expect(await badRequest(api, '/v1/app/payment?dt_start=2026-01-31&dt_end=2026-01-01')).toEqual([
      'dt_end: Deve ser maior ou igual a dt_start',
    ]);
    expect(await badRequest(api, '/v1/app/payment?dt_start=2025-01-01&dt_end=2026-03-01')).toEqual([
      'dt_end: O intervalo máximo é de 400 dias',
    ]);
    expect(await badRequest(api, '/v1/app/payment?dt_start=01/01/2026&dt_end=2026-01-01&date=2026-01-01')).toEqual([
      'dt_start: Data inválida (use AAAA-MM-DD)',
      'date: Parâmetro desconhecido',
    ]);
  });
});

describe('a payment and its receivable units and installments', () => {
  /** A payment's detail with the breakdown these tests add up, which the contract lets be missing. */
  const paymentWithBreakdown = async (id: number) =>
    withPresent(
      await getJson(api, paymentDetail, `/v1/app/payment/${id}`),
      'units_amount',
      'committed_amount',
      'direct_amount',
      'adjustment_amount',
      'installment_count',
    );

  it('adds its URs up to its amount and its installments up to its URs', async () => {
    const id = await sqlNumber(
      api,
      `SELECT id FROM payment WHERE merchant_id = 1 AND receivable_unit_count >= 3 AND payment_date <= $1::date AND destination = 'B' ORDER BY payment_date DESC LIMIT 1 OFFSET 3`,
      [today],
    );
    const payment = await paymentWithBreakdown(id);
    const units = await pageAll(api, paymentUnits, `/v1/app/payment/${id}/receivable_unit`);
    expect(units.total).toBe(payment.receivable_unit_count);
    const payable = units.rows.reduce((s, u) => s + u.payable_amount, 0);
    expect(payable).toBe(payment.units_amount - payment.committed_amount);
    expect(units.rows.reduce((s, u) => s + u.amount, 0)).toBe(payment.units_amount);
    // What lands: its units after effects, its credits outside units, its adjustments.
    expect(payable + payment.direct_amount + payment.adjustment_amount).toBe(payment.amount);
    const installments = await pageAll(api, paymentInstallments, `/v1/app/payment/${id}/installments`);
    expect(installments.total).toBe(payment.installment_count);
    expect(installments.rows.reduce((s, r) => s + r.net_amount, 0)).toBe(payment.units_amount + payment.direct_amount);
    const unitIds = new Set<number | null | undefined>(units.rows.map((u) => u.receivable_unit_id));
    expect(
      installments.rows.every(
        (r) =>
          (r.receivable_unit_id === null || unitIds.has(r.receivable_unit_id)) &&
          r.settlement_date === payment.payment_date,
      ),
    ).toBe(true);
  });

  it('answers a pledged payment: what the effects took is out of the amount', async () => {
    const id = await sqlNumber(
      api,
      `SELECT payment_id FROM receivable_unit WHERE merchant_id = 1 AND committed_cents > 0 AND payable_cents > 0 ORDER BY id LIMIT 1`,
    );
    const payment = await paymentWithBreakdown(id);
    expect(payment.committed_amount).toBeGreaterThan(0);
    expect(payment.amount).toBe(
      payment.units_amount - payment.committed_amount + payment.direct_amount + payment.adjustment_amount,
    );
  });

  it("answers 404 for another merchant's payment, both ways", async () => {
    const one = await sqlNumber(api, 'SELECT id FROM payment WHERE merchant_id = 1 LIMIT 1');
    const two = await sqlNumber(api, 'SELECT id FROM payment WHERE merchant_id = 2 LIMIT 1');
    for (const [suffix, declared] of [
      ['', paymentDetail],
      ['/receivable_unit', paymentUnits],
      ['/installments', paymentInstallments],
    ] as const) {
      await expectNotFound(api, `/v1/app/payment/${two}${suffix}`, 'lojista');
      await expectNotFound(api, `/v1/app/payment/${one}${suffix}`, 'operador');
      await getJson(api, declared, `/v1/app/payment/${two}${suffix}`, 'operador');
    }
    expect(await badRequest(api, '/v1/app/payment/1/receivable_unit?perPage=1000')).toEqual([
      'perPage: Deve ser um número inteiro entre 1 e 100',
    ]);
  });
});

describe('future payments by date', () => {
  it("lists a future day's URs and installments, which add up to that day's expected payments", async () => {
    const day = addDays(today, 2);
    const calendar = await getJson(api, paymentList, `/v1/app/payment?dt_start=${day}&dt_end=${day}`);
    const expected = calendar.future_payments.reduce((s, p) => s + p.amount, 0);
    const units = await pageAll(api, futureUnits, `/v1/app/payment/future/receivable_unit?date=${day}`);
    expect(units.total).toBe(
      calendar.future_payments.reduce((s, p) => s + present(p.receivable_unit_count, 'receivable_unit_count'), 0),
    );
    expect(units.rows.reduce((s, u) => s + u.payable_amount, 0)).toBe(expected);
    const installments = await pageAll(api, futureInstallments, `/v1/app/payment/future/installments?date=${day}`);
    expect(installments.total).toBe(
      units.rows.reduce((s, u) => s + present(u.installment_count, 'installment_count'), 0),
    );
    expect(installments.rows.reduce((s, r) => s + r.net_amount, 0)).toBe(units.rows.reduce((s, u) => s + u.amount, 0));
    expect(expected).toBeGreaterThan(0);
  });

  it('only takes a future date, and only the merchant’s own', async () => {
    expect(await badRequest(api, `/v1/app/payment/future/receivable_unit?date=${today}`)).toEqual([
      `date: Deve ser uma data futura (depois de ${today})`,
    ]);
    expect(await badRequest(api, '/v1/app/payment/future/installments')).toEqual(['date: Campo obrigatório']);
    const day = addDays(today, 25);
    const mine = await getJson(api, futureUnits, `/v1/app/payment/future/receivable_unit?date=${day}`, 'operador');
    expect(mine.total).toBe(
      await sqlNumber(
        api,
        'SELECT count(*)::int FROM receivable_unit WHERE merchant_id = 2 AND dt_liquidation = $1::date',
        [day],
      ),
    );
  });
});
