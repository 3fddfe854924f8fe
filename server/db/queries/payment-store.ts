import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { LinkState, LinkTx } from '../../domain/payments/store.ts';
import type { Orm } from '../driver.ts';
import { paylink, paylink_payment, pix_charge } from '../schema/index.ts';
import { recordCard } from './card-sale.ts';
import { cancelOpenCharges, countOpen, lockPix, openBillet, openPix, payPix } from './link-charges.ts';
import type { Tx } from './tx.ts';
import type { PaylinkRecord } from './paylinks.ts';

/** The merchant a link belongs to (never changes: read before any lock is taken). */
export async function merchantOfLink(orm: Orm, linkId: number): Promise<number> {
  const [row] = await orm.select({ merchantId: paylink.merchant_id }).from(paylink).where(eq(paylink.id, linkId));
  if (!row) throw new Error(`merchantOfLink: link ${linkId} vanished`);
  return row.merchantId;
}

/** A Pix charge's fixed facts by its txid (no lock: they never change). */
export async function findPix(orm: Orm, txid: string) {
  const [row] = await orm
    .select({
      id: pix_charge.id,
      linkId: paylink_payment.paylink_id,
      merchantId: pix_charge.merchant_id,
      amountCents: pix_charge.amount_cents,
    })
    .from(pix_charge)
    .innerJoin(paylink_payment, eq(paylink_payment.id, pix_charge.payment_id))
    .where(eq(pix_charge.txid, txid));
  return row;
}

const stateOf = (row: PaylinkRecord): LinkState => ({
  id: row.id,
  merchantId: row.merchant_id,
  amountCents: row.amount_cents,
  reusable: row.reusable,
  active: row.active,
  deleted: row.deleted_at !== null,
  paymentsCount: row.payments_count,
  expiresAt: row.expires_at,
});

/** The link's row locked for the rest of `tx`, and the payment operations on it. */
export async function lockLink(tx: Tx, linkId: number): Promise<LinkTx> {
  const [row] = await tx.select().from(paylink).where(eq(paylink.id, linkId)).for('update');
  if (!row) throw new Error(`lockLink: link ${linkId} vanished`);
  const link = stateOf(row);
  return {
    link,
    countDenials: async (clientKey, cardKey, since) => {
      const sameLink = eq(paylink_payment.paylink_id, linkId);
      const [counts] = await tx
        .select({
          client: sql<number>`count(*) FILTER (WHERE ${sameLink} AND ${paylink_payment.client_key} = ${clientKey})`,
          card: sql<number>`count(*) FILTER (WHERE ${paylink_payment.card_key} = ${cardKey})`,
          link: sql<number>`count(*) FILTER (WHERE ${sameLink})`,
        })
        .from(paylink_payment)
        .where(
          and(
            eq(paylink_payment.status, 'DENIED'),
            gte(paylink_payment.created_at, since),
            or(sameLink, eq(paylink_payment.card_key, cardKey)),
          ),
        );
      return { client: Number(counts?.client ?? 0), card: Number(counts?.card ?? 0), link: Number(counts?.link ?? 0) };
    },
    countOpen: (method, clientKey, now) => countOpen(tx, linkId, method, clientKey, now),
    recordCard: (card, at) => recordCard(tx, row, card, at),
    openPix: (payer, clientKey, at) => openPix(tx, row, payer, clientKey, at),
    openBillet: (payer, clientKey, at) => openBillet(tx, row, payer, clientKey, at),
    lockPix: (id) => lockPix(tx, id),
    payPix: (id, at) => payPix(tx, row, id, at),
    addPaid: async (amountCents) => {
      await tx
        .update(paylink)
        .set({
          payments_count: sql`${paylink.payments_count} + 1`,
          paid_amount_cents: sql`${paylink.paid_amount_cents} + ${amountCents}`,
        })
        .where(eq(paylink.id, linkId));
      link.paymentsCount++;
    },
    cancelOpenCharges: (reason, at, paymentId) => cancelOpenCharges(tx, linkId, reason, at, paymentId),
  };
}
