import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { postEntry } from '../db/queries/ledger.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

// The ledger under every money figure (decision 031), on the seeded data: every invariant holds
// for every merchant, and the database itself refuses an unbalanced entry and any change to a
// posted one. The movements' own tests (refunds, anticipation, payments) and the property test
// end with the same invariants.

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(async () => api?.close());

describe('the seeded ledger', () => {
  it('holds every invariant for every merchant', async () => {
    const merchants = await api.sql('SELECT id FROM merchant ORDER BY id');
    expect(merchants.length).toBeGreaterThanOrEqual(3);
    for (const { id } of merchants) expect(await ledgerViolations(api.db.orm, Number(id))).toEqual([]);
  });

  it('has an entry for every confirmed sale, effect, adjustment and paid payment', async () => {
    const [counts] = await api.sql(`SELECT
      (SELECT count(*) FROM card_transaction WHERE status = 'CONFIRMED')::int AS sales,
      (SELECT count(*) FROM ledger_entry WHERE kind = 'SALE')::int AS sale_entries,
      (SELECT count(*) FROM contract_effect WHERE committed_cents > 0)::int AS effects,
      (SELECT count(*) FROM ledger_entry WHERE kind = 'CONTRACT_EFFECT')::int AS effect_entries,
      (SELECT count(*) FROM manual_adjustment WHERE amount_cents <> 0)::int AS adjustments,
      (SELECT count(*) FROM ledger_entry WHERE kind = 'ADJUSTMENT')::int AS adjustment_entries,
      (SELECT count(*) FROM payment WHERE paid AND amount_cents <> 0)::int AS paid,
      (SELECT count(*) FROM ledger_entry WHERE kind = 'PAYOUT')::int AS payouts`);
    expect(counts?.sale_entries).toBe(counts?.sales);
    expect(counts?.effect_entries).toBe(counts?.effects);
    expect(counts?.adjustment_entries).toBe(counts?.adjustments);
    expect(counts?.payouts).toBe(counts?.paid);
    expect(counts?.effects).toBeGreaterThan(0);
  });

  it('lands boleto credits and adjustments in payments: a payment is what lands', async () => {
    const [row] = await api.sql(`SELECT
      (SELECT count(*) FROM financial_receivable WHERE bank_billet_id IS NOT NULL AND NOT blocked AND payment_id IS NULL)::int AS billets_out,
      (SELECT count(*) FROM manual_adjustment WHERE payment_id IS NULL)::int AS adjustments_out`);
    expect(row).toEqual({ billets_out: 0, adjustments_out: 0 });
  });

  it('refuses an unbalanced entry before writing anything', async () => {
    const before = await api.sql('SELECT count(*)::int AS n FROM ledger_entry');
    await expect(
      api.db.orm.transaction((tx) =>
        postEntry(tx, {
          merchantId: 1,
          kind: 'ADJUSTMENT',
          causeId: 1,
          date: '2026-01-01',
          at: new Date(),
          lines: [
            { account: 'payable', amount: 100, paymentId: 1 },
            { account: 'adjustments', amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced by 1 cents/);
    expect(await api.sql('SELECT count(*)::int AS n FROM ledger_entry')).toEqual(before);
  });

  it('has the database refuse an unbalanced statement and any change to the ledger', async () => {
    const [entry] = await api.sql('SELECT id FROM ledger_entry ORDER BY id LIMIT 1');
    await expect(
      api.sql(
        `INSERT INTO ledger_line (entry_id, line, merchant_id, account, amount_cents) VALUES ($1, 9999, 1, 'mdr', 5)`,
        [Number(entry?.id)],
      ),
    ).rejects.toThrow(/does not balance/);
    await expect(
      api.sql('UPDATE ledger_line SET amount_cents = amount_cents + 1 WHERE entry_id = $1', [Number(entry?.id)]),
    ).rejects.toThrow(/append-only/);
    await expect(api.sql('DELETE FROM ledger_entry WHERE id = $1', [Number(entry?.id)])).rejects.toThrow(/append-only/);
  });
});
