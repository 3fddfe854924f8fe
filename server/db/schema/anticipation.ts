import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';

// Receivables anticipation (issue 23, docs/api.md "Capacidades opcionais → Antecipação"). Money
// in integer cents, the rate in basis points a month (1,99 % = 199), dates as São Paulo days.

const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });
const merchantId = () =>
  integer()
    .notNull()
    .references(() => merchant.id);

/**
 * A simulation: its totals, good until `expires_at`; the receivables it would take, priced, are
 * anticipation_simulation_receivable. Confirming it once sets `anticipation_id`; the receivables
 * are re-checked then, since a refund or another anticipation may have taken them meanwhile.
 */
export const anticipation_simulation = pgTable(
  'anticipation_simulation',
  {
    /** Random (UUID): the confirmation names it. */
    id: text().primaryKey(),
    merchant_id: merchantId(),
    amount_cents: integer().notNull(),
    fee_cents: integer().notNull(),
    net_cents: integer().notNull(),
    rate_monthly_bp: integer().notNull(),
    credit_date: day().notNull(),
    receivables_count: integer().notNull(),
    created_at: instant().notNull(),
    expires_at: instant().notNull(),
    anticipation_id: integer(),
  },
  (t) => [index('anticipation_simulation_merchant_idx').on(t.merchant_id)],
);

/**
 * A simulation's receivables as they were priced, `n` = 1, 2… in the order they were taken
 * (nearest date, then id): a page of them is a range of the primary key (decision 030). No
 * foreign key to the simulation: one statement writes both (queries/anticipation-simulation.ts),
 * and checking each of the ~13,600 rows of a simulation of everything doubled its time.
 */
export const anticipation_simulation_receivable = pgTable(
  'anticipation_simulation_receivable',
  {
    simulation_id: text().notNull(),
    n: integer().notNull(),
    receivable_id: integer().notNull(),
    original_date: day().notNull(),
    amount_cents: integer().notNull(),
    fee_cents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.simulation_id, t.n] })],
);

/** A confirmed anticipation: its receivables moved to `credit_date`, each at its net less its fee. */
export const anticipation = pgTable(
  'anticipation',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: merchantId(),
    simulation_id: text().notNull().unique(),
    amount_cents: integer().notNull(),
    fee_cents: integer().notNull(),
    net_cents: integer().notNull(),
    rate_monthly_bp: integer().notNull(),
    credit_date: day().notNull(),
    receivables_count: integer().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [index('anticipation_merchant_created_idx').on(t.merchant_id, t.created_at)],
);

/** One row per anticipated receivable: its original date, amount and fee (Σ = the anticipation's). */
export const anticipation_receivable = pgTable(
  'anticipation_receivable',
  {
    anticipation_id: integer()
      .notNull()
      .references(() => anticipation.id),
    merchant_id: merchantId(),
    receivable_id: integer().notNull(),
    original_date: day().notNull(),
    amount_cents: integer().notNull(),
    fee_cents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchant_id, t.receivable_id] })],
);
