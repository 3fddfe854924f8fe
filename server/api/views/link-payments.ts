import type { LinkPaymentRow } from '../../db/queries/link-payments.ts';
import { cardBrandOf } from '../../db/queries/labels.ts';
import { linkPaymentStatus } from '../../domain/payments/charges.ts';
import { toZonedIso } from '../../domain/zone.ts';

/**
 * A link's payment as its merchant sees it (docs/api.md, "Payment links"): a card attempt, a Pix
 * charge or a boleto; `origin` is where the PWA is served (for the boleto's checkout URL).
 */
export function linkPaymentView(row: LinkPaymentRow, origin: string, now = new Date()) {
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
