import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import {
  bank,
  financial_receivable as fr,
  manual_adjustment as ma,
  merchant_bank_account as account,
  payment,
  receivable_unit as ur,
} from '../schema/index.ts';
import { qualified } from './refunds.ts';

/**
 * What lands in a payment besides its receivables (decision 031): its adjustments, the back
 * office's and the refunds' debits, signed cents (0 when none). The payment's amount includes it.
 */
const adjustments = sql<number>`(SELECT coalesce(sum(${ma.amount_cents}), 0) FROM ${ma}
  WHERE ${ma.payment_id} = ${qualified(payment.id)})`.mapWith(Number);

/**
 * The part of a payment that is anticipated receivables (their net is already less the fee):
 * what labels it as an anticipation's credit; 0 when none. The index on (merchant, payment,
 * anticipation) reads the anticipated rows only.
 */
const anticipated = sql<number>`(SELECT coalesce(sum(${fr.net_cents}), 0) FROM ${fr}
  WHERE ${qualified(fr.merchant_id)} = ${qualified(payment.merchant_id)}
    AND ${qualified(fr.payment_id)} = ${qualified(payment.id)} AND ${qualified(fr.anticipation)})`.mapWith(Number);

const columns = {
  payment,
  adjustment_amount: adjustments,
  anticipation_amount: anticipated,
  account: {
    bank_code: account.bank_code,
    bank_name: bank.bank_name,
    agency: account.agency,
    account: account.account,
    account_type: account.account_type,
  },
};

/** A payment with what lands in it besides its receivables and the account it lands in. */
export interface PaymentRow {
  payment: typeof payment.$inferSelect;
  adjustment_amount: number;
  anticipation_amount: number;
  account: { bank_code: string; bank_name: string; agency: string; account: string; account_type: string };
}

const select = (orm: Orm) =>
  orm
    .select(columns)
    .from(payment)
    .innerJoin(account, eq(account.id, payment.bank_account_id))
    .innerJoin(bank, eq(bank.bank_code, account.bank_code));

/**
 * The payments of [start, end] split as the calendar shows them: up to `today` (paid) and after
 * it (expected), each by date then destination.
 */
export async function listPayments(
  orm: Orm,
  merchantId: number,
  start: string,
  end: string,
  today: string,
): Promise<{ payments: PaymentRow[]; future_payments: PaymentRow[] }> {
  const rows = await select(orm)
    .where(and(eq(payment.merchant_id, merchantId), gte(payment.payment_date, start), lte(payment.payment_date, end)))
    .orderBy(asc(payment.payment_date), asc(payment.destination));
  return {
    payments: rows.filter((r) => r.payment.payment_date <= today),
    future_payments: rows.filter((r) => r.payment.payment_date > today),
  };
}

export async function getPaymentRow(orm: Orm, merchantId: number, id: number): Promise<PaymentRow | null> {
  const [row] = await select(orm).where(and(eq(payment.merchant_id, merchantId), eq(payment.id, id)));
  return row ?? null;
}

/** A payment and the sums of what makes it up (paymentDetail). */
export interface PaymentDetailRecord {
  row: PaymentRow;
  units_amount: number;
  committed_amount: number;
  direct_amount: number;
  installment_count: number;
}

/**
 * A payment with what makes it up: its units before effects, what the effects took, its credits
 * outside units (boletos, Pix) and its adjustments — amount = units − committed + direct +
 * adjustments.
 */
export async function paymentDetail(orm: Orm, merchantId: number, id: number): Promise<PaymentDetailRecord | null> {
  const row = await getPaymentRow(orm, merchantId, id);
  if (!row) return null;
  const [totals] = await orm
    .select({
      units_amount: sql<number>`coalesce(sum(${ur.amount_cents}), 0)`.mapWith(Number),
      committed_amount: sql<number>`coalesce(sum(${ur.committed_cents}), 0)`.mapWith(Number),
      installment_count: sql<number>`coalesce(sum(${ur.installment_count}), 0)`.mapWith(Number),
    })
    .from(ur)
    .where(and(eq(ur.merchant_id, merchantId), eq(ur.payment_id, id)));
  const [direct] = await orm
    .select({
      amount: sql<number>`coalesce(sum(${fr.net_cents}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(fr)
    .where(and(eq(fr.merchant_id, merchantId), eq(fr.payment_id, id), isNull(fr.receivable_unit_id)));
  return {
    row,
    units_amount: totals?.units_amount ?? 0,
    committed_amount: totals?.committed_amount ?? 0,
    direct_amount: direct?.amount ?? 0,
    installment_count: (totals?.installment_count ?? 0) + (direct?.count ?? 0),
  };
}

/** Ids of the payments expected on a future `date` (all destinations). */
export async function paymentIdsOn(orm: Orm, merchantId: number, date: string): Promise<number[]> {
  const rows = await orm
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.merchant_id, merchantId), eq(payment.payment_date, date)))
    .orderBy(asc(payment.id));
  return rows.map((r) => r.id);
}
