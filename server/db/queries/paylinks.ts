import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../../contract/shapes/payment-methods.ts';
import type { paylinkList } from '../../../contract/paylinks.ts';
import { methodsToText } from '../../domain/paylink.ts';
import type { Orm } from '../driver.ts';
import { merchant_ecommerce, paylink, paylink_payment } from '../schema/index.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import { escapeLike, offsetOf } from './list-support.ts';
import { lockLink } from './payment-store.ts';
import { dropScope } from './idempotency.ts';
import type { Tx } from './tx.ts';

export type PaylinkRecord = typeof paylink.$inferSelect;

/** domain/paylink.ts paylinkStatus in SQL, for the status filter. */
const statusSql = (today: string): SQL<string> => sql<string>`CASE
  WHEN NOT ${paylink.reusable} AND ${paylink.payments_count} > 0 THEN 'PAID'
  WHEN NOT ${paylink.active} THEN 'INACTIVE'
  WHEN ${paylink.expires_at} IS NOT NULL AND ${paylink.expires_at} < ${today} THEN 'EXPIRED'
  ELSE 'ACTIVE' END`;

export async function hasEcommerce(orm: Orm, merchantId: number): Promise<boolean> {
  const [row] = await orm
    .select({ n: count() })
    .from(merchant_ecommerce)
    .where(eq(merchant_ecommerce.merchant_id, merchantId));
  return (row?.n ?? 0) > 0;
}

/** The links' filter: the contract's query without paging. */
export type PaylinkFilter = ListFilter<typeof paylinkList>;

/** A merchant's visible links, newest first (ids follow creation). */
export async function listPaylinks(
  orm: Orm,
  merchantId: number,
  filter: PaylinkFilter,
  today: string,
  page: number,
  perPage: number,
) {
  const where = and(
    eq(paylink.merchant_id, merchantId),
    isNull(paylink.deleted_at),
    ...filterConditions<PaylinkFilter>(filter, {
      status: (statuses) =>
        sql`${statusSql(today)} IN (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      description: (text) => ilike(paylink.description, `%${escapeLike(text)}%`),
    }),
  );
  const [total] = await orm.select({ n: count() }).from(paylink).where(where);
  const rows = await orm
    .select()
    .from(paylink)
    .where(where)
    .orderBy(desc(paylink.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return { rows, total: total?.n ?? 0 };
}

export async function findPaylink(orm: Orm, merchantId: number, id: number): Promise<PaylinkRecord | undefined> {
  const [row] = await orm
    .select()
    .from(paylink)
    .where(and(eq(paylink.id, id), eq(paylink.merchant_id, merchantId), isNull(paylink.deleted_at)));
  return row;
}

export interface PaylinkInput {
  description: string;
  amount: number;
  max_installments: number;
  payment_methods: PaymentMethod[];
  expires_at: string | null;
  reusable: boolean;
  /** Optional on update: switches the link off (INACTIVE) or back on. */
  status?: 'ACTIVE' | 'INACTIVE';
}

/** The columns create and update take from the merchant's body. */
const inputColumns = (input: PaylinkInput) => ({
  description: input.description,
  amount_cents: input.amount,
  max_installments: input.max_installments,
  payment_methods: methodsToText(input.payment_methods),
  expires_at: input.expires_at,
  reusable: input.reusable,
});

export async function insertPaylink(orm: Orm, merchantId: number, input: PaylinkInput, urlHash: string) {
  const now = new Date();
  const [row] = await orm
    .insert(paylink)
    .values({
      merchant_id: merchantId,
      url_hash: urlHash,
      ...inputColumns(input),
      active: input.status !== 'INACTIVE',
      payments_count: 0,
      paid_amount_cents: 0,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!row) throw new Error('insertPaylink: no row returned');
  return row;
}

/**
 * Switching a link off stops its open Pix charges and boletos in the same transaction: a charge
 * opened while it was on must not pay it now (nor after it is switched on again).
 */
export async function updatePaylinkIn(tx: Tx, id: number, input: PaylinkInput) {
  const locked = await lockLink(tx, id);
  const active = input.status === undefined ? locked.link.active : input.status === 'ACTIVE';
  const now = new Date();
  const [row] = await tx
    .update(paylink)
    .set({
      ...inputColumns(input),
      active,
      updated_at: now,
    })
    .where(eq(paylink.id, id))
    .returning();
  if (!row) throw new Error('updatePaylink: no row returned');
  if (locked.link.active && !active) await locked.cancelOpenCharges('LINK_INACTIVE', now);
  return row;
}

/** Payments of any kind (paid, pending, denied) recorded on a link. */
export async function paymentCount(orm: Orm, paylinkId: number, excludeDenied = false): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(paylink_payment)
    .where(
      and(
        eq(paylink_payment.paylink_id, paylinkId),
        excludeDenied ? sql`${paylink_payment.status} <> 'DENIED'` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * A link without any payment goes; one with payments is only hidden (deleted_at), so its
 * payments, receipts and sales stay, and its open charges stop. Its idempotency records go with
 * it either way.
 */
export async function deletePaylinkIn(tx: Tx, id: number): Promise<void> {
  const locked = await lockLink(tx, id);
  const [row] = await tx.select({ n: count() }).from(paylink_payment).where(eq(paylink_payment.paylink_id, id));
  if ((row?.n ?? 0) === 0) {
    await dropScope(tx, locked.link.merchantId, `card:${id}`);
    await tx.delete(paylink).where(eq(paylink.id, id));
  } else {
    const now = new Date();
    await tx.update(paylink).set({ deleted_at: now, updated_at: now }).where(eq(paylink.id, id));
    await locked.cancelOpenCharges('LINK_DELETED', now);
  }
}
