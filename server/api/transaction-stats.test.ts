import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../domain/zone.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi, type TestUser } from './test-helpers.ts';

interface Slice {
  amount: number;
  count: number;
}
interface Stats {
  date_ini: string;
  date_end: string;
  total_amount: number;
  total_count: number;
  average_ticket: number;
  cancelled_count: number;
  denied_count: number;
  by_brand: (Slice & { card_brand_id: number; brand_name: string })[];
  by_operation: (Slice & { operation_id: number; operation_name: string })[];
  by_day: (Slice & { date: string })[];
}

let api: TestApi;
const today = todayInZone();
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(() => api.close());

async function stats(dateIni: string, dateEnd: string, user: TestUser = 'lojista'): Promise<Stats> {
  const res = await api.get(`/v1/app/transaction/stats?date_ini=${dateIni}&date_end=${dateEnd}`, user);
  expect(res.status).toBe(200);
  return (await res.json()) as Stats;
}

/** The same figures straight from SQL, São Paulo days, to check the endpoint against. */
async function sqlTotals(merchantId: number, dateIni: string, dateEnd: string) {
  const [row] = await api.sql(
    `SELECT coalesce(sum(amount_cents) FILTER (WHERE status = 'CONFIRMED'), 0)::bigint::text AS amount,
            count(*) FILTER (WHERE status = 'CONFIRMED')::int AS count,
            count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled,
            count(*) FILTER (WHERE status = 'DENIED')::int AS denied
       FROM card_transaction
      WHERE merchant_id = $1 AND (payment_date AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN $2::date AND $3::date`,
    [merchantId, dateIni, dateEnd],
  );
  return {
    amount: Number(row?.amount),
    count: Number(row?.count),
    cancelled: Number(row?.cancelled),
    denied: Number(row?.denied),
  };
}

const sum = (slices: Slice[]) =>
  slices.reduce((acc, s) => ({ amount: acc.amount + s.amount, count: acc.count + s.count }), { amount: 0, count: 0 });

describe('GET /v1/app/transaction/stats', () => {
  it('matches a direct SQL SUM over the last 30 days', async () => {
    const from = addDays(today, -29);
    const s = await stats(from, today);
    const expected = await sqlTotals(1, from, today);
    expect([s.date_ini, s.date_end]).toEqual([from, today]);
    expect([s.total_amount, s.total_count, s.cancelled_count, s.denied_count]).toEqual([
      expected.amount,
      expected.count,
      expected.cancelled,
      expected.denied,
    ]);
    expect(s.total_count).toBeGreaterThan(5_000);
    expect(s.average_ticket).toBe(Math.round(s.total_amount / s.total_count));
  });

  it('breaks the total down by day (every day), operation and brand', async () => {
    const from = addDays(today, -29);
    const s = await stats(from, today);
    expect(s.by_day.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(from, i)));
    expect(sum(s.by_day)).toEqual({ amount: s.total_amount, count: s.total_count });
    expect(sum(s.by_operation)).toEqual({ amount: s.total_amount, count: s.total_count });
    // Pix (18) comes from paid payment links, when one was paid in the period.
    expect(s.by_operation.map((o) => o.operation_id).filter((id) => id !== 18)).toEqual([0, 1, 2, 17]);
    expect(s.by_operation.every((o) => [0, 1, 2, 17, 18].includes(o.operation_id))).toBe(true);
    // Billets and Pix have no brand: the brands add up to the card sales.
    const noBrand = s.by_operation.filter((o) => o.operation_id === 17 || o.operation_id === 18);
    expect(sum(s.by_brand)).toEqual({
      amount: s.total_amount - noBrand.reduce((a, o) => a + o.amount, 0),
      count: s.total_count - noBrand.reduce((a, o) => a + o.count, 0),
    });
    const amounts = s.by_brand.map((b) => b.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(s.by_brand.map((b) => b.brand_name)).toContain('ELO');
  });

  it('counts a sale on its São Paulo day, even late at night', async () => {
    const [late] = await api.sql(
      `SELECT to_char(payment_date AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day FROM card_transaction
        WHERE merchant_id = 1 AND status = 'CONFIRMED' AND extract(hour FROM payment_date AT TIME ZONE 'America/Sao_Paulo') >= 22
        ORDER BY payment_date DESC LIMIT 1`,
    );
    const day = String(late?.day);
    const s = await stats(day, day);
    const expected = await sqlTotals(1, day, day);
    expect(s.by_day).toEqual([{ date: day, amount: expected.amount, count: expected.count }]);
  });

  it('covers 13 months in one call, with every day present', async () => {
    const from = addDays(today, -395);
    const started = performance.now();
    const s = await stats(from, today);
    console.info(`stats over 396 days: ${Math.round(performance.now() - started)} ms`);
    expect(s.by_day).toHaveLength(396);
    expect(s.total_amount).toBe((await sqlTotals(1, from, today)).amount);
    expect(s.total_count).toBeGreaterThan(85_000);
  });

  it('answers zeros, not gaps, where there are no sales', async () => {
    // Merchant 2 opened 200 days ago.
    const s = await stats(addDays(today, -300), addDays(today, -250), 'operador');
    expect([s.total_amount, s.total_count, s.average_ticket, s.by_brand, s.by_operation]).toEqual([0, 0, 0, [], []]);
    expect(s.by_day).toHaveLength(51);
    expect(s.by_day.every((d) => d.amount === 0 && d.count === 0)).toBe(true);
  });

  it("only sees the token's merchant", async () => {
    const from = addDays(today, -60);
    const s = await stats(from, today, 'operador');
    expect(s.total_amount).toBe((await sqlTotals(2, from, today)).amount);
    expect(s.total_count).toBeLessThan(500);
  });
});
