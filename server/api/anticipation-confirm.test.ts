import { describe, expect, it } from 'vitest';
import { anticipationConfirm } from '../../contract/anticipation.ts';
import { receivableList } from '../../contract/financial.ts';
import { futureInstallments } from '../../contract/payments.ts';
import { refusalOf } from '../testing/contract-answers.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { anticipationSql, openAnticipationApi, onDay, type Payment } from './anticipation-test-sql.ts';
import type { TestApi } from './test-helpers.ts';

// Confirming an anticipation (issue 23) against a real seeded PGlite: the receivables, statement
// and payments calendar after it, exact money, idempotency, races, expiry and tenancy both ways.
// Confirmations change the data, so each test takes the nearest receivables still free and
// checks differences, not absolutes.

let api: TestApi;
let credit: string;
openAnticipationApi((opened, day) => {
  api = opened;
  credit = day;
});

const { available, simulate, confirm, list, allReceivables } = anticipationCalls(() => api);
const { num, futurePayments, brokenInvariants, nextAmount } = anticipationSql(
  () => api,
  () => credit,
);

describe('confirming a simulation', () => {
  it('anticipates R$ 1.000,00: the receivables move to the credit date at their net less the fee', async () => {
    const before = await available();
    const paymentsBefore = await futurePayments();
    const { call } = anticipationCalls(() => api);
    // The statement's filter of the credit date, read (and cached) before: it must see the change.
    const statement = `/v1/app/financial/receivable?anticipation=true&start_date=${credit}&end_date=${credit}`;
    const statementBefore = (await call(receivableList, statement)).body;
    const installments = `/v1/app/payment/future/installments?date=${credit}`;
    const installmentsBefore = (await call(futureInstallments, installments)).body;
    const simulation = (await simulate(100_000)).body;
    // Every receivable it takes, not only the first page the simulation answered with.
    const s = { ...simulation, receivables: await allReceivables(simulation.simulation_id) };
    expect(s.receivables).toHaveLength(s.receivables_count);
    const done = await confirm(s.simulation_id, 'first-1');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      amount: s.amount,
      fee_amount: s.fee_amount,
      net_amount: s.net_amount,
      credit_date: credit,
      rate_monthly: 1.99,
      receivables_count: s.receivables_count,
    });
    expect(done.body.net_amount + done.body.fee_amount).toBe(done.body.amount);

    // The statement: each receivable anticipated, on the credit date, its net less its fee.
    for (const r of s.receivables) {
      const res = await call(receivableList, `/v1/app/financial/receivable?id=${r.id}`);
      expect(res.body.data[0]).toMatchObject({
        id: r.id,
        anticipation: true,
        settlement_date: credit,
        original_date: r.original_date,
        net_amount: r.amount - r.fee,
        paid: false,
      });
    }
    const statementAfter = (await call(receivableList, statement)).body;
    expect(statementAfter.total).toBe(statementBefore.total + s.receivables.length);
    expect(statementAfter.sum.net_amount - statementBefore.sum.net_amount).toBe(s.net_amount);
    // The credit date's installments (payments → future day) list them.
    const installmentsAfter = (await call(futureInstallments, installments)).body;
    expect(installmentsAfter.total).toBe(installmentsBefore.total + s.receivables.length);
    expect(installmentsAfter.sum.net_amount - installmentsBefore.sum.net_amount).toBe(s.net_amount);
    // What can be anticipated shrinks by exactly the amount.
    const after = await available();
    expect(after.body.amount).toBe(before.body.amount - s.amount);
    expect(after.body.receivables_count).toBe(before.body.receivables_count - s.receivables.length);

    // The calendar: the credit date's payment gains the net; the old dates lose the receivables.
    const paymentsAfter = await futurePayments();
    expect(onDay(paymentsAfter, credit) - onDay(paymentsBefore, credit)).toBe(s.net_amount);
    const total = (ps: Payment[]) => ps.reduce((t, p) => t + p.amount, 0);
    expect(total(paymentsBefore) - total(paymentsAfter)).toBe(s.fee_amount);
    for (const day of new Set<string>(s.receivables.map((r: { original_date: string }) => r.original_date))) {
      const gone = s.receivables
        .filter((r: { original_date: string }) => r.original_date === day)
        .reduce((t: number, r: { amount: number }) => t + r.amount, 0);
      expect(onDay(paymentsBefore, day) - onDay(paymentsAfter, day)).toBe(gone);
    }
    expect(await brokenInvariants(1)).toEqual([]);

    // The list shows it, newest first.
    const anticipations = await list();
    expect(anticipations.status).toBe(200);
    expect(anticipations.body.data[0]).toEqual(done.body);
  });

  it('replays the first answer for the same key and body; another body with the key is a 409', async () => {
    const s = (await simulate(await nextAmount(2))).body;
    const first = await confirm(s.simulation_id, 'replay-1');
    expect(first.status).toBe(201);
    expect(await confirm(s.simulation_id, 'replay-1')).toEqual(first);
    const other = (await simulate(await nextAmount(1))).body;
    const reused = await confirm(other.simulation_id, 'replay-1');
    expect(refusalOf(reused)).toEqual({
      status: 409,
      body: { message: 'Esta Idempotency-Key já foi usada com outro pedido.' },
    });
    // The used simulation under a new key: 409, and nothing is anticipated twice.
    const again = await confirm(s.simulation_id, 'replay-2');
    expect(refusalOf(again)).toEqual({ status: 409, body: { message: 'Esta simulação já foi usada.' } });
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(1);
  });

  it('anticipates once for 20 parallel confirmations with one key, all answered alike', async () => {
    const s = (await simulate(await nextAmount(3))).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(s.simulation_id, 'parallel-1')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.raw))).size).toBe(1);
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(1);
    expect(await brokenInvariants(1)).toEqual([]);
  });

  it('lets one of two simulations racing for the same receivables win; the other gets 409', async () => {
    const a = (await simulate(await nextAmount(3))).body;
    const b = (await simulate(await nextAmount(2))).body;
    expect(b.receivables[0]?.id).toBe(a.receivables[0]?.id);
    const answers = await Promise.all([confirm(a.simulation_id, 'race-a'), confirm(b.simulation_id, 'race-b')]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(answers.find((x) => x.status === 409)?.error.message).toMatch(/já não está disponível/);
    expect(await brokenInvariants(1)).toEqual([]);
  });

  it('refuses receivables a refund changed after the simulation (409)', async () => {
    const s = (await simulate(await nextAmount(2))).body;
    const last = s.receivables.at(-1);
    if (!last) throw new Error('the simulation took no receivable');
    // What a partial refund does to a future receivable: less gross and net.
    await api.sql(
      `UPDATE financial_receivable SET gross_cents = gross_cents - 100, net_cents = net_cents - 100 WHERE merchant_id = 1 AND id = $1`,
      [last.id],
    );
    const refused = await confirm(s.simulation_id, 'refunded-1');
    expect(refused.status).toBe(409);
    expect(refused.error.message).toMatch(/já não está disponível/);
    await api.sql(
      `UPDATE financial_receivable SET gross_cents = gross_cents + 100, net_cents = net_cents + 100 WHERE merchant_id = 1 AND id = $1`,
      [last.id],
    );
  });

  it('answers 410 to an expired simulation, without waiting 15 minutes', async () => {
    const s = (await simulate(await nextAmount(1))).body;
    await api.sql(`UPDATE anticipation_simulation SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      s.simulation_id,
    ]);
    const expired = await confirm(s.simulation_id, 'expired-1');
    expect(refusalOf(expired)).toEqual({ status: 410, body: { message: 'A simulação expirou: simule novamente.' } });
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(0);
  });

  it('keeps simulations and anticipations to their merchant, both ways (404)', async () => {
    const mine = (await simulate(await nextAmount(1))).body;
    const theirs = (await simulate(await nextAmount(2, 3), 'vendedor')).body;
    expect(theirs.simulation_id).toBeTypeOf('string');
    expect(refusalOf(await confirm(mine.simulation_id, 'tenancy-1', 'vendedor'))).toEqual({
      status: 404,
      body: { message: 'Registro não encontrado.' },
    });
    expect((await confirm(theirs.simulation_id, 'tenancy-2', 'lojista')).status).toBe(404);
    expect((await confirm('00000000-0000-0000-0000-000000000000', 'tenancy-3')).status).toBe(404);
    // Each one's own confirms; each list shows only its own.
    expect((await confirm(theirs.simulation_id, 'tenancy-4', 'vendedor')).status).toBe(201);
    const ids = async (as: 'lojista' | 'vendedor') =>
      (await list('?perPage=100', as)).body.data.map((x: { anticipation_id: number }) => x.anticipation_id);
    const theirIds = await ids('vendedor');
    expect(theirIds).toHaveLength(1);
    expect(await ids('lojista')).not.toContain(theirIds[0]);
    expect(await brokenInvariants(3)).toEqual([]);
  });

  it('is refused to suporte (403), and asks for an Idempotency-Key (400)', async () => {
    const s = (await simulate(await nextAmount(1))).body;
    expect(refusalOf(await confirm(s.simulation_id, 'suporte-1', 'suporte'))).toEqual({
      status: 403,
      body: { message: 'Acesso negado.' },
    });
    const noKey = await anticipationCalls(() => api).call(anticipationConfirm, '/v1/app/anticipation', {
      body: { simulation_id: s.simulation_id },
    });
    expect(noKey.status).toBe(400);
  });
});

describe('the list of anticipations', () => {
  it('pages newest first with the total', async () => {
    const all = (await list('?perPage=100')).body;
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBe(await num(`SELECT count(*)::int FROM anticipation WHERE merchant_id = 1`));
    const created = all.data.map((x: { created_at: string }) => Date.parse(x.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const second = (await list('?perPage=1&page=2')).body;
    expect(second).toEqual({ data: [all.data[1]], total: all.total });
    expect((await list('?perPage=0')).status).toBe(400);
  });
});
