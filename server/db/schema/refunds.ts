import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';
import { card_transaction } from './sales.ts';

// Refunds (issue 23, an optional capability): rows the running sandbox adds, none seeded.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One refund of a sale: a CANCELLATION (the sale's São Paulo day) or a REFUND (after it).
 * debit_cents is the part of it already paid out to the merchant, debited on its next payment
 * through the manual adjustment `adjustment_id` (null when nothing had been paid).
 */
export const refund = pgTable(
  'refund',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    transaction_id: integer()
      .notNull()
      .references(() => card_transaction.transaction_id),
    amount_cents: integer().notNull(),
    kind: text().notNull(),
    reason: text(),
    debit_cents: integer().notNull(),
    adjustment_id: integer(),
    /** The payment whose amount the debit comes out of (the calendar shows it there). */
    payment_id: integer(),
    created_at: instant().notNull(),
  },
  (t) => [index('refund_merchant_transaction_idx').on(t.merchant_id, t.transaction_id)],
);

/**
 * A refund's Idempotency-Key (the card payment's rules, decision 026), per merchant: the body's
 * fingerprint and the answer it got, replayed to a retry with the same key and body.
 */
export const refund_key = pgTable(
  'refund_key',
  {
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status_code: integer().notNull(),
    response: text().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchant_id, t.key] })],
);
