import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/contract-answers.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { type Refunder, useRefundApi } from './refund-test-helpers.ts';

// What a refund costs the merchant (issue 29; decision 031): its amount less its share of the
// MDR, however it is split — twelve pieces cost what one refund of the same total costs — and an
// anticipation fee is neither given back nor taken twice when an anticipated installment is
// refunded. Plus the body's own rules: a JSON object, no control characters.

const { api, refund, sale, spAt, sql } = useRefundApi();
const anticipation = anticipationCalls(api);

/** What the merchant's refunds of a sale cost it, from the ledger: Σ refunds − Σ MDR given back. */
const costOf = async (transactionId: number) => {
  const [row] = await sql(
    `SELECT coalesce(sum(l.amount_cents) FILTER (WHERE l.account IN ('refunds', 'mdr')), 0)::int AS cost,
            coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'payable'), 0)::int AS landed
       FROM ledger_line l JOIN ledger_entry e ON e.id = l.entry_id
      WHERE e.kind = 'REFUND' AND e.transaction_id = $1`,
    [transactionId],
  );
  // The payable lines are what left the merchant's payments: minus the cost, to the cent.
  expect(row?.landed).toBe(-Number(row?.cost));
  return Number(row?.cost);
};

/** Refunds `total` of a sale in `pieces` equal-ish parts, each its own request and key. */
async function refundInPieces(id: number, total: number, pieces: number, tag: string, as: Refunder = 'lojista') {
  for (let i = 0; i < pieces; i++) {
    const amount = i < pieces - 1 ? Math.floor(total / pieces) : total - Math.floor(total / pieces) * (pieces - 1);
    const done = await refund(id, { amount }, `${tag}-${i}`, as);
    expect(done.status, `piece ${i + 1}`).toBe(201);
  }
}

describe('a split refund costs what one refund costs', () => {
  it('when the installments are still to be paid: within a cent a piece', async () => {
    const twin = { amountCents: 246_000, installments: 6, at: spAt(-3, 11) };
    const [whole, split] = [await sale(twin), await sale(twin)];
    await refundInPieces(whole, 200_000, 1, 'free-whole');
    await refundInPieces(split, 200_000, 12, 'free-split');
    const [one, twelve] = [await costOf(whole), await costOf(split)];
    expect(Math.abs(one - twelve)).toBeLessThanOrEqual(12);
    // Its amount less its share of the MDR: each installment's, in proportion (the installments'
    // MDR are the sale's split in whole cents, the first taking the remainder: a cent each at most).
    const [mdr] = await sql(`SELECT mdr_cents, amount_cents FROM card_transaction WHERE transaction_id = $1`, [whole]);
    const proportional = 200_000 - Math.round((Number(mdr?.mdr_cents) * 200_000) / Number(mdr?.amount_cents));
    expect(Math.abs(one - proportional)).toBeLessThanOrEqual(6);
  });

  it('when every installment was anticipated (out of reach): exactly, and the fee stays paid', async () => {
    // Two twin sales of merchant 3 (vendedor, a small shop), then everything it can anticipate.
    const twin = { merchantId: 3, amountCents: 2_460, installments: 3, at: spAt(0, 8) };
    const [whole, split] = [await sale(twin), await sale(twin)];
    const ids = `${whole * 100 + 1},${whole * 100 + 2},${whole * 100 + 3},${split * 100 + 1},${split * 100 + 2},${split * 100 + 3}`;
    // Anticipate everything available: these six installments with it.
    const available = (await anticipation.available('vendedor')).body.amount;
    const simulated = await anticipation.simulate(available, 'vendedor');
    expect(simulated.status).toBe(201);
    expect((await anticipation.confirm(simulated.body.simulation_id, 'split-anticipate', 'vendedor')).status).toBe(201);
    const anticipated = await sql(
      `SELECT count(*)::int AS n FROM financial_receivable WHERE anticipation AND id IN (${ids})`,
    );
    expect(anticipated[0]?.n).toBe(6);
    const feesBefore = await sql(
      `SELECT sum(amount_cents)::int AS fees FROM ledger_line WHERE account = 'anticipation_fees'`,
    );

    await refundInPieces(whole, 2_460, 1, 'out-whole', 'vendedor');
    await refundInPieces(split, 2_460, 12, 'out-split', 'vendedor');
    // Twelve pieces of R$ 2,05, each smaller than an installment's fee: the old rule charged nothing.
    const [one, twelve] = [await costOf(whole), await costOf(split)];
    expect(twelve).toBe(one);
    const [mdr] = await sql(`SELECT mdr_cents FROM card_transaction WHERE transaction_id = $1`, [whole]);
    expect(one).toBe(2_460 - Number(mdr?.mdr_cents));
    expect(one).toBeGreaterThan(0);
    // The fee is neither given back nor charged again.
    expect(
      await sql(`SELECT sum(amount_cents)::int AS fees FROM ledger_line WHERE account = 'anticipation_fees'`),
    ).toEqual(feesBefore);
    // Both sales are refunded whole, and the merchant's money still adds up.
    expect(
      await sql(
        `SELECT status FROM card_transaction WHERE transaction_id IN (${whole}, ${split}) ORDER BY transaction_id`,
      ),
    ).toEqual([{ status: 'CANCELLED' }, { status: 'CANCELLED' }]);
    expect(await ledgerViolations(api().db.orm, 3)).toEqual([]);
  });
});

describe('a refund body', () => {
  it('must be a JSON object: [] refunds nothing', async () => {
    const id = await sale({ amountCents: 5_000, at: spAt(-2, 9) });
    const answer = await refund(id, [], 'body-array');
    expect(refusalOf(answer)).toEqual({
      status: 400,
      body: { message: 'Corpo da requisição inválido: envie um objeto JSON.' },
    });
    expect(await sql(`SELECT count(*)::int AS n FROM refund WHERE transaction_id = $1`, [id])).toEqual([{ n: 0 }]);
  });

  it('refuses control characters in the reason with the field’s message, not a 500', async () => {
    const id = await sale({ amountCents: 5_000, at: spAt(-2, 10) });
    const answer = await refund(id, { amount: 100, reason: 'devolução\u0000' }, 'body-nul');
    expect(answer.status).toBe(400);
    expect(answer.error.detail).toEqual(['reason: O motivo contém caracteres inválidos']);
  });
});
