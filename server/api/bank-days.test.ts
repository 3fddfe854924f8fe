import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLiveSale } from '../db/queries/live-sales.ts';
import { isBankDay } from '../domain/bank-calendar.ts';
import { BRAND } from '../../contract/codes/lookups.ts';
import { settlementDate } from '../domain/settlement.ts';
import { addDays, startOfDay, weekday } from '../domain/zone.ts';
import { moneyTransaction } from '../services/money-transaction.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { anticipationSql } from './anticipation-test-sql.ts';
import { creditDateAfter } from '../domain/anticipation/math.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

// Issue 32, items 8 and 10: payouts into the merchant's accounts and anticipation credits fall on
// bank days (one calendar, server/domain/bank-calendar.ts), and a payment that carries an
// anticipation's credit says so with the optional `anticipation_amount`.

interface Payment {
  id: number;
  payment_date: string;
  destination: string;
  amount: number;
  anticipation_amount?: number;
}
interface Month {
  payments: Payment[];
  future_payments: Payment[];
}

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

const num = async (statement: string) => Number(Object.values((await api.sql(statement))[0] ?? {})[0] ?? 0);
const days = async (statement: string) => (await api.sql(statement)).map((r) => String(r.d));
const notBankDays = (list: string[]) => list.filter((d) => !isBankDay(d));
const calendar = async (start: string, end: string) => {
  const res = await api.get(`/v1/app/payment?dt_start=${start}&dt_end=${end}`);
  expect(res.status).toBe(200);
  const month = (await res.json()) as Month;
  return [...month.payments, ...month.future_payments];
};

describe('seeded money dates', () => {
  it('pays out no payment, unit, installment or CERC share on a weekend or a holiday', async () => {
    const payments = await days(`SELECT DISTINCT payment_date::text AS d FROM payment`);
    expect(payments.length).toBeGreaterThan(300);
    expect(notBankDays(payments)).toEqual([]);
    expect(notBankDays(await days(`SELECT DISTINCT dt_liquidation::text AS d FROM receivable_unit`))).toEqual([]);
    expect(notBankDays(await days(`SELECT DISTINCT payment_date::text AS d FROM cerc_ur_payment`))).toEqual([]);
    const installments = await days(`SELECT DISTINCT settlement_date::text AS d FROM financial_receivable
      UNION SELECT DISTINCT original_date::text FROM financial_receivable`);
    expect(notBankDays(installments)).toEqual([]);
  });

  it('schedules debit and billets at D+1, Pix at D+0, credit at D+30·n from the São Paulo day of the sale, on bank days', async () => {
    const wrong = await num(
      `SELECT count(*)::int FROM financial_receivable r JOIN card_transaction t USING (transaction_id)
        WHERE r.transaction_date <> (t.payment_date AT TIME ZONE 'America/Sao_Paulo')::date
           OR r.net_cents <> r.gross_cents - r.mdr_cents`,
    );
    expect(wrong).toBe(0);
    // Each (sale day, offset) once: the schedule's day moved to the bank day on or after it,
    // an anticipation's credit at D+2 (a bank day too) unless the schedule came first.
    const schedules = await api.sql(
      `SELECT DISTINCT r.transaction_date::text AS sale, r.original_date::text AS original,
              r.settlement_date::text AS settlement, r.anticipation,
              CASE WHEN t.operation_id IN (0, 17) THEN 1 WHEN t.operation_id = 18 THEN 0 ELSE 30 * r.n_installment END AS offset
         FROM financial_receivable r JOIN card_transaction t USING (transaction_id)`,
    );
    const misdated = schedules.filter((r) => {
      const original = settlementDate(String(r.sale), Number(r.offset));
      const credit = settlementDate(String(r.sale), 2);
      const settlement = r.anticipation && credit < original ? credit : original;
      return r.original !== original || r.settlement !== settlement;
    });
    expect(schedules.length).toBeGreaterThan(1_000);
    expect(misdated).toEqual([]);
  });

  it('credits the seeded anticipations on bank days, earlier than their schedule', async () => {
    const anticipated = await days(`SELECT DISTINCT settlement_date::text AS d FROM financial_receivable
      WHERE anticipation AND settlement_date < original_date`);
    expect(anticipated.length).toBeGreaterThan(50);
    expect(notBankDays(anticipated)).toEqual([]);
  });

  it('labels each payment by the anticipated part of what lands in it, from the receivables', async () => {
    const start = addDays(today, -200);
    const listed = await calendar(start, addDays(start, 399));
    const expected = new Map(
      (
        await api.sql(
          `SELECT payment_id, sum(net_cents)::int AS cents FROM financial_receivable
            WHERE merchant_id = 1 AND anticipation AND payment_id IS NOT NULL GROUP BY 1`,
        )
      ).map((r) => [Number(r.payment_id), Number(r.cents)]),
    );
    expect(listed.every((p) => p.anticipation_amount === (expected.get(p.id) ?? 0))).toBe(true);
    expect(listed.filter((p) => (p.anticipation_amount ?? 0) > 0).length).toBeGreaterThan(10);
  });
});

describe('live money dates', () => {
  const credit = () => creditDateAfter(today);
  const { simulate, confirm } = anticipationCalls(() => api);
  const { nextAmount } = anticipationSql(() => api, credit);

  it('credits a confirmed anticipation on the next bank day, its payment labelled with its net', async () => {
    const before = await calendar(credit(), credit());
    const s = (await simulate(await nextAmount(3))).body;
    const done = await confirm(s.simulation_id, 'bank-days-1');
    expect(done.status).toBe(201);
    expect(done.body.credit_date).toBe(credit());
    expect(isBankDay(done.body.credit_date)).toBe(true);
    const after = await calendar(credit(), credit());
    const labelled = (ps: Payment[]) =>
      ps.filter((p) => p.destination === 'B').reduce((t, p) => t + (p.anticipation_amount ?? 0), 0);
    expect(labelled(after) - labelled(before)).toBe(done.body.net_amount);
  });

  it("settles a Saturday's Pix and debit on Monday, in Monday's payment", async () => {
    let saturday = addDays(today, -8);
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const monday = addDays(saturday, 2);
    const at = new Date(startOfDay(saturday).getTime() + 11 * 3_600_000);
    const ids: number[] = [];
    for (const sale of [
      { method: 'PIX' as const, brandId: null, bin: null, last4: null },
      { method: 'CARD' as const, debit: true, brandId: BRAND.VISA, bin: '411111', last4: '1111' },
    ]) {
      const row = await moneyTransaction(api.db.orm, 1, ({ tx }) =>
        insertLiveSale(tx, {
          merchantId: 1,
          status: 'CONFIRMED',
          amountCents: 12_300,
          installments: 1,
          at,
          today,
          ...sale,
        }),
      );
      ids.push(row.transaction_id);
    }
    const landed = await api.sql(
      `SELECT r.settlement_date::text AS d, p.payment_date::text AS p FROM financial_receivable r
         JOIN payment p ON p.id = r.payment_id WHERE r.merchant_id = 1 AND r.transaction_id IN (${ids.join(',')})`,
    );
    expect(landed).toEqual([
      { d: monday, p: monday },
      { d: monday, p: monday },
    ]);
  });
});

describe('the strict sandbox', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await openTestApi({ strictContract: true });
  }, SEED_TIMEOUT);
  afterAll(() => strict.close());

  it('sends the payments without the anticipation label, an optional extra', async () => {
    const start = addDays(strict.db.seedDate, -200);
    const res = await strict.get(`/v1/app/payment?dt_start=${start}&dt_end=${addDays(start, 399)}`);
    expect(res.status).toBe(200);
    const month = (await res.json()) as Month;
    const all = [...month.payments, ...month.future_payments];
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((p) => 'anticipation_amount' in p)).toBe(false);
  });
});
