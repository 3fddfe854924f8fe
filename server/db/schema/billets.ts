import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';
import { paylink_payment } from './paylinks.ts';

// Boletos (docs/api.md "Boletos"): uploaded, registered with the simulated Itaú (341, carteira
// 109; domain/boleto), paid or written off, and the bank's return files. Money in integer cents;
// percentages in hundredths of a percent (250 = 2,50 %) so no float ever holds money rules.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });
const merchantId = () =>
  integer()
    .notNull()
    .references(() => merchant.id);

/**
 * One boleto, from upload to its end. `id` is also the nosso número's sequence. Statuses:
 * WAITING_REGISTER (uploaded; no nosso número, barcode or line yet), WAITING_RETURN (registered),
 * PAID, DOWNED (written off); UPLOADING while a file's batches are written, seen by no one.
 * `public_id` (a random UUID) is what the payer's link carries.
 */
export const billet = pgTable(
  'billet',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    public_id: text().notNull().unique(),
    merchant_id: merchantId(),
    /** The link payment that issued it; null for boletos the merchant uploaded. */
    payment_id: integer().references(() => paylink_payment.id),
    /** billet_layout.id: which layout (and so which CNAB return format) it is issued with. */
    layout_id: integer().notNull(),
    status: text().notNull(),
    external_id: text(),
    instructions: text(),
    /** Current due date and face value (a bank instruction or a second copy may change them). */
    due_date: day().notNull(),
    value_cents: integer().notNull(),
    /** As first registered, for the history and the second copy's arithmetic. */
    original_due_date: day().notNull(),
    original_value_cents: integer().notNull(),
    penalty_type: integer().notNull(),
    penalty_value_cents: integer(),
    penalty_percentage_bp: integer(),
    penalty_date: day(),
    fees_type: integer().notNull(),
    fees_value_cents: integer(),
    fees_percentage_bp: integer(),
    fees_date: day(),
    /** JSON array of up to 3 `{type, date, value_cents, percentage_bp}`; '[]' for none. */
    discounts: text().notNull(),
    payer_name: text().notNull(),
    payer_document: text().notNull(),
    payer_email: text(),
    payer_street: text(),
    payer_number: text(),
    payer_neighborhood: text(),
    payer_city: text(),
    payer_state: text(),
    payer_zip_code: text(),
    /** Set at registration. */
    our_number: text(),
    barcode: text(),
    digitable_line: text(),
    registered_at: instant(),
    /** The bank's last refusal of a registration (the boleto stays uploaded). */
    registration_error: text(),
    second_copy_at: instant(),
    cancel_requested_at: instant(),
    downed_at: instant(),
    paid_at: instant(),
    /** The day the bank credited it (the list's liquidation_date) and what was paid. */
    liquidation_date: day(),
    paid_cents: integer(),
    /** The CONFIRMED sale (operation 17) a payment became. */
    transaction_id: integer(),
    created_at: instant().notNull(),
  },
  (t) => [
    index('billet_merchant_due_idx').on(t.merchant_id, t.due_date, t.id),
    index('billet_merchant_status_idx').on(t.merchant_id, t.status, t.id),
  ],
);

/**
 * A boleto's history, newest last. Bank movements (codes 02 confirmed, 03 rejected, 06 paid,
 * 09 written off) wait with `return_file_id` null until the next bank day writes them to a file.
 */
export const billet_event = pgTable(
  'billet_event',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    billet_id: integer()
      .notNull()
      .references(() => billet.id),
    at: instant().notNull(),
    /** UPLOADED, REGISTERED, REGISTRATION_CONFIRMED, CHANGED, SECOND_COPY, PAID, CANCEL_REQUESTED, DOWNED. */
    event: text().notNull(),
    description: text().notNull(),
    /** The CNAB movement code this event reports ('02', '06', '09' …); null for portal-only events. */
    movement: text(),
    /** Amount the movement carries (paid value for 06, face value otherwise). */
    amount_cents: integer(),
    return_file_id: integer(),
  },
  (t) => [
    index('billet_event_billet_idx').on(t.billet_id, t.id),
    index('billet_event_pending_idx').on(t.merchant_id, t.return_file_id),
  ],
);

/** A return (retorno) file as the bank wrote it: ASCII, CRLF, fixed width (240 or 400). */
export const return_file = pgTable(
  'return_file',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    layout_id: integer().notNull(),
    /** 'CNAB240' or 'CNAB400'. */
    layout: text().notNull(),
    /** The bank day it reports. */
    date: day().notNull(),
    /** The file's sequence number (NSA), per merchant and layout. */
    sequence: integer().notNull(),
    file_name: text().notNull(),
    content: text().notNull(),
    size: integer().notNull(),
    records: integer().notNull(),
    /** JSON of the list's `summary` (counts and amounts per movement), computed as written. */
    summary: text().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [index('return_file_merchant_date_idx').on(t.merchant_id, t.date, t.id)],
);
