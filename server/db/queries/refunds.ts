import { and, asc, eq, getTableName, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReceivableChange } from '../../domain/refunds.ts';
import type { Orm } from '../driver.ts';
import {
  card_transaction as sale,
  financial_receivable as fr,
  manual_adjustment,
  payment,
  receivable_unit as ur,
  refund,
} from '../schema/index.ts';
import type { Tx } from './tx.ts';

/**
 * A refund's rows (decision 030, 031): the storage side. The order of the steps and the rules
 * are the refund service's (server/services/refunds.ts); each function here is one statement or
 * one row's consistent change.
 */

export type RefundRecord = typeof refund.$inferSelect;

/** A debit part of a refund: what it took from one payment. */
export interface RefundDebit {
  refund_id: number;
  payment_id: number;
  payment_date: string;
  amount_cents: number;
}

/** The sale, locked for the rest of the transaction; undefined when it is not the merchant's. */
export async function lockSale(tx: Tx, merchantId: number, transactionId: number) {
  const [row] = await tx
    .select()
    .from(sale)
    .where(and(eq(sale.merchant_id, merchantId), eq(sale.transaction_id, transactionId)))
    .for('update');
  return row;
}

/** Whether the sale is the merchant's (a 404 comes before its body is judged). */
export async function isMerchantSale(orm: Orm, merchantId: number, transactionId: number): Promise<boolean> {
  const [found] = await orm
    .select({ id: sale.transaction_id })
    .from(sale)
    .where(and(eq(sale.merchant_id, merchantId), eq(sale.transaction_id, transactionId)));
  return found !== undefined;
}

/** Σ refunded of the sale so far, and whether any refund came after its day. */
export async function refundedSoFar(tx: Tx, merchantId: number, transactionId: number) {
  const [done] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${refund.amount_cents}), 0)`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${refund.kind} = 'REFUND')`.mapWith(Number),
    })
    .from(refund)
    .where(and(eq(refund.merchant_id, merchantId), eq(refund.transaction_id, transactionId)));
  return { refunded: done?.refunded ?? 0, anyLate: (done?.late ?? 0) > 0 };
}

/**
 * The sale's receivables (ids transaction_id × 100 + n), locked in id order, each saying whether
 * a refund may still change it and where its money is (its payment, or held while blocked).
 */
export async function receivablesForRefund(tx: Tx, merchantId: number, transactionId: number) {
  const first = transactionId * 100;
  const rows = await tx
    .select({
      id: fr.id,
      n_installment: fr.n_installment,
      gross_cents: fr.gross_cents,
      mdr_cents: fr.mdr_cents,
      net_cents: fr.net_cents,
      refunded_cents: fr.refunded_cents,
      paid: fr.paid,
      anticipation: fr.anticipation,
      blocked: fr.blocked,
      payment_id: fr.payment_id,
      unit_id: ur.id,
      unit_committed: ur.committed_cents,
      unit_paid: ur.paid,
    })
    .from(fr)
    .leftJoin(ur, and(eq(ur.id, fr.receivable_unit_id), eq(ur.merchant_id, fr.merchant_id)))
    .where(and(eq(fr.merchant_id, merchantId), sql`${fr.id} BETWEEN ${first + 1} AND ${first + 99}`))
    .orderBy(asc(fr.id))
    .for('update', { of: fr });
  return rows.map((row) => ({
    ...row,
    // A unit's share taken by contract effects belongs to a financier: not ours to shrink.
    reducible: !row.paid && !row.anticipation && (row.unit_id === null || (!row.unit_paid && row.unit_committed === 0)),
  }));
}

/**
 * Free receivables smaller (or gone), and their units, the units' CERC payout to the merchant and
 * their payments smaller by the same net: a unit stays Σ of its installments' net, a payment what
 * lands. Set-based: a handful of statements however many installments a refund touches. Answers
 * the payment each came out of (null while blocked: held, in no payment).
 */
export async function reduceReceivables(
  tx: Tx,
  merchantId: number,
  changes: readonly (ReceivableChange & { remove: boolean })[],
): Promise<Map<number, number | null>> {
  const where = new Map<number, number | null>();
  if (changes.length === 0) return where;
  const ids = changes.map((c) => c.id);
  const before = await tx
    .select({ id: fr.id, unit: fr.receivable_unit_id, payment: fr.payment_id })
    .from(fr)
    .where(and(eq(fr.merchant_id, merchantId), inArray(fr.id, ids)));
  const of = new Map(before.map((row) => [row.id, row]));
  for (const c of changes) where.set(c.id, of.get(c.id)?.payment ?? null);

  const kept = changes.filter((c) => !c.remove);
  if (kept.length > 0) {
    await tx.execute(sql`UPDATE financial_receivable f SET gross_cents = v.gross, mdr_cents = v.mdr, net_cents = v.net
      FROM (VALUES ${sql.join(
        kept.map((c) => sql`(${c.id}::int, ${c.gross_cents}::int, ${c.mdr_cents}::int, ${c.net_cents}::int)`),
        sql`, `,
      )}) AS v(id, gross, mdr, net)
      WHERE f.merchant_id = ${merchantId}::int AND f.id = v.id`);
  }
  const removed = changes.filter((c) => c.remove).map((c) => c.id);
  if (removed.length > 0) {
    await tx.delete(fr).where(and(eq(fr.merchant_id, merchantId), inArray(fr.id, removed)));
  }

  // What leaves each unit (its net, and how many installments vanished), and each payment.
  const units = new Map<number, { net: number; gone: number }>();
  const payments = new Map<number, number>();
  for (const c of changes) {
    const row = of.get(c.id);
    if (row?.unit != null) {
      const u = units.get(row.unit) ?? { net: 0, gone: 0 };
      units.set(row.unit, { net: u.net + c.net_taken, gone: u.gone + (c.remove ? 1 : 0) });
    }
    if (row?.payment != null) payments.set(row.payment, (payments.get(row.payment) ?? 0) + c.net_taken);
  }
  if (units.size > 0) {
    const leaving = sql.join(
      [...units].map(([id, u]) => sql`(${id}::int, ${u.net}::int, ${u.gone}::int)`),
      sql`, `,
    );
    // A unit's merchant share exists: a reducible installment's unit has no contract effect.
    await tx.execute(sql`WITH g(id, net, gone) AS (VALUES ${leaving}),
      u AS (UPDATE receivable_unit u SET amount_cents = u.amount_cents - g.net, payable_cents = u.payable_cents - g.net,
              installment_count = u.installment_count - g.gone FROM g WHERE u.id = g.id RETURNING u.id)
      UPDATE cerc_ur_payment c SET amount_cents = c.amount_cents - g.net FROM g
       WHERE c.receivable_unit_id = g.id AND c.contract_effect_id IS NULL`);
  }
  await takeFromPayments(tx, payments);
  return where;
}

/** Takes cents from payments (a refund's reductions or debits): one statement. */
async function takeFromPayments(tx: Tx, cents: ReadonlyMap<number, number>): Promise<void> {
  const moved = [...cents].filter(([, c]) => c !== 0);
  if (moved.length === 0) return;
  await tx.execute(sql`UPDATE payment p SET amount_cents = p.amount_cents - v.cents
    FROM (VALUES ${sql.join(
      moved.map(([id, c]) => sql`(${id}::int, ${c}::int)`),
      sql`, `,
    )}) AS v(id, cents) WHERE p.id = v.id`);
}

/** Out-of-reach receivables' refunded gross (their own amounts stay what was paid): one statement. */
export async function setRefundedCents(
  tx: Tx,
  merchantId: number,
  refunded: readonly { id: number; refunded_cents: number }[],
): Promise<void> {
  if (refunded.length === 0) return;
  await tx.execute(sql`UPDATE financial_receivable f SET refunded_cents = v.refunded
    FROM (VALUES ${sql.join(
      refunded.map((r) => sql`(${r.id}::int, ${r.refunded_cents}::int)`),
      sql`, `,
    )}) AS v(id, refunded)
    WHERE f.merchant_id = ${merchantId}::int AND f.id = v.id`);
}

/** The merchant's payments still to come (after `today`), in date order, with what they land. */
export async function expectedPayments(tx: Tx, merchantId: number, today: string) {
  return tx
    .select({ id: payment.id, date: payment.payment_date, amount: payment.amount_cents })
    .from(payment)
    .where(and(eq(payment.merchant_id, merchantId), gt(payment.payment_date, today), eq(payment.paid, false)))
    .orderBy(asc(payment.payment_date), asc(payment.id));
}

export async function insertRefund(tx: Tx, values: typeof refund.$inferInsert): Promise<RefundRecord> {
  const [saved] = await tx.insert(refund).values(values).returning();
  if (!saved) throw new Error('insertRefund: no row returned');
  return saved;
}

/** The debit parts of a refund as adjustments ("Estorno da venda N"), each in its payment. */
export async function insertRefundDebits(
  tx: Tx,
  merchantId: number,
  refundRow: RefundRecord,
  parts: readonly { paymentId: number; date: string; amount: number }[],
  financialId: number | null,
): Promise<number[]> {
  if (parts.length === 0) return [];
  const rows = await tx
    .insert(manual_adjustment)
    .values(
      parts.map((part, i) => ({
        merchant_id: merchantId,
        financial_id: financialId,
        adjustment_date: part.date,
        amount_cents: -part.amount,
        description:
          parts.length === 1
            ? `Estorno da venda ${refundRow.transaction_id}`
            : `Estorno da venda ${refundRow.transaction_id} (parte ${i + 1} de ${parts.length})`,
        payment_id: part.paymentId,
        refund_id: refundRow.id,
      })),
    )
    .returning({ id: manual_adjustment.id });
  const taken = new Map<number, number>();
  for (const part of parts) taken.set(part.paymentId, (taken.get(part.paymentId) ?? 0) + part.amount);
  await takeFromPayments(tx, taken);
  return rows.map((row) => row.id);
}

export async function setSaleStatus(tx: Tx, transactionId: number, status: string): Promise<void> {
  await tx.update(sale).set({ status }).where(eq(sale.transaction_id, transactionId));
}

/** The sale's refunds, oldest first, with their debit parts; null when the sale is not the merchant's. */
export async function refundsOf(orm: Orm, merchantId: number, transactionId: number) {
  if (!(await isMerchantSale(orm, merchantId, transactionId))) return null;
  const rows = await orm
    .select()
    .from(refund)
    .where(and(eq(refund.merchant_id, merchantId), eq(refund.transaction_id, transactionId)))
    .orderBy(asc(refund.id));
  const debits = await debitsOf(
    orm,
    merchantId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, debits: debits.filter((d) => d.refund_id === row.id) }));
}

/** The debit parts of these refunds, in payment order. */
async function debitsOf(orm: Orm | Tx, merchantId: number, refundIds: readonly number[]): Promise<RefundDebit[]> {
  if (refundIds.length === 0) return [];
  const rows = await orm
    .select({
      refund_id: manual_adjustment.refund_id,
      payment_id: manual_adjustment.payment_id,
      payment_date: payment.payment_date,
      amount_cents: manual_adjustment.amount_cents,
    })
    .from(manual_adjustment)
    .innerJoin(payment, eq(payment.id, manual_adjustment.payment_id))
    .where(and(eq(manual_adjustment.merchant_id, merchantId), inArray(manual_adjustment.refund_id, [...refundIds])))
    .orderBy(asc(payment.payment_date), asc(manual_adjustment.id));
  return rows.map((r) => ({
    refund_id: r.refund_id ?? 0,
    payment_id: r.payment_id,
    payment_date: r.payment_date,
    amount_cents: -r.amount_cents,
  }));
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
