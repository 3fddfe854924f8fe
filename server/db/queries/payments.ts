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
import { destinationLabel } from '../../../contract/receivable-codes.ts';

/**
 * What lands in a payment besides its receivables (decision 031): its adjustments, the back
 * office's and the refunds' debits, signed cents (0 when none). The payment's amount includes it.
 */
const adjustments = sql<number>`(SELECT coalesce(sum(${ma.amount_cents}), 0) FROM ${ma}
  WHERE ${ma.payment_id} = ${qualified(payment.id)})`.mapWith(Number);

const columns = {
  payment,
  adjustment_amount: adjustments,
  account: {
    bank_code: account.bank_code,
    bank_name: bank.bank_name,
    agency: account.agency,
    account: account.account,
    account_type: account.account_type,
  },
};

type PaymentJoined = {
  payment: typeof payment.$inferSelect;
  adjustment_amount: number;
  account: { bank_code: string; bank_name: string; agency: string; account: string; account_type: string };
};

export function paymentView({ payment: p, account: a, adjustment_amount }: PaymentJoined) {
  return {
    id: p.id,
    payment_date: p.payment_date,
    destination: p.destination,
    destination_label: destinationLabel(p.destination),
    bank_account: a,
    amount: p.amount_cents,
    receivable_unit_count: p.receivable_unit_count,
    paid: p.paid,
    status: p.paid ? ('PAID' as const) : ('EXPECTED' as const),
    adjustment_amount,
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

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
export async function listPayments(orm: Orm, merchantId: number, start: string, end: string, today: string) {
  const rows = await select(orm)
    .where(and(eq(payment.merchant_id, merchantId), gte(payment.payment_date, start), lte(payment.payment_date, end)))
    .orderBy(asc(payment.payment_date), asc(payment.destination));
  const views = rows.map(paymentView);
  return {
    payments: views.filter((p) => p.payment_date <= today),
    future_payments: views.filter((p) => p.payment_date > today),
  };
}

export async function getPaymentRow(orm: Orm, merchantId: number, id: number): Promise<PaymentView | null> {
  const [row] = await select(orm).where(and(eq(payment.merchant_id, merchantId), eq(payment.id, id)));
  return row ? paymentView(row) : null;
}

/**
 * A payment with what makes it up: its units before effects, what the effects took, its credits
 * outside units (boletos, Pix) and its adjustments — amount = units − committed + direct +
 * adjustments.
 */
export async function paymentDetail(orm: Orm, merchantId: number, id: number) {
  const view = await getPaymentRow(orm, merchantId, id);
  if (!view) return null;
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
    ...view,
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
