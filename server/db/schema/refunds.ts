import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';
import { card_transaction } from './sales.ts';

// Refunds (issue 23, an optional capability): rows the running sandbox adds, none seeded.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One refund of a sale: a CANCELLATION (the sale's São Paulo day) or a REFUND (after it).
 * debit_cents is the net of the part already paid out (or out of reach), debited on the next
 * payments through manual adjustments that name it (`manual_adjustment.refund_id`);
 * `reduced_cents` the net taken from the sale's installments still to be paid.
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
    reduced_cents: integer().notNull(),
    /** The MDR given back: the merchant's cost is amount − mdr_back_cents. */
    mdr_back_cents: integer().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [index('refund_merchant_transaction_idx').on(t.merchant_id, t.transaction_id)],
);
