import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { linkPaymentStatus } from '../../domain/payments/charges.ts';
import type { Orm } from '../driver.ts';
import { billet, paylink_payment, pix_charge, receipt } from '../schema/index.ts';
import { toZonedIso } from '../../domain/zone.ts';
import { cardBrandOf } from './labels.ts';
import { offsetOf } from './list-support.ts';
import { refundedOf } from './refunds.ts';

/**
 * A link's payments as its merchant sees them (docs/api.md, "Payment links"): every card
 * attempt, Pix charge and boleto, with or without a 'Boleto' plan, so a merchant can follow and
 * cancel what its customers opened.
 */

const columns = {
  payment: paylink_payment,
  pix: pix_charge,
  billet,
  receiptId: receipt.id,
  refunded: refundedOf(paylink_payment.merchant_id, paylink_payment.transaction_id),
};

function rows(orm: Orm, where: SQL | undefined) {
  return orm
    .select(columns)
    .from(paylink_payment)
    .leftJoin(pix_charge, eq(pix_charge.payment_id, paylink_payment.id))
    .leftJoin(billet, eq(billet.payment_id, paylink_payment.id))
    .leftJoin(receipt, eq(receipt.payment_id, paylink_payment.id))
    .where(where);
}

type Row = Awaited<ReturnType<typeof rows>>[number];

export function linkPaymentView(row: Row, origin: string, now = new Date()) {
  const { payment, pix } = row;
  const boleto = row.billet;
  return {
    id: payment.public_id,
    method: payment.method,
    status: linkPaymentStatus(payment, pix && { status: pix.status, expiresAt: pix.expires_at }, boleto, now),
    amount: payment.amount_cents,
    installments: payment.installments,
    created_at: toZonedIso(payment.created_at),
    paid_at: payment.paid_at && toZonedIso(payment.paid_at),
    /** The merchant's own sale number (public answers never carry it). */
    transaction_id: payment.transaction_id,
    payer: { name: payment.payer_name, document: payment.payer_document, email: payment.payer_email },
    card:
      payment.method === 'CARD'
        ? { brand: cardBrandOf(payment.card_brand_id)?.brand_name ?? null, last4: payment.card_last4 }
        : null,
    denial_message: payment.denial_message,
    receipt_id: row.receiptId,
    ...(row.refunded > 0 ? { refunded_amount: row.refunded } : {}),
    pix: pix && { pix_id: pix.id, expires_at: toZonedIso(pix.expires_at) },
    billet: boleto && {
      billet_id: boleto.public_id,
      our_number: boleto.our_number,
      due_date: boleto.due_date,
      status: boleto.status,
      checkout_url: `${origin}/billet/checkout/${boleto.public_id}`,
    },
  };
}

export async function listLinkPayments(orm: Orm, linkId: number, page: number, perPage: number) {
  const where = eq(paylink_payment.paylink_id, linkId);
  const [total] = await orm.select({ n: count() }).from(paylink_payment).where(where);
  const data = await rows(orm, where).orderBy(desc(paylink_payment.id)).limit(perPage).offset(offsetOf(page, perPage));
  return { data, total: total?.n ?? 0 };
}

export async function findLinkPayment(orm: Orm, linkId: number, publicId: string): Promise<Row | undefined> {
  const [row] = await rows(orm, and(eq(paylink_payment.paylink_id, linkId), eq(paylink_payment.public_id, publicId)));
  return row;
}
