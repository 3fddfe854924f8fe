import type { PaylinkStatus } from '../../../contract/codes/paylinks.ts';
import type { findBillet, findReceipt, Payee, PixRecord } from '../../db/queries/checkout.ts';
import { pixStatus } from '../../db/queries/checkout.ts';
import { cardBrandOf } from '../../db/queries/labels.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { ITAU } from '../../domain/boleto/index.ts';
import { closedAnswer } from '../../domain/payments/answers.ts';
import type { PaymentAnswer } from '../../domain/payments/store.ts';
import { installmentOptions, methodsFromText } from '../../domain/paylink.ts';
import { toZonedIso } from '../../domain/zone.ts';

/**
 * What the customer's pages read (docs/api.md, "Checkout"): the payee is named by its trade name
 * and document only; `origin` is where the PWA is served (for the charges' checkout URLs).
 */

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;
type BilletRow = NonNullable<Awaited<ReturnType<typeof findBillet>>>;

const party = (payee: Payee) => ({ name: payee.name, document: payee.document });

/** An open link, as its checkout shows it. */
export const checkoutView = (link: PaylinkRecord, payee: Payee) => ({
  url_hash: link.url_hash,
  description: link.description,
  amount: link.amount_cents,
  max_installments: link.max_installments,
  payment_methods: methodsFromText(link.payment_methods),
  expires_at: link.expires_at,
  status: 'ACTIVE' as const,
  merchant: party(payee),
  installment_options: installmentOptions(link.amount_cents, link.max_installments),
});

/** A closed link still names its shop: the page says "já foi pago" under the shop's name. */
export function closedCheckoutAnswer(status: Exclude<PaylinkStatus, 'ACTIVE'>, payee: Payee): PaymentAnswer {
  const closed = closedAnswer(status);
  return { status: closed.status, body: { ...closed.body, merchant: { name: payee.name } } };
}

export const openedBilletView = (publicId: string, origin: string) => ({
  billet_id: publicId,
  checkout_url: `${origin}/billet/checkout/${publicId}`,
});

export const openedPixView = (pix: { id: string; code: string; expiresAt: Date }, origin: string) => ({
  pix_id: pix.id,
  br_code: pix.code,
  expires_at: toZonedIso(pix.expiresAt),
  checkout_url: `${origin}/pix/checkout?id=${pix.id}`,
});

export const pixChargeView = (pix: PixRecord, payee: Payee) => ({
  merchant: party(payee),
  pix_id: pix.id,
  status: pixStatus(pix),
  amount: pix.amount_cents,
  br_code: pix.br_code,
  expires_at: toZonedIso(pix.expires_at),
  receipt_id: pix.receipt_id,
});

export const receiptView = (row: ReceiptRow, payee: Payee) => ({
  id: row.id,
  status: row.method === 'CARD' ? ('APPROVED' as const) : ('PAID' as const),
  paid_at: toZonedIso(row.paid_at),
  amount: row.amount_cents,
  installments: row.installments,
  installment_amount: row.installment_amount_cents,
  method: row.method,
  card:
    row.method === 'CARD'
      ? { brand: cardBrandOf(row.card_brand_id)?.brand_name ?? null, last4: row.card_last4 ?? '' }
      : null,
  authorization_number: row.authorization_number,
  nsu: row.nsu,
  description: row.description,
  payer_name: row.payer_name,
  merchant: party(payee),
  // Refunds (issue 23): the receipt says what went back ("Estornado R$ …").
  ...(row.refunded_cents > 0 ? { refunded_amount: row.refunded_cents } : {}),
});

/** A registered boleto (an uploaded one is not a boleto yet: the caller answers 404 for it). */
export const publicBilletView = (row: BilletRow, payee: Payee) => ({
  billet_id: row.public_id,
  status: row.status,
  value: row.value_cents,
  due_date: row.due_date,
  digitable_line: row.digitable_line ?? '',
  barcode: row.barcode ?? '',
  our_number: row.our_number,
  beneficiary: { ...party(payee), bank: `${ITAU.code} - ${ITAU.name}` },
  payer: { name: row.payer_name },
});
