import { describe, expect, it } from 'vitest';
import { paylinkGet } from '../../contract/paylinks.ts';
import { APPROVE, cardBody, usePaylinkApi } from './paylink-test-helpers.ts';

// One charge per payment: the Idempotency-Key's claim, the sale and the saved answer commit
// together, so every retry either replays the first answer or is the one charge.
// (The same after real crashes: payment-crash.test.ts.)

const { api, call, createLink, payCard } = usePaylinkApi();

const salesOf = async (linkId: number) =>
  Number(
    (
      await api().sql(
        `SELECT count(*)::int AS n FROM card_transaction t JOIN paylink_payment p ON p.transaction_id = t.transaction_id
         WHERE p.paylink_id = $1`,
        [linkId],
      )
    )[0]?.n,
  );

describe('card payments', () => {
  it('charge once for 20 parallel requests with one key, all answered alike', async () => {
    const link = await createLink('lojista', { amount: 8_800 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payCard(link.url_hash, 'parallel-1', cardBody(APPROVE, 2))),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.raw))).size).toBe(1);
    expect(await salesOf(link.id)).toBe(1);
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body).toMatchObject({
      payments_count: 1,
      paid_amount: 8_800,
    });
  });

  it('pay a single-use link once when three customers race for it', async () => {
    const link = await createLink('lojista', { amount: 8_900, reusable: false });
    const answers = await Promise.all(
      [1, 2, 3].map((n) => payCard(link.url_hash, `race-${n}`, cardBody(APPROVE), `203.0.113.${n}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410, 410]);
    expect(await salesOf(link.id)).toBe(1);
  });

  it('refuse a tampered amount or installment count', async () => {
    const link = await createLink('lojista', { amount: 9_000, max_installments: 3 });
    const over = await payCard(link.url_hash, 'tamper-1', cardBody(APPROVE, 4));
    expect(over.status).toBe(400);
    expect(over.error.detail).toEqual(['installments: O campo Parcelas deve ser de 1 a 3']);
    const amount = await payCard(link.url_hash, 'tamper-2', { ...cardBody(APPROVE), amount: 100 });
    expect(amount.status).toBe(400);
    expect((await payCard(link.url_hash, 'tamper-3', cardBody(APPROVE, 0))).status).toBe(400);
    expect(await salesOf(link.id)).toBe(0);
  });

  it('answer 409 to the same key with another payment', async () => {
    const link = await createLink('lojista', { amount: 9_100 });
    expect((await payCard(link.url_hash, 'other-1', cardBody(APPROVE, 1))).status).toBe(201);
    const other = await payCard(link.url_hash, 'other-1', cardBody(APPROVE, 2));
    expect(other.status).toBe(409);
    expect(other.error.message).toBe('Esta Idempotency-Key já foi usada com outro pedido.');
  });

  it('keeps each key to its link: the same key on another link is another payment', async () => {
    const one = await createLink('lojista', { amount: 9_200 });
    const two = await createLink('lojista', { amount: 9_300 });
    expect((await payCard(one.url_hash, 'shared-key', cardBody(APPROVE))).status).toBe(201);
    expect((await payCard(two.url_hash, 'shared-key', cardBody(APPROVE))).status).toBe(201);
    expect(await salesOf(one.id)).toBe(1);
    expect(await salesOf(two.id)).toBe(1);
    // One table for every money call's keys (decision 031), scoped by link.
    const keys = await api().sql(`SELECT scope FROM idempotency_key WHERE key = 'shared-key' ORDER BY scope`);
    expect(keys.map((k) => k.scope)).toEqual([`card:${one.id}`, `card:${two.id}`].sort());
  });
});
