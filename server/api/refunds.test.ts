import { describe, expect, it } from 'vitest';
import { refundCreate, refundList } from '../../contract/refunds.ts';
import { addDays } from '../domain/zone.ts';
import { OPERATION, useRefundApi } from './refund-test-helpers.ts';

// Refunds (issue 23): the rules, tenancy, the role, idempotency and what they do to receivables.
// Money effects and the answers of the other screens: refund-effects.test.ts.

const { api, call, refund, sale, spAt, sql } = useRefundApi();

const receivableSums = async (id: number) => {
  const [row] = await sql(
    `SELECT coalesce(sum(gross_cents), 0)::int AS gross, coalesce(sum(net_cents), 0)::int AS net,
            count(*)::int AS n, count(*) FILTER (WHERE gross_cents <> mdr_cents + net_cents)::int AS unbalanced
       FROM financial_receivable WHERE transaction_id = $1`,
    [id],
  );
  return row as { gross: number; net: number; n: number; unbalanced: number };
};

const refundsCount = async (id: number) =>
  Number((await sql(`SELECT count(*)::int AS n FROM refund WHERE transaction_id = $1`, [id]))[0]?.n);

describe('refunds: create and list', () => {
  it('refunds part of a credit sale: a REFUND, listed, its receivables smaller by exactly the amount', async () => {
    const id = await sale({ amountCents: 30_000, installments: 3, at: spAt(-10, 14) });
    const before = await receivableSums(id);
    const done = await refund(id, { amount: 12_345, reason: 'Cliente devolveu um item' }, 'partial-1');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      transaction_id: id,
      amount: 12_345,
      kind: 'REFUND',
      status: 'DONE',
      reason: 'Cliente devolveu um item',
    });
    const after = await receivableSums(id);
    // Gross: exactly what the customer got back; gross = MDR + net on every receivable.
    expect(after.gross).toBe(before.gross - 12_345);
    expect(after.unbalanced).toBe(0);
    // From the last installment back: the third (10.000) gone, the second 7.655 smaller.
    const rows = await sql(
      `SELECT n_installment, gross_cents FROM financial_receivable WHERE transaction_id = $1 ORDER BY 1`,
      [id],
    );
    expect(rows).toEqual([
      { n_installment: 1, gross_cents: 10_000 },
      { n_installment: 2, gross_cents: 7_655 },
    ]);
    const list = await call(refundList, `/v1/app/transaction/${id}/refunds`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([done.body]);
  });

  it('refunds the whole rest without an amount, then refuses anything more', async () => {
    const id = await sale({ amountCents: 20_000, installments: 2, at: spAt(-5, 10) });
    expect((await refund(id, { amount: 5_000 }, 'rest-1')).status).toBe(201);
    const rest = await refund(id, {}, 'rest-2');
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toBe(15_000);
    expect(await receivableSums(id)).toMatchObject({ gross: 0, n: 0 });
    const more = await refund(id, { amount: 1 }, 'rest-3');
    expect(more.status).toBe(400);
    expect(more.error.message).toBe('Esta venda já foi estornada por inteiro.');
  });

  it('is a CANCELLATION the same São Paulo day (23:30 there is tomorrow in UTC): its receivables vanish', async () => {
    const late = spAt(0, 23, 30);
    expect(late.toISOString().slice(0, 10)).toBe(addDays(api().db.seedDate, 1));
    const id = await sale({ amountCents: 9_900, installments: 2, at: late });
    expect((await receivableSums(id)).n).toBe(2);
    const done = await refund(id, {}, 'cancel-1');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ kind: 'CANCELLATION', amount: 9_900 });
    expect(await receivableSums(id)).toMatchObject({ gross: 0, n: 0 });
    // The same day's sale fully cancelled: requirements §4's CANCELLED ("estornada/cancelada").
    expect((await sql(`SELECT status FROM card_transaction WHERE transaction_id = $1`, [id]))[0]?.status).toBe(
      'CANCELLED',
    );
  });

  it('is a REFUND for a sale of 23:30 São Paulo time the day before; the whole one turns REFUNDED', async () => {
    const id = await sale({ amountCents: 4_000, at: spAt(-1, 23, 30) });
    const done = await refund(id, {}, 'yesterday-1');
    expect(done.body).toMatchObject({ kind: 'REFUND', amount: 4_000 });
    expect((await sql(`SELECT status FROM card_transaction WHERE transaction_id = $1`, [id]))[0]?.status).toBe(
      'REFUNDED',
    );
  });
});

describe('refunds: the rules, each a 400 in Portuguese', () => {
  const refused = async (id: number, body: unknown, message: string | RegExp) => {
    const answer = await refund(id, body, `refused-${id}-${JSON.stringify(body)}`);
    expect(answer.status, JSON.stringify(answer.raw)).toBe(400);
    expect(JSON.stringify(answer.raw)).toMatch(message);
    expect(await refundsCount(id)).toBe(0);
  };

  it('takes an amount above zero, in whole cents, and a reason up to 140 characters', async () => {
    const id = await sale({ amountCents: 5_000, at: spAt(-3, 9) });
    await refused(id, { amount: 0 }, 'O valor do estorno deve ser maior que zero');
    await refused(id, { amount: 10.5 }, 'Informe o valor em centavos');
    await refused(id, { amount: 100, reason: 'x'.repeat(141) }, 'O motivo pode ter no máximo 140 caracteres');
  });

  it('takes no more than what is left to refund', async () => {
    const id = await sale({ amountCents: 5_000, at: spAt(-3, 9) });
    await refused(id, { amount: 5_001 }, 'O valor do estorno passa do que resta a estornar nesta venda (R$');
    expect((await refund(id, { amount: 3_000 }, 'left-1')).status).toBe(201);
    const over = await refund(id, { amount: 2_001 }, 'left-2');
    expect(over.status).toBe(400);
    expect(over.error.message).toMatch(/R\$\s20,00/);
  });

  it('refunds debit sales only in full', async () => {
    const id = await sale({ amountCents: 7_000, at: spAt(-2, 11) });
    await sql(`UPDATE card_transaction SET operation_id = $1 WHERE transaction_id = $2`, [OPERATION.DEBIT, id]);
    await refused(id, { amount: 1_000 }, 'Vendas no débito só podem ser estornadas por inteiro.');
    expect((await refund(id, { amount: 7_000 }, 'debit-full')).status).toBe(201);
  });

  it('refunds Pix sales within 90 days, in part too', async () => {
    const old = await sale({
      method: 'PIX',
      amountCents: 6_000,
      brandId: null,
      bin: null,
      last4: null,
      at: spAt(-91, 10),
    });
    await refused(old, {}, 'Vendas por Pix só podem ser estornadas em até 90 dias.');
    const recent = await sale({
      method: 'PIX',
      amountCents: 6_000,
      brandId: null,
      bin: null,
      last4: null,
      at: spAt(-90, 10),
    });
    expect((await refund(recent, { amount: 2_500 }, 'pix-90')).status).toBe(201);
  });

  it('never refunds a boleto sale', async () => {
    const id = await sale({
      method: 'BILLET',
      amountCents: 8_000,
      brandId: null,
      bin: null,
      last4: null,
      at: spAt(-4, 10),
    });
    await refused(id, {}, 'Vendas por boleto não podem ser estornadas');
  });

  it('refunds only confirmed sales, up to 180 days old', async () => {
    const denied = await sale({ status: 'DENIED', amountCents: 3_000, at: spAt(-1, 10) });
    await refused(denied, {}, 'Só vendas confirmadas podem ser estornadas.');
    const old = await sale({ amountCents: 3_000, at: spAt(-181, 10) });
    await refused(old, {}, 'Vendas com mais de 180 dias não podem ser estornadas.');
    const edge = await sale({ amountCents: 3_000, at: spAt(-180, 10) });
    expect((await refund(edge, {}, 'edge-180')).status).toBe(201);
  });

  it('requires the Idempotency-Key header', async () => {
    const id = await sale({ amountCents: 3_000, at: spAt(-1, 10) });
    const answer = await call(refundCreate, `/v1/app/transaction/${id}/refund`, { body: {} });
    expect(answer.status).toBe(400);
    expect(await refundsCount(id)).toBe(0);
  });
});

describe('refunds: who may', () => {
  it("answers 404 for another merchant's sale, both ways, and for an unknown one", async () => {
    const mine = await sale({ merchantId: 1, amountCents: 3_000, at: spAt(-1, 10) });
    const theirs = await sale({ merchantId: 3, amountCents: 3_000, at: spAt(-1, 10) });
    for (const [id, as] of [
      [theirs, 'lojista'],
      [mine, 'vendedor'],
      [999_999_999, 'lojista'],
    ] as const) {
      expect((await refund(id, {}, `tenancy-${id}-${as}`, as)).status).toBe(404);
      expect((await call(refundList, `/v1/app/transaction/${id}/refunds`, { as })).status).toBe(404);
    }
    expect(await refundsCount(mine)).toBe(0);
    expect(await refundsCount(theirs)).toBe(0);
    expect((await refund(theirs, {}, 'tenancy-own', 'vendedor')).status).toBe(201);
  });

  it('answers 403 to a token without sales_refund: suporte (bypass only) and lojista without the role', async () => {
    const id = await sale({ amountCents: 3_000, at: spAt(-1, 10) });
    for (const as of ['suporte', 'lojistaSemPapel'] as const) {
      const answer = await refund(id, {}, `role-${as}`, as);
      expect(answer.status, as).toBe(403);
      expect(answer.error.message).toBe('Acesso negado.');
      // Seeing the sale's refunds needs no role.
      expect((await call(refundList, `/v1/app/transaction/${id}/refunds`, { as })).status).toBe(200);
    }
    expect(await refundsCount(id)).toBe(0);
  });
});

describe('refunds: one refund per key, never more than the sale', () => {
  it('refunds once for 20 parallel requests with one key, all answered alike', async () => {
    const id = await sale({ amountCents: 50_000, installments: 5, at: spAt(-20, 15) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(id, { amount: 1_000 }, 'same-key')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.raw))).size).toBe(1);
    expect(await refundsCount(id)).toBe(1);
    // A retry later gets the first answer again; another body under the key is a 409.
    expect(await refund(id, { amount: 1_000 }, 'same-key')).toEqual(answers[0]);
    const other = await refund(id, { amount: 2_000 }, 'same-key');
    expect(other.status).toBe(409);
    expect(other.error.message).toBe('Esta Idempotency-Key já foi usada com outro pedido.');
    expect(await refundsCount(id)).toBe(1);
  });

  it('refunds a sale once when 20 requests with different keys each ask for all of it', async () => {
    const id = await sale({ amountCents: 25_000, installments: 2, at: spAt(-8, 13) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => refund(id, { amount: 25_000 }, `race-${n}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(400)]);
    expect(await refundsCount(id)).toBe(1);
    const [total] = await sql(`SELECT sum(amount_cents)::int AS sum FROM refund WHERE transaction_id = $1`, [id]);
    expect(total?.sum).toBe(25_000);
    expect(await receivableSums(id)).toMatchObject({ gross: 0, n: 0 });
  });
});
