import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { card_brand } from './lookups.ts';
import { merchant } from './merchant.ts';

// Payment links and what customers pay through them (docs/api.md, "Payment links"). Money in
// integer cents. PCI DSS: a card is kept as BIN + last 4 only; no column may ever hold a PAN or CVV.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const merchantId = () =>
  integer()
    .notNull()
    .references(() => merchant.id);

/**
 * A payment link. Its status is derived (domain/paylink.ts): `active` false is INACTIVE, a
 * non-reusable link with a payment is PAID, past `expires_at` (a São Paulo day) EXPIRED.
 * `deleted_at` hides a link that has payments; a link without any is deleted outright.
 */
export const paylink = pgTable(
  'paylink',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    /** The checkout's key: 128 random bits, base64url. */
    url_hash: text().notNull().unique(),
    description: text().notNull(),
    amount_cents: integer().notNull(),
    max_installments: integer().notNull(),
    /** 'CARD', 'BILLET' and/or 'PIX', comma-separated in that order. */
    payment_methods: text().notNull(),
    expires_at: date({ mode: 'string' }),
    reusable: boolean().notNull(),
    active: boolean().notNull(),
    /** Paid payments and their sum, kept with each payment so lists need no join. */
    payments_count: integer().notNull(),
    paid_amount_cents: integer().notNull(),
    created_at: instant().notNull(),
    updated_at: instant().notNull(),
    deleted_at: instant(),
  },
  (t) => [index('paylink_merchant_id_idx').on(t.merchant_id, t.id)],
);

/**
 * One payment attempt on a link: a card authorization (APPROVED or DENIED), or a Pix charge or
 * boleto issued to the payer (PENDING until PAID, EXPIRED or CANCELLED; the charge's own row is
 * the truth for its state, domain/payments/charges.ts linkPaymentStatus).
 */
export const paylink_payment = pgTable(
  'paylink_payment',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** What public answers call the payment (`payment_id`): a random UUID, never the counter above. */
    public_id: text().notNull().unique(),
    merchant_id: merchantId(),
    paylink_id: integer()
      .notNull()
      .references(() => paylink.id),
    method: text().notNull(),
    status: text().notNull(),
    amount_cents: integer().notNull(),
    installments: integer().notNull(),
    /** The sale it became (cards: approved or denied; Pix and boleto once paid). */
    transaction_id: integer(),
    card_brand_id: integer().references(() => card_brand.id),
    card_bin: text(),
    card_last4: text(),
    /** The issuer's answer to a denied card. */
    denial_message: text(),
    payer_name: text().notNull(),
    payer_document: text().notNull(),
    payer_email: text().notNull(),
    /**
     * Hashes the checkout's limits count by (domain/payments/keys.ts): the client's address, and
     * for a card its BIN + last 4 + expiry. Neither can be read back; null on seeded rows.
     */
    client_key: text(),
    card_key: text(),
    created_at: instant().notNull(),
    paid_at: instant(),
  },
  // The limits (recent denials and open charges of a link; denials of a card) and a link's payments.
  (t) => [
    index('paylink_payment_link_created_idx').on(t.paylink_id, t.created_at),
    index('paylink_payment_card_created_idx').on(t.card_key, t.created_at),
  ],
);

/**
 * What the payer is shown and may share, as it was when paid (the link may change later).
 * Public by `id`: a random UUID, so receipts cannot be enumerated.
 */
export const receipt = pgTable('receipt', {
  id: text().primaryKey(),
  merchant_id: merchantId(),
  payment_id: integer()
    .notNull()
    .unique()
    .references(() => paylink_payment.id),
  transaction_id: integer(),
  method: text().notNull(),
  amount_cents: integer().notNull(),
  installments: integer().notNull(),
  installment_amount_cents: integer().notNull(),
  card_brand_id: integer().references(() => card_brand.id),
  card_last4: text(),
  authorization_number: text(),
  nsu: text(),
  description: text().notNull(),
  payer_name: text().notNull(),
  paid_at: instant().notNull(),
});

/** A Pix charge (one BR Code with its own txid). Public by `id` (a random UUID). */
export const pix_charge = pgTable('pix_charge', {
  id: text().primaryKey(),
  merchant_id: merchantId(),
  payment_id: integer()
    .notNull()
    .unique()
    .references(() => paylink_payment.id),
  txid: text().notNull().unique(),
  br_code: text().notNull(),
  amount_cents: integer().notNull(),
  /** PENDING, PAID, EXPIRED or CANCELLED (a pending one past `expires_at` is expired too). */
  status: text().notNull(),
  /** Why it was cancelled (domain/payments/store.ts CANCEL_REASONS). */
  cancel_reason: text(),
  expires_at: instant().notNull(),
  created_at: instant().notNull(),
  paid_at: instant(),
  receipt_id: text(),
});
