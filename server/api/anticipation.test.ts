import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDateAfter, feeCents } from '../domain/anticipation/math.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

// Receivables anticipation (issue 23) against a real seeded PGlite: every rule, exact money,
// tenancy both ways, idempotency and races. Confirmations change the data, so each test takes
// its receivables from the nearest ones still free and checks differences, not absolutes.

let api: TestApi;
let credit: string;
beforeAll(async () => {
  api = await openTestApi();
  credit = creditDateAfter(api.db.seedDate);
}, SEED_TIMEOUT);
afterAll(() => api.close());

const { available, simulate, confirm, list } = anticipationCalls(() => api);

const num = async (statement: string, params: (string | number)[] = []) =>
  Number(Object.values((await api.sql(statement, params))[0] ?? {})[0] ?? 0);

/** The rule of what can be anticipated, written again in plain SQL. */
const ANTICIPABLE = `fr.merchant_id = $1 AND fr.settlement_date > $2::date AND fr.operation_id IN (1, 2)
  AND NOT fr.paid AND NOT fr.blocked AND NOT fr.anticipation AND fr.receivable_unit_id IS NOT NULL`;
const IN_FORCE = `EXISTS (SELECT 1 FROM contract_effect ce WHERE ce.receivable_unit_id = fr.receivable_unit_id
  AND NOT ce.deprecated AND ce.operation <> 'B' AND NOT ce.smoke_contract_effect)`;

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

/** Changes a receivable's value by `delta`, and its unit, CERC payout and payment with it. */
async function shiftValue(id: number, unit: number, delta: number) {
  await api.sql(
    `UPDATE financial_receivable SET gross_cents = gross_cents + $2, net_cents = net_cents + $2
       WHERE merchant_id = 1 AND id = $1`,
    [id, delta],
  );
  await api.sql(
    `UPDATE receivable_unit SET amount_cents = amount_cents + $2, payable_cents = payable_cents + $2 WHERE id = $1`,
    [unit, delta],
  );
  await api.sql(
    `UPDATE cerc_ur_payment SET amount_cents = amount_cents + $2 WHERE receivable_unit_id = $1 AND contract_effect_id IS NULL`,
    [unit, delta],
  );
  await api.sql(
    `UPDATE payment SET amount_cents = amount_cents + $2 WHERE id = (SELECT payment_id FROM receivable_unit WHERE id = $1)`,
    [unit, delta],
  );
}

describe('a simulation', () => {
  it('takes whole receivables from the nearest date while the sum stays ≤ the amount', async () => {
    const answer = await simulate(100_000);
    expect(answer.status).toBe(201);
    const s = answer.body;
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
    expect(s.receivables).toHaveLength(1);
    expect(s.receivables[0].id).toBe(Number(first?.id));
    // fee × 300.000 − value × 199 × days = 150.000: exactly half a cent, taken up.
    expect(s.fee_amount * 300_000 - value * 199 * days).toBe(150_000);
    await shiftValue(Number(first?.id), Number(first?.unit), -delta);
  });

  it('refuses more than what is available, a non-positive amount and less than the nearest receivable', async () => {
    const top = (await available()).body.amount as number;
    const over = await simulate(top + 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^O valor passa do disponível para antecipar \(R\$ [\d.]+,\d\d\)\.$/);
    expect((await simulate(0)).status).toBe(400);
    expect((await simulate(10.5)).status).toBe(400);
    expect((await simulate('100')).status).toBe(400);
    const tiny = await simulate(1);
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toMatch(/^O valor é menor que o do recebível mais próximo/);
  });

  it('is refused to suporte (bypass is no acting role)', async () => {
    const refused = await simulate(100_000, 'suporte');
    expect(refused).toEqual({ status: 403, body: { message: 'Acesso negado.' } });
  });
});

interface Payment {
  id: number;
  payment_date: string;
  amount: number;
}

/** The merchant's calendar from today on (the expected payments). */
async function futurePayments(as: 'lojista' | 'vendedor' = 'lojista'): Promise<Payment[]> {
  const end = (await api.sql(`SELECT ($1::date + 400)::text AS d`, [api.db.seedDate]))[0]?.d as string;
  const start = (await api.sql(`SELECT ($1::date + 1)::text AS d`, [api.db.seedDate]))[0]?.d as string;
  const res = await anticipationCalls(() => api).call('GET', `/v1/app/payment?dt_start=${start}&dt_end=${end}`, { as });
  expect(res.status).toBe(200);
  return res.body.future_payments as Payment[];
}
const onDay = (payments: Payment[], day: string) =>
  payments.filter((p) => p.payment_date === day).reduce((t, p) => t + p.amount, 0);

/** decision 008's invariants over every row of a merchant, straight from SQL (0 = none broken). */
async function brokenInvariants(merchantId: number) {
  return num(
    `WITH fr AS (SELECT receivable_unit_id AS unit, sum(net_cents) AS net, count(*) AS n FROM financial_receivable
                  WHERE merchant_id = $1 AND receivable_unit_id IS NOT NULL GROUP BY 1),
          u AS (SELECT payment_id, sum(payable_cents) AS payable, count(*) AS n FROM receivable_unit
                  WHERE merchant_id = $1 GROUP BY 1),
          c AS (SELECT receivable_unit_id AS unit, sum(amount_cents) AS amount FROM cerc_ur_payment
                  WHERE merchant_id = $1 GROUP BY 1)
     SELECT
       (SELECT count(*) FROM receivable_unit x LEFT JOIN fr ON fr.unit = x.id WHERE x.merchant_id = $1
          AND (x.amount_cents <> coalesce(fr.net, 0) OR x.installment_count <> coalesce(fr.n, 0)))
     + (SELECT count(*) FROM payment p LEFT JOIN u ON u.payment_id = p.id WHERE p.merchant_id = $1
          AND (p.amount_cents <> coalesce(u.payable, 0) OR p.receivable_unit_count <> coalesce(u.n, 0)))
     + (SELECT count(*) FROM receivable_unit x LEFT JOIN c ON c.unit = x.id WHERE x.merchant_id = $1
          AND x.amount_cents <> coalesce(c.amount, 0))
     + (SELECT count(*) FROM financial_receivable r LEFT JOIN receivable_unit x ON x.id = r.receivable_unit_id
          WHERE r.merchant_id = $1 AND r.receivable_unit_id IS NOT NULL
          AND (x.id IS NULL OR x.dt_liquidation <> r.settlement_date))
     AS broken`,
    [merchantId],
  );
}

/** Σ of the next `k` receivables that can be anticipated: a simulation of it takes exactly them. */
async function nextAmount(k: number, merchantId = 1) {
  return num(
    `SELECT sum(net_cents)::int FROM (SELECT fr.net_cents FROM financial_receivable fr
       WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE} ORDER BY fr.settlement_date, fr.id LIMIT ${k}) t`,
    [merchantId, credit],
  );
}

describe('confirming a simulation', () => {
  it('anticipates R$ 1.000,00: the receivables move to the credit date at their net less the fee', async () => {
    const before = await available();
    const paymentsBefore = await futurePayments();
    const get = (path: string) => anticipationCalls(() => api).call('GET', path);
    // The statement's filter of the credit date, read (and cached) before: it must see the change.
    const statement = `/v1/app/financial/receivable?anticipation=true&start_date=${credit}&end_date=${credit}`;
    const statementBefore = (await get(statement)).body;
    const installments = `/v1/app/payment/future/installments?date=${credit}`;
    const installmentsBefore = (await get(installments)).body;
    const s = (await simulate(100_000)).body;
    const done = await confirm(s.simulation_id, 'first-1');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      amount: s.amount,
      fee_amount: s.fee_amount,
      net_amount: s.net_amount,
      credit_date: credit,
      rate_monthly: 1.99,
      receivables_count: s.receivables.length,
    });
    expect(done.body.net_amount + done.body.fee_amount).toBe(done.body.amount);

    // The statement: each receivable anticipated, on the credit date, its net less its fee.
    for (const r of s.receivables) {
      const res = await anticipationCalls(() => api).call('GET', `/v1/app/financial/receivable?id=${r.id}`);
      expect(res.body.data[0]).toMatchObject({
        id: r.id,
        anticipation: true,
        settlement_date: credit,
        original_date: r.original_date,
        net_amount: r.amount - r.fee,
        paid: false,
      });
    }
    const statementAfter = (await get(statement)).body;
    expect(statementAfter.total).toBe(statementBefore.total + s.receivables.length);
    expect(statementAfter.sum.net_amount - statementBefore.sum.net_amount).toBe(s.net_amount);
    // The credit date's installments (payments → future day) list them.
    const installmentsAfter = (await get(installments)).body;
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
    expect(await brokenInvariants(1)).toBe(0);

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
    expect(reused).toEqual({
      status: 409,
      body: { message: 'Esta Idempotency-Key já foi usada com outra simulação.' },
    });
    // The used simulation under a new key: 409, and nothing is anticipated twice.
    const again = await confirm(s.simulation_id, 'replay-2');
    expect(again).toEqual({ status: 409, body: { message: 'Esta simulação já foi usada.' } });
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(1);
  });

  it('anticipates once for 20 parallel confirmations with one key, all answered alike', async () => {
    const s = (await simulate(await nextAmount(3))).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(s.simulation_id, 'parallel-1')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(1);
    expect(await brokenInvariants(1)).toBe(0);
  });

  it('lets one of two simulations racing for the same receivables win; the other gets 409', async () => {
    const a = (await simulate(await nextAmount(3))).body;
    const b = (await simulate(await nextAmount(2))).body;
    expect(b.receivables[0].id).toBe(a.receivables[0].id);
    const answers = await Promise.all([confirm(a.simulation_id, 'race-a'), confirm(b.simulation_id, 'race-b')]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(answers.find((x) => x.status === 409)?.body.message).toMatch(/já não está disponível/);
    expect(await brokenInvariants(1)).toBe(0);
  });

  it('refuses receivables a refund changed after the simulation (409)', async () => {
    const s = (await simulate(await nextAmount(2))).body;
    const last = s.receivables.at(-1);
    // What a partial refund does to a future receivable: less gross and net.
    await api.sql(
      `UPDATE financial_receivable SET gross_cents = gross_cents - 100, net_cents = net_cents - 100 WHERE merchant_id = 1 AND id = $1`,
      [last.id],
    );
    const refused = await confirm(s.simulation_id, 'refunded-1');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/já não está disponível/);
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
    expect(expired).toEqual({ status: 410, body: { message: 'A simulação expirou: simule novamente.' } });
    expect(await num(`SELECT count(*)::int FROM anticipation WHERE simulation_id = $1`, [s.simulation_id])).toBe(0);
  });

  it('keeps simulations and anticipations to their merchant, both ways (404)', async () => {
    const mine = (await simulate(await nextAmount(1))).body;
    const theirs = (await simulate(await nextAmount(2, 3), 'vendedor')).body;
    expect(theirs.simulation_id).toBeTypeOf('string');
    expect(await confirm(mine.simulation_id, 'tenancy-1', 'vendedor')).toEqual({
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
    expect(await brokenInvariants(3)).toBe(0);
  });

  it('is refused to suporte (403), and asks for an Idempotency-Key (400)', async () => {
    const s = (await simulate(await nextAmount(1))).body;
    expect(await confirm(s.simulation_id, 'suporte-1', 'suporte')).toEqual({
      status: 403,
      body: { message: 'Acesso negado.' },
    });
    const noKey = await anticipationCalls(() => api).call('POST', '/v1/app/anticipation', {
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
    expect((await calls.confirm('x', 'k')).status).toBe(404);
    expect((await calls.list()).status).toBe(404);
  });
});
