import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeCents } from '../domain/anticipation/math.ts';
import { refusalOf } from '../testing/contract-answers.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { ANTICIPABLE, anticipationSql, IN_FORCE, openAnticipationApi } from './anticipation-test-sql.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

// Receivables anticipation (issue 23) against a real seeded PGlite: what can be anticipated and
// the simulation (its rules, exact money, the half-cent rounding), and the strict sandbox.
// Confirmations: anticipation-confirm.test.ts.

let api: TestApi;
let credit: string;
openAnticipationApi((opened, day) => {
  api = opened;
  credit = day;
});

const { available, simulate, allReceivables } = anticipationCalls(() => api);
const { num, shiftValue } = anticipationSql(
  () => api,
  () => credit,
);

describe('what can be anticipated', () => {
  it('is the future credit receivables not paid, blocked, anticipated or bound by an effect', async () => {
    const answer = await available();
    expect(answer.status).toBe(200);
    const where = `FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE}`;
    expect(answer.body).toEqual({
      amount: await num(`SELECT coalesce(sum(net_cents), 0)::bigint::text ${where}`, [1, credit]),
      receivables_count: await num(`SELECT count(*)::int ${where}`, [1, credit]),
      first_date: (await api.sql(`SELECT min(settlement_date)::text AS d ${where}`, [1, credit]))[0]?.d,
      last_date: (await api.sql(`SELECT max(settlement_date)::text AS d ${where}`, [1, credit]))[0]?.d,
    });
    expect(answer.body.amount).toBeGreaterThan(100_000);
    // The seed has receivables of each kind the rule leaves out, so each exclusion is exercised.
    const bound = await num(`SELECT count(*)::int FROM financial_receivable fr WHERE ${ANTICIPABLE} AND ${IN_FORCE}`, [
      1,
      credit,
    ]);
    expect(bound).toBeGreaterThan(0);
    const blocked = await num(
      `SELECT count(*)::int FROM financial_receivable WHERE merchant_id = 1 AND settlement_date > $1::date
         AND operation_id IN (1, 2) AND blocked`,
      [credit],
    );
    expect(blocked).toBeGreaterThan(0);
  });

  it('is each merchant’s own', async () => {
    const other = await available('vendedor');
    expect(other.status).toBe(200);
    const where = `FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE}`;
    expect(other.body.amount).toBe(await num(`SELECT coalesce(sum(net_cents), 0)::bigint::text ${where}`, [3, credit]));
    // suporte may look (no role needed to read), as merchant 1.
    expect((await available('suporte')).body.amount).toBe((await available()).body.amount);
  });
});

describe('a simulation', () => {
  it('takes whole receivables from the nearest date while the sum stays ≤ the amount', async () => {
    const answer = await simulate(100_000);
    expect(answer.status).toBe(201);
    const s = { ...answer.body, receivables: await allReceivables(answer.body.simulation_id) };
    expect(s.receivables).toHaveLength(s.receivables_count);
    expect(s.credit_date).toBe(credit);
    expect(s.rate_monthly).toBe(1.99);
    const dates = s.receivables.map((r: { original_date: string }) => r.original_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe((await available()).body.first_date);
    const sum = s.receivables.reduce((t: number, r: { amount: number }) => t + r.amount, 0);
    expect(s.amount).toBe(sum);
    expect(s.amount).toBeLessThanOrEqual(100_000);
    // The next receivable in line would have passed the amount.
    const taken = s.receivables.map((r: { id: number }) => r.id);
    const [next] = await api.sql(
      `SELECT fr.net_cents AS amount FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE}
         AND NOT fr.id = ANY($3::int[]) ORDER BY fr.settlement_date, fr.id LIMIT 1`,
      [1, credit, `{${taken.join(',')}}`],
    );
    expect(s.amount + Number(next?.amount)).toBeGreaterThan(100_000);
    // And they are the first ones in line: none skipped.
    const [line] = await api.sql(
      `SELECT array_agg(id ORDER BY settlement_date, id)::text AS ids FROM (SELECT fr.id, fr.settlement_date
         FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE} ORDER BY fr.settlement_date, fr.id LIMIT $3) t`,
      [1, credit, taken.length],
    );
    expect(line?.ids).toBe(`{${taken.join(',')}}`);
    // Exact money: each fee pro rata per day, half up; Σ fees = fee; net + fee = gross.
    for (const r of s.receivables) expect(r.fee).toBe(feeCents(r.amount, 199, credit, r.original_date));
    expect(s.fee_amount).toBe(s.receivables.reduce((t: number, r: { fee: number }) => t + r.fee, 0));
    expect(s.net_amount + s.fee_amount).toBe(s.amount);
    expect(s.fee_amount).toBeGreaterThan(0);
    // Each receivable's amount is its net of MDR, what it would have paid on its date.
    for (const r of s.receivables) {
      const [row] = await api.sql(
        `SELECT net_cents, settlement_date::text AS d FROM financial_receivable WHERE merchant_id = 1 AND id = $1`,
        [r.id],
      );
      expect([Number(row?.net_cents), row?.d]).toEqual([r.amount, r.original_date]);
    }
    const minutes = (Date.parse(s.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(
      await num(`SELECT count(*)::int FROM anticipation_simulation WHERE id = $1 AND merchant_id = 1`, [
        s.simulation_id,
      ]),
    ).toBe(1);
  });

  it('rounds a fee of exactly half a cent up (server side, at a real receivable)', async () => {
    const [first] = await api.sql(
      `SELECT fr.id, fr.receivable_unit_id AS unit, fr.net_cents AS net, (fr.settlement_date - $2::date) AS days
         FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE} ORDER BY fr.settlement_date, fr.id LIMIT 1`,
      [1, credit],
    );
    const days = Number(first?.days);
    // The value whose fee is k + 0,5 cents: value × 199 × days ≡ 150.000 (mod 300.000).
    let value = 1;
    while ((value * 199 * days) % 300_000 !== 150_000) value++;
    const delta = value - Number(first?.net);
    // Give the nearest receivable that value, keeping its unit, payout and payment exact (and back after).
    await shiftValue(Number(first?.id), Number(first?.unit), delta);
    const s = (await simulate(value)).body;
    expect(s.receivables_count).toBe(1);
    expect(s.receivables[0]?.id).toBe(Number(first?.id));
    // fee × 300.000 − value × 199 × days = 150.000: exactly half a cent, taken up.
    expect(s.fee_amount * 300_000 - value * 199 * days).toBe(150_000);
    await shiftValue(Number(first?.id), Number(first?.unit), -delta);
  });

  it('refuses more than what is available, a non-positive amount and less than the nearest receivable', async () => {
    const top = (await available()).body.amount;
    const over = await simulate(top + 1);
    expect(over.status).toBe(400);
    expect(over.error.message).toMatch(/^O valor passa do disponível para antecipar \(R\$ [\d.]+,\d\d\)\.$/);
    expect((await simulate(0)).status).toBe(400);
    expect((await simulate(10.5)).status).toBe(400);
    expect((await simulate('100')).status).toBe(400);
    const tiny = await simulate(1);
    expect(tiny.status).toBe(400);
    expect(tiny.error.message).toMatch(/^O valor é menor que o do recebível mais próximo/);
  });

  it('is refused to suporte (bypass is no acting role)', async () => {
    const refused = await simulate(100_000, 'suporte');
    expect(refusalOf(refused)).toEqual({ status: 403, body: { message: 'Acesso negado.' } });
  });
});

describe('the strict sandbox', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await openTestApi({ strictContract: true });
  }, SEED_TIMEOUT);
  afterAll(() => strict.close());

  it('does not serve the calls (404)', async () => {
    const calls = anticipationCalls(() => strict);
    expect((await calls.available()).status).toBe(404);
    expect((await calls.simulate(10_000)).status).toBe(404);
    expect((await calls.receivables('x')).status).toBe(404);
    expect((await calls.confirm('x', 'k')).status).toBe(404);
    expect((await calls.list()).status).toBe(404);
  });
});
