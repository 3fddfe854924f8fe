import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { LinkState, LinkTx, PaymentStore, StoredKey } from '../../domain/payments/store.ts';
import type { Orm } from '../driver.ts';
import { idempotency_record, paylink, paylink_payment, pix_charge } from '../schema/index.ts';
import { recordCard } from './card-sale.ts';
import { cancelOpenCharges, countOpen, lockPix, openBillet, openPix, payPix } from './link-charges.ts';
import type { Tx } from './live-sales.ts';
import type { PaylinkRecord } from './paylinks.ts';

/**
 * domain/payments/store.ts over Drizzle: every payment is one transaction that starts by locking
 * its link's row (SELECT … FOR UPDATE). On PostgreSQL that queues payments of one link behind
 * each other; PGlite runs one transaction at a time anyway.
 */
export function paymentStore(orm: Orm): PaymentStore {
  return {
    withLink: (linkId, work) => orm.transaction(async (tx) => work(await lockLink(tx, linkId))),
    findPix: async (txid) => {
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
    },
  };
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
  const keyOf = (key: string) => and(eq(idempotency_record.paylink_id, linkId), eq(idempotency_record.key, key));
  return {
    link,
    findKey: async (key) => {
      const [held] = await tx.select().from(idempotency_record).where(keyOf(key));
      return held && storedKey(held);
    },
    claimKey: async (key, fingerprint, at) => {
      await tx
        .insert(idempotency_record)
        .values({ paylink_id: linkId, key, fingerprint, status_code: null, response: null, created_at: at })
        .onConflictDoUpdate({
          target: [idempotency_record.paylink_id, idempotency_record.key],
          set: { fingerprint, created_at: at },
          // Only a claim that never got its answer is taken over.
          setWhere: isNull(idempotency_record.status_code),
        });
    },
    saveAnswer: async (key, answer) => {
      await tx
        .update(idempotency_record)
        .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
        .where(keyOf(key));
    },
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

function storedKey(row: typeof idempotency_record.$inferSelect): StoredKey {
  return {
    fingerprint: row.fingerprint,
    claimedAt: row.created_at,
    answer:
      row.status_code === null || row.response === null
        ? null
        : { status: row.status_code, body: JSON.parse(row.response) as Record<string, unknown> },
  };
}
