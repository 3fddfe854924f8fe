import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { billet, paylink_payment, pix_charge, receipt } from '../schema/index.ts';
import { offsetOf } from './list-support.ts';
import { refundedOf } from './refunds.ts';

/**
 * A link's payments as its merchant sees them (docs/api.md, "Payment links"): every card
 * attempt, Pix charge and boleto, with or without a 'Boleto' plan, so a merchant can follow and
 * cancel what its customers opened (the view: server/api/views/link-payments.ts).
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

/** A link's payment with its Pix charge, boleto, receipt and Σ of its sale's refunds. */
export type LinkPaymentRow = Awaited<ReturnType<typeof rows>>[number];

export async function listLinkPayments(orm: Orm, linkId: number, page: number, perPage: number) {
  const where = eq(paylink_payment.paylink_id, linkId);
  const [total] = await orm.select({ n: count() }).from(paylink_payment).where(where);
  const found = await rows(orm, where).orderBy(desc(paylink_payment.id)).limit(perPage).offset(offsetOf(page, perPage));
  return { rows: found, total: total?.n ?? 0 };
}

export async function findLinkPayment(orm: Orm, linkId: number, publicId: string): Promise<LinkPaymentRow | undefined> {
  const [row] = await rows(orm, and(eq(paylink_payment.paylink_id, linkId), eq(paylink_payment.public_id, publicId)));
  return row;
}
