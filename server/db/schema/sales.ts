import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { card_brand, channel, operation } from './lookups.ts';
import { merchant, sales_plan, terminal } from './merchant.ts';

/**
 * MDR per brand × operation × installments. Stored in basis points (hundredths of a percent,
 * 2.99 % = 299) so rates and the cents derived from them never go through floats.
 */
export const sales_plan_price = pgTable(
  'sales_plan_price',
  {
    sales_plan_id: integer()
      .notNull()
      .references(() => sales_plan.id),
    card_brand_id: integer()
      .notNull()
      .references(() => card_brand.id),
    operation_id: integer()
      .notNull()
      .references(() => operation.id),
    installments: integer().notNull(),
    mdr_bp: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sales_plan_id, t.card_brand_id, t.operation_id, t.installments] })],
);

/**
 * One captured sale (requirements §3, "Transaction"). It keeps what the next issue needs to derive
 * receivables without re-reading the plan: the plan and rate applied, gross/MDR/net cents,
 * brand × operation (→ arrangement code) and installments (→ D+30·n settlement dates).
 * Card data is limited to BIN (first 6) and last 4, as PCI DSS allows: no full PAN, ever.
 */
export const card_transaction = pgTable(
  'card_transaction',
  {
    // Seeded ids follow time; live sales (paylink payments) continue the sequence.
    transaction_id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    terminal_id: integer().references(() => terminal.id),
    serial_number: text(),
    channel_id: integer()
      .notNull()
      .references(() => channel.id),
    operation_id: integer()
      .notNull()
      .references(() => operation.id),
    /** Null for boleto sales: a billet has no card brand. */
    card_brand_id: integer().references(() => card_brand.id),
    sales_plan_id: integer().references(() => sales_plan.id),
    status: text().notNull(),
    amount_cents: integer().notNull(),
    mdr_bp: integer().notNull(),
    mdr_cents: integer().notNull(),
    net_cents: integer().notNull(),
    qt_installment: integer().notNull(),
    nsu: text(),
    nsu_acquirer: text(),
    authorization_number: text(),
    ecommerce_order: text(),
    ecommerce_customer: text(),
    bank_billet_id: integer(),
    app_code: text(),
    pre_paid_card: boolean().notNull(),
    card_input_method: text(),
    card_bin: text(),
    card_last4: text(),
    payment_date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  // Every portal query is "this merchant, this period": list, stats, exports, receivables.
  (t) => [index('card_transaction_merchant_date_idx').on(t.merchant_id, t.payment_date)],
);
