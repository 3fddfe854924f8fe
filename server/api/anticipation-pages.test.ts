import { describe, expect, it } from 'vitest';
import { feeCents } from '../domain/anticipation/math.ts';
import { refusalOf } from '../testing/contract-answers.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { ANTICIPABLE, anticipationSql, IN_FORCE, openAnticipationApi } from './anticipation-test-sql.ts';
import type { TestApi } from './test-helpers.ts';

// A simulation's receivables in pages (issue 31): the answer keeps its totals and the first page,
// whatever the amount; GET …/simulation/{id}/receivables reads the rest; confirming still
// anticipates every one of them.

let api: TestApi;
let credit: string;
openAnticipationApi((opened, day) => {
  api = opened;
  credit = day;
});

const { available, simulate, confirm, receivables, allReceivables } = anticipationCalls(() => api);
const { num, brokenInvariants, nextAmount } = anticipationSql(
  () => api,
  () => credit,
);
const NOT_FOUND = { status: 404, body: { message: 'Registro não encontrado.' } };

describe('the simulation of everything', () => {
  it('answers its totals and the first 20 receivables in ≤ 100 KB; the pages hold every one, priced', async () => {
    const everything = (await available()).body;
    expect(everything.receivables_count).toBeGreaterThan(10_000);
    const answer = await simulate(everything.amount);
    expect(answer.status).toBe(201);
    const s = answer.body;
    expect(JSON.stringify(s).length).toBeLessThanOrEqual(100_000);
    expect(s.amount).toBe(everything.amount);
    expect(s.receivables_count).toBe(everything.receivables_count);
    expect(s.receivables).toHaveLength(20);

    // Page after page: each receivable once, in the order they are taken, as the first page began.
    const all = await allReceivables(s.simulation_id);
    expect(all).toHaveLength(s.receivables_count);
    expect(all.slice(0, 20)).toEqual(s.receivables);
    const [line] = await api.sql(
      `SELECT array_agg(fr.id ORDER BY fr.settlement_date, fr.id)::text AS ids
         FROM financial_receivable fr WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE}`,
      [1, credit],
    );
    expect(line?.ids).toBe(`{${all.map((r) => r.id).join(',')}}`);
    // Priced in SQL, each fee is the domain rule's to the cent, and the totals are their sums.
    const wrong = all.filter((r) => r.fee !== feeCents(r.amount, 199, credit, r.original_date));
    expect(wrong).toEqual([]);
    expect(all.reduce((t, r) => t + r.amount, 0)).toBe(s.amount);
    expect(all.reduce((t, r) => t + r.fee, 0)).toBe(s.fee_amount);
    expect(s.net_amount + s.fee_amount).toBe(s.amount);
  });
});

describe('a simulation’s receivables', () => {
  it('page like the other lists: page and perPage, { data, total }, 400 outside the limits', async () => {
    const s = (await simulate(await nextAmount(45))).body;
    expect(s.receivables_count).toBe(45);
    const all = await allReceivables(s.simulation_id);
    const first = await receivables(s.simulation_id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: s.receivables, total: 45 });
    expect((await receivables(s.simulation_id, '?page=3&perPage=7')).body).toEqual({
      data: all.slice(14, 21),
      total: 45,
    });
    expect((await receivables(s.simulation_id, '?page=3&perPage=20')).body.data).toEqual(all.slice(40));
    expect((await receivables(s.simulation_id, '?page=4&perPage=20')).body).toEqual({ data: [], total: 45 });
    expect((await receivables(s.simulation_id, '?perPage=101')).status).toBe(400);
    expect((await receivables(s.simulation_id, '?page=0')).status).toBe(400);
    expect((await receivables(s.simulation_id, '?sortBy=fee')).status).toBe(400);
  });

  it('are the merchant’s own: another merchant’s simulation or an unknown one is a 404', async () => {
    const mine = (await simulate(await nextAmount(1))).body;
    const theirs = (await simulate(await nextAmount(2, 3), 'vendedor')).body;
    expect(refusalOf(await receivables(mine.simulation_id, '', 'vendedor'))).toEqual(NOT_FOUND);
    expect(refusalOf(await receivables(theirs.simulation_id))).toEqual(NOT_FOUND);
    expect(refusalOf(await receivables('00000000-0000-0000-0000-000000000000'))).toEqual(NOT_FOUND);
    expect((await receivables(theirs.simulation_id, '', 'vendedor')).body.total).toBe(2);
    // Reading needs no acting role: suporte sees merchant 1's, as it sees what is available.
    expect((await receivables(mine.simulation_id, '', 'suporte')).body.total).toBe(1);
  });

  it('still answer once the simulation expired', async () => {
    const s = (await simulate(await nextAmount(3))).body;
    await api.sql(`UPDATE anticipation_simulation SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      s.simulation_id,
    ]);
    expect((await confirm(s.simulation_id, 'pages-expired')).status).toBe(410);
    expect((await receivables(s.simulation_id)).body).toEqual({ data: s.receivables, total: 3 });
  });
});

describe('confirming a simulation of many pages', () => {
  it('anticipates every receivable of it, not only the first page', async () => {
    const before = (await available()).body;
    const s = (await simulate(await nextAmount(150))).body;
    expect(s.receivables).toHaveLength(20);
    const all = await allReceivables(s.simulation_id);
    const done = await confirm(s.simulation_id, 'pages-confirm');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ amount: s.amount, fee_amount: s.fee_amount, receivables_count: 150 });
    const anticipated = await api.sql(
      `SELECT receivable_id AS id, original_date::text, amount_cents AS amount, fee_cents AS fee
         FROM anticipation_receivable WHERE anticipation_id = $1 ORDER BY original_date, receivable_id`,
      [done.body.anticipation_id],
    );
    expect(anticipated.map((r) => ({ ...r, amount: Number(r.amount), fee: Number(r.fee) }))).toEqual(all);
    const ids = `{${all.map((r) => r.id).join(',')}}`;
    expect(
      await num(
        `SELECT count(*)::int FROM financial_receivable WHERE merchant_id = 1 AND anticipation AND id = ANY($1::int[])
        AND settlement_date = $2::date`,
        [ids, credit],
      ),
    ).toBe(150);
    const after = (await available()).body;
    expect(before.receivables_count - after.receivables_count).toBe(150);
    expect(before.amount - after.amount).toBe(s.amount);
    // The confirmed simulation's receivables still read.
    expect((await receivables(s.simulation_id, '?page=8&perPage=20')).body).toEqual({
      data: all.slice(140),
      total: 150,
    });
    expect(await brokenInvariants(1)).toEqual([]);
  });
});
