import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant, merchant_bank_account } from './merchant.ts';

// Everything here is derived from the seeded sales (server/db/seed/receivables.ts and
// docs/decisions/008-receivables-model.md). Money in integer cents, dates as São Paulo days.

const day = () => date({ mode: 'string' });
const merchantId = () =>
  integer()
    .notNull()
    .references(() => merchant.id);

/**
 * A payment: what reaches one destination account of the merchant on one day. Its amount is
 * what lands (decision 031): its receivable units' payable amounts, its installments outside
 * units (boleto and Pix credits), its adjustments and the refunds' debits on it — the balance of
 * its `payable` account in the ledger before the payout.
 */
export const payment = pgTable(
  'payment',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    payment_date: day().notNull(),
    destination: text().notNull(),
    bank_account_id: integer()
      .notNull()
      .references(() => merchant_bank_account.id),
    amount_cents: integer().notNull(),
    receivable_unit_count: integer().notNull(),
    paid: boolean().notNull(),
  },
  // One payment per merchant, day and destination: a movement that needs one creates it or
  // finds it (INSERT … ON CONFLICT), never two.
  (t) => [uniqueIndex('payment_merchant_date_destination_key').on(t.merchant_id, t.payment_date, t.destination)],
);

/**
 * A receivable unit (CERC): the receivables of one receiving document, one arrangement and one
 * settlement date. amount = Σ net of its installments; committed = what contract effects take;
 * payable = amount − committed, what the merchant's payment receives.
 */
export const receivable_unit = pgTable(
  'receivable_unit',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    payment_id: integer()
      .notNull()
      .references(() => payment.id),
    arrangement_id: integer().notNull(),
    dt_liquidation: day().notNull(),
    holder_document: text().notNull(),
    receiving_end_user_document: text().notNull(),
    amount_cents: integer().notNull(),
    committed_cents: integer().notNull(),
    payable_cents: integer().notNull(),
    installment_count: integer().notNull(),
    paid: boolean().notNull(),
    contract_effect: boolean().notNull(),
    financier: text(),
  },
  (t) => [
    index('receivable_unit_merchant_date_idx').on(t.merchant_id, t.dt_liquidation),
    index('receivable_unit_payment_idx').on(t.payment_id),
  ],
);

/**
 * One receivable per installment of each confirmed sale. The filter columns of the statement are
 * copied from the sale (channel, operation, brand, app, billet, pre-paid) so its counts and sums
 * never join 100k sales. id = transaction_id × 100 + n_installment.
 *
 * ~180k rows, the seed's largest table, so it carries only what its queries need: the key
 * (merchant_id, id) serves the default order, lookups by id and a sale's receivables (an id
 * range); the settlement date index serves the date filters and a UR's receivables. No foreign
 * keys: the rows are derived, and the invariant tests check every reference.
 */
export const financial_receivable = pgTable(
  'financial_receivable',
  {
    id: integer().notNull(),
    merchant_id: integer().notNull(),
    transaction_id: integer().notNull(),
    /** Null while blocked and for billets and Pix: none is in a CERC receivable unit. */
    receivable_unit_id: integer(),
    /** The payment it lands in (its unit's, when it has one); null while blocked. */
    payment_id: integer(),
    n_installment: integer().notNull(),
    qt_installment: integer().notNull(),
    transaction_date: day().notNull(),
    /** The date the schedule gave; settlement_date differs only when anticipated. */
    original_date: day().notNull(),
    settlement_date: day().notNull(),
    gross_cents: integer().notNull(),
    mdr_cents: integer().notNull(),
    net_cents: integer().notNull(),
    transaction_amount_cents: integer().notNull(),
    channel_id: integer().notNull(),
    operation_id: integer().notNull(),
    card_brand_id: integer(),
    arrangement_id: integer(),
    app_code: text(),
    bank_billet_id: integer(),
    pre_paid_card: boolean().notNull(),
    paid: boolean().notNull(),
    anticipation: boolean().notNull(),
    blocked: boolean().notNull(),
    block_type: integer(),
    /**
     * Gross refunded from it after it was out of a refund's reach (paid, anticipated, bound), as a
     * debit on later payments: its own amounts stay what was paid (decision 031).
     */
    refunded_cents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchant_id, t.id] }),
    index('financial_receivable_merchant_settlement_idx').on(t.merchant_id, t.settlement_date),
    // What lands in a payment: its conciliation, the checks that a payment is what its rows add up to;
    // `anticipation` last so a payment's anticipated part (the calendar's label) reads only those rows.
    index('financial_receivable_merchant_payment_idx').on(t.merchant_id, t.payment_id, t.anticipation),
  ],
);

/**
 * A contract effect registered on one receivable unit (one row per contract × UR × version).
 * committed_cents is what this row takes from the UR: 0 when deprecated, written off (B) or a
 * smoke test; otherwise its share by priority, never more than what is left.
 */
export const contract_effect = pgTable(
  'contract_effect',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    receivable_unit_id: integer()
      .notNull()
      .references(() => receivable_unit.id),
    effect_type: integer().notNull(),
    operation: text().notNull(),
    protocol: text().notNull(),
    contract_identifier: text().notNull(),
    beneficiary_doc: text().notNull(),
    beneficiary_name: text().notNull(),
    cerc_code: text().notNull(),
    priority: integer().notNull(),
    division_method: text().notNull(),
    /** AMOUNT: cents asked for; PERCENTAGE: basis points of the UR (30 % = 3000). */
    division_value: integer().notNull(),
    committed_cents: integer().notNull(),
    deprecated: boolean().notNull(),
    smoke_contract_effect: boolean().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    liquidation_date: day().notNull(),
    receiving_end_user_document: text().notNull(),
  },
  (t) => [
    index('contract_effect_merchant_created_idx').on(t.merchant_id, t.created_at),
    index('contract_effect_unit_idx').on(t.receivable_unit_id),
  ],
);

/**
 * How a receivable unit is paid out at CERC: the merchant's share (payable, into its payment) and
 * one row per effect that took something. The rows of a UR add up to its amount.
 */
export const cerc_ur_payment = pgTable(
  'cerc_ur_payment',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    receivable_unit_id: integer()
      .notNull()
      .references(() => receivable_unit.id),
    /** The merchant's payment for its share; null for a beneficiary's share. */
    payment_id: integer().references(() => payment.id),
    contract_effect_id: integer().references(() => contract_effect.id),
    recipient_document: text().notNull(),
    recipient_name: text().notNull(),
    amount_cents: integer().notNull(),
    payment_date: day().notNull(),
    paid: boolean().notNull(),
  },
  (t) => [
    index('cerc_ur_payment_merchant_date_idx').on(t.merchant_id, t.payment_date),
    index('cerc_ur_payment_unit_idx').on(t.receivable_unit_id),
  ],
);

/**
 * Credits and debits outside card settlement: the acquirer's back office (rental, MDR
 * corrections, chargebacks) and the debits of refunds of money already paid out (`refund_id`).
 * Each lands in a payment (`payment_id`, dated `adjustment_date`): it is part of what lands.
 */
export const manual_adjustment = pgTable(
  'manual_adjustment',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    /** The receivable (financial_receivable.id) it refers to, when it refers to one. */
    financial_id: integer(),
    adjustment_date: day().notNull(),
    amount_cents: integer().notNull(),
    description: text().notNull(),
    payment_id: integer()
      .notNull()
      .references(() => payment.id),
    /** The refund whose debit it is; null for the back office's. */
    refund_id: integer(),
  },
  (t) => [
    index('manual_adjustment_merchant_date_idx').on(t.merchant_id, t.adjustment_date),
    index('manual_adjustment_financial_idx').on(t.financial_id),
    index('manual_adjustment_payment_idx').on(t.payment_id),
  ],
);
