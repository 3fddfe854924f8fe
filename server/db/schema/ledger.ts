import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';

// The money ledger (decision 031): every movement of a merchant's money is one journal entry
// whose lines balance, in integer cents, append-only. The receivables, units, payments and
// adjustments the API reads are its projections, written in the same transaction and checked
// against it (server/ledger/invariants.ts).

const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });

/**
 * One business fact: a sale, a refund, an anticipation, a contract effect, a manual adjustment
 * or a payout. `cause_id` names the row of that fact (the sale's transaction_id, the refund's,
 * the anticipation's, the effect's, the adjustment's, the payment's); `transaction_id` is the
 * sale an entry is about (a sale's and its refunds'), null otherwise.
 */
export const ledger_entry = pgTable(
  'ledger_entry',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    kind: text().notNull(),
    cause_id: integer().notNull(),
    transaction_id: integer(),
    /** The São Paulo day it happened. */
    effective_date: day().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [
    index('ledger_entry_cause_idx').on(t.merchant_id, t.kind, t.cause_id),
    index('ledger_entry_transaction_idx').on(t.merchant_id, t.transaction_id),
  ],
);

/**
 * One line of an entry: `amount_cents` is signed, a debit > 0 and a credit < 0, so the lines of
 * an entry add up to zero. `payment_id` places a line of the `payable` (or `paid_out`) account
 * in the payment it lands in; `receivable_id` names the installment a line moves, when it moves
 * one. No foreign keys: lines outlive the projection rows they once pointed at (a receivable a
 * cancellation removed), and the invariant tests check every reference that must hold.
 */
export const ledger_line = pgTable(
  'ledger_line',
  {
    entry_id: integer().notNull(),
    line: integer().notNull(),
    merchant_id: integer().notNull(),
    account: text().notNull(),
    amount_cents: integer().notNull(),
    payment_id: integer(),
    receivable_id: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.entry_id, t.line] }),
    index('ledger_line_payment_idx').on(t.merchant_id, t.payment_id),
  ],
);

/**
 * The one Idempotency-Key table (decision 031): per merchant and scope (`refund`,
 * `anticipation`, `card:{link id}`), the request's fingerprint and the answer it got, written in
 * the same transaction as the money it moved; a retry with the same key and body replays it.
 */
export const idempotency_key = pgTable(
  'idempotency_key',
  {
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    scope: text().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status_code: integer().notNull(),
    response: text().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchant_id, t.scope, t.key] })],
);
