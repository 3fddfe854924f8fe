import { and, asc, eq, getTableName, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { judgeRefund, planRefund, refundKind, type ReceivableChange, type RefundKindOf } from '../../domain/refunds.ts';
import { addDays, dateOfInstant, toZonedIso } from '../../domain/zone.ts';
import type { Orm } from '../driver.ts';
import {
  card_transaction as sale,
  cerc_ur_payment,
  financial_receivable as fr,
  manual_adjustment,
  payment,
  receivable_unit as ur,
  refund,
  refund_key,
} from '../schema/index.ts';
import type { Tx } from './live-sales.ts';
import { lockMerchantMoney } from './money-lock.ts';

/** An answer as the API gives it, stored whole for an Idempotency-Key's replays. */
export interface RefundAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const KEY_REUSED = 'Esta Idempotency-Key já foi usada com outro estorno.';

type RefundRecord = typeof refund.$inferSelect;

export const refundView = (row: RefundRecord) => ({
  refund_id: row.id,
  transaction_id: row.transaction_id,
  amount: row.amount_cents,
  kind: row.kind as RefundKindOf,
  status: 'DONE' as const,
  created_at: toZonedIso(row.created_at),
  reason: row.reason,
});

/** The sale's refunds, oldest first; null when the sale is not the merchant's. */
export async function refundsOf(orm: Orm, merchantId: number, transactionId: number) {
  const [found] = await orm
    .select({ id: sale.transaction_id })
    .from(sale)
    .where(and(eq(sale.merchant_id, merchantId), eq(sale.transaction_id, transactionId)));
  if (!found) return null;
  const rows = await orm
    .select()
    .from(refund)
    .where(and(eq(refund.merchant_id, merchantId), eq(refund.transaction_id, transactionId)))
    .orderBy(asc(refund.id));
  return rows.map(refundView);
}

/**
 * A column named with its table, always: inside a correlated subquery an unqualified
 * "merchant_id" would be the refund's own (Drizzle leaves a one-table select unqualified).
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Σ refunded of one sale, as a correlated subquery (the transaction list and detail read it). */
export const refundedOf = (merchantId: AnyPgColumn, transactionId: AnyPgColumn) =>
  sql<number>`(SELECT coalesce(sum(${refund.amount_cents}), 0) FROM ${refund}
    WHERE ${refund.merchant_id} = ${qualified(merchantId)} AND ${refund.transaction_id} = ${qualified(transactionId)})`.mapWith(
    Number,
  );

export interface RefundRequest {
  merchantId: number;
  transactionId: number;
  key: string;
  fingerprint: string;
  amount: number | undefined;
  reason: string | undefined;
  /** The data's today (São Paulo): cancellation or refund, the age rules, the next payment. */
  today: string;
  now: Date;
}

/** Another request took the key between our look-up and our insert (PostgreSQL only). */
class KeyTaken extends Error {}

/**
 * One refund, one transaction (decision 026): the sale's row locked, the key looked up, the rules
 * judged, the receivables reduced, the debit entered, the refund and the key's answer saved. A
 * crash before the commit leaves nothing; concurrent refunds of one sale queue on its lock, so
 * none sees what another is about to refund, and every change of the merchant's payments queues
 * on its money lock (money-lock.ts). Null: not the merchant's sale (404).
 */
export async function createRefund(orm: Orm, request: RefundRequest): Promise<RefundAnswer | null> {
  try {
    return await orm.transaction((tx) => refundIn(tx, request));
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    return (await answerOfKey(orm, request)) ?? { status: 409, body: { message: KEY_REUSED } };
  }
}

async function answerOfKey(tx: Tx | Orm, r: RefundRequest): Promise<RefundAnswer | undefined> {
  const [held] = await tx
    .select()
    .from(refund_key)
    .where(and(eq(refund_key.merchant_id, r.merchantId), eq(refund_key.key, r.key)));
  if (!held) return undefined;
  if (held.fingerprint !== r.fingerprint) return { status: 409, body: { message: KEY_REUSED } };
  return { status: held.status_code, body: JSON.parse(held.response) as Record<string, unknown> };
}

async function refundIn(tx: Tx, r: RefundRequest): Promise<RefundAnswer | null> {
  await lockMerchantMoney(tx, r.merchantId);
  const [row] = await tx
    .select()
    .from(sale)
    .where(and(eq(sale.merchant_id, r.merchantId), eq(sale.transaction_id, r.transactionId)))
    .for('update');
  if (!row) return null;
  const owed = await answerOfKey(tx, r);
  if (owed) return owed;

  const [done] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refund.amount_cents}), 0)`.mapWith(Number) })
    .from(refund)
    .where(and(eq(refund.merchant_id, r.merchantId), eq(refund.transaction_id, r.transactionId)));
  const refunded = done?.refunded ?? 0;
  const saleDay = dateOfInstant(row.payment_date);
  const judged = judgeRefund(
    {
      status: row.status,
      operationId: row.operation_id,
      amountCents: row.amount_cents,
      refundedCents: refunded,
      saleDay,
    },
    r.today,
    r.amount,
  );
  // Refusals are not saved: the same key may refund once the request is right.
  if ('refusal' in judged) return { status: 400, body: { message: judged.refusal } };

  const kind = refundKind(saleDay, r.today);
  const plan = planRefund(await receivablesOf(tx, r.merchantId, r.transactionId), judged.amount);
  for (const change of plan.changed) await reduceReceivable(tx, r.merchantId, change, false);
  for (const change of plan.removed) await reduceReceivable(tx, r.merchantId, change, true);
  const debit = plan.debitCents > 0 ? await enterDebit(tx, r, plan.debitCents, plan.debitReceivableId) : null;

  const [saved] = await tx
    .insert(refund)
    .values({
      merchant_id: r.merchantId,
      transaction_id: r.transactionId,
      amount_cents: judged.amount,
      kind,
      reason: r.reason === undefined || r.reason === '' ? null : r.reason,
      debit_cents: plan.debitCents,
      adjustment_id: debit?.adjustmentId ?? null,
      payment_id: debit?.paymentId ?? null,
      created_at: r.now,
    })
    .returning();
  if (!saved) throw new Error('createRefund: no row returned');
  if (refunded + judged.amount === row.amount_cents) {
    await tx
      .update(sale)
      .set({ status: await fullStatus(tx, r) })
      .where(eq(sale.transaction_id, r.transactionId));
  }

  const answer: RefundAnswer = { status: 201, body: refundView(saved) };
  const claimed = await tx
    .insert(refund_key)
    .values({
      merchant_id: r.merchantId,
      key: r.key,
      fingerprint: r.fingerprint,
      status_code: answer.status,
      response: JSON.stringify(answer.body),
      created_at: r.now,
    })
    .onConflictDoNothing()
    .returning({ key: refund_key.key });
  if (claimed.length === 0) throw new KeyTaken();
  return answer;
}

/**
 * A sale refunded in whole: CANCELLED (spec §4, "estornada/cancelada") when every refund of it
 * was a same-day cancellation, REFUNDED when any came after its day.
 */
async function fullStatus(tx: Tx, r: RefundRequest): Promise<'CANCELLED' | 'REFUNDED'> {
  const [late] = await tx
    .select({ id: refund.id })
    .from(refund)
    .where(
      and(eq(refund.merchant_id, r.merchantId), eq(refund.transaction_id, r.transactionId), eq(refund.kind, 'REFUND')),
    )
    .limit(1);
  return late ? 'REFUNDED' : 'CANCELLED';
}

/** The sale's receivables (ids transaction_id × 100 + n), each saying whether it may still change. */
async function receivablesOf(tx: Tx, merchantId: number, transactionId: number) {
  const first = transactionId * 100;
  const rows = await tx
    .select({
      id: fr.id,
      n_installment: fr.n_installment,
      gross_cents: fr.gross_cents,
      mdr_cents: fr.mdr_cents,
      net_cents: fr.net_cents,
      paid: fr.paid,
      anticipation: fr.anticipation,
      unit_id: ur.id,
      unit_committed: ur.committed_cents,
      unit_paid: ur.paid,
    })
    .from(fr)
    .leftJoin(ur, and(eq(ur.id, fr.receivable_unit_id), eq(ur.merchant_id, fr.merchant_id)))
    .where(and(eq(fr.merchant_id, merchantId), sql`${fr.id} BETWEEN ${first + 1} AND ${first + 99}`))
    .for('update', { of: fr });
  return rows.map((row) => ({
    ...row,
    // A unit's share taken by contract effects belongs to a financier: not ours to shrink.
    reducible: !row.paid && !row.anticipation && (row.unit_id === null || (!row.unit_paid && row.unit_committed === 0)),
  }));
}

/**
 * The receivable smaller (or gone), and its receivable unit, the unit's CERC payout to the
 * merchant and the payment it belongs to smaller by the same net: a unit stays Σ of its
 * installments' net, a payment Σ of its units' payable.
 */
async function reduceReceivable(tx: Tx, merchantId: number, change: ReceivableChange, remove: boolean) {
  const mine = and(eq(fr.merchant_id, merchantId), eq(fr.id, change.id));
  const [before] = await tx.select({ unit: fr.receivable_unit_id }).from(fr).where(mine);
  if (remove) await tx.delete(fr).where(mine);
  else {
    await tx
      .update(fr)
      .set({ gross_cents: change.gross_cents, mdr_cents: change.mdr_cents, net_cents: change.net_cents })
      .where(mine);
  }
  const unitId = before?.unit ?? null;
  if (unitId === null || change.net_taken === 0) return;
  const [unit] = await tx
    .update(ur)
    .set({
      amount_cents: sql`${ur.amount_cents} - ${change.net_taken}`,
      payable_cents: sql`${ur.payable_cents} - ${change.net_taken}`,
      installment_count: remove ? sql`${ur.installment_count} - 1` : ur.installment_count,
    })
    .where(eq(ur.id, unitId))
    .returning({ payment_id: ur.payment_id });
  if (!unit) return;
  await tx
    .update(payment)
    .set({ amount_cents: sql`${payment.amount_cents} - ${change.net_taken}` })
    .where(eq(payment.id, unit.payment_id));
  await tx
    .update(cerc_ur_payment)
    .set({ amount_cents: sql`${cerc_ur_payment.amount_cents} - ${change.net_taken}` })
    .where(and(eq(cerc_ur_payment.receivable_unit_id, unitId), eq(cerc_ur_payment.payment_id, unit.payment_id)));
}

/**
 * What was already paid out comes back as a debit on the merchant's next payment: a manual
 * adjustment ("Estorno da venda N") dated that payment's day (tomorrow when none is expected).
 */
async function enterDebit(tx: Tx, r: RefundRequest, debitCents: number, financialId: number | null) {
  const [next] = await tx
    .select({ id: payment.id, date: payment.payment_date })
    .from(payment)
    .where(and(eq(payment.merchant_id, r.merchantId), gt(payment.payment_date, r.today)))
    .orderBy(asc(payment.payment_date), asc(payment.id))
    .limit(1);
  // Adjustment ids are plain integers (the seed numbers them): the next one, under a lock so two
  // refunds of different sales never take the same.
  await tx.execute(sql`LOCK TABLE ${manual_adjustment} IN SHARE ROW EXCLUSIVE MODE`);
  const [top] = await tx
    .select({ id: sql<number>`coalesce(max(${manual_adjustment.id}), 0)`.mapWith(Number) })
    .from(manual_adjustment);
  const adjustmentId = (top?.id ?? 0) + 1;
  await tx.insert(manual_adjustment).values({
    id: adjustmentId,
    merchant_id: r.merchantId,
    financial_id: financialId,
    adjustment_date: next?.date ?? addDays(r.today, 1),
    amount_cents: -debitCents,
    description: `Estorno da venda ${r.transactionId}`,
  });
  return { adjustmentId, paymentId: next?.id ?? null };
}
