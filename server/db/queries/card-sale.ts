import { randomUUID } from 'node:crypto';
import type { Payer } from '../../domain/payments/keys.ts';
import type { CardCharge, RecordedCard } from '../../domain/payments/store.ts';
import { saleEvent } from '../../domain/notifications/messages.ts';
import { splitCents } from '../../domain/settlement.ts';
import { paylink_payment, receipt } from '../schema/index.ts';
import { insertLiveSale } from './live-sales.ts';
import { notify } from './notification-events.ts';
import type { Tx } from './tx.ts';
import type { PaylinkRecord } from './paylinks.ts';

type PaymentRow = typeof paylink_payment.$inferSelect;

/** A link's payment row; its public id is random, its integer id stays inside. */
export async function insertPayment(
  tx: Tx,
  link: PaylinkRecord,
  values: {
    method: 'CARD' | 'PIX' | 'BILLET';
    status: string;
    installments: number;
    payer: Payer;
    clientKey: string;
    at: Date;
    transactionId?: number;
    card?: { brandId: number | null; bin: string; last4: string; cardKey: string; denial: string | null };
  },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(paylink_payment)
    .values({
      public_id: randomUUID(),
      merchant_id: link.merchant_id,
      paylink_id: link.id,
      method: values.method,
      status: values.status,
      amount_cents: link.amount_cents,
      installments: values.installments,
      transaction_id: values.transactionId ?? null,
      card_brand_id: values.card?.brandId ?? null,
      card_bin: values.card?.bin ?? null,
      card_last4: values.card?.last4 ?? null,
      denial_message: values.card?.denial ?? null,
      payer_name: values.payer.name,
      payer_document: values.payer.document,
      payer_email: values.payer.email,
      client_key: values.clientKey,
      card_key: values.card?.cardKey ?? null,
      created_at: values.at,
      paid_at: values.status === 'APPROVED' ? values.at : null,
    })
    .returning();
  if (!row) throw new Error('insertPayment: no row returned');
  return row;
}

/** The receipt of a paid payment: what the payer may keep and share, as it was when paid. */
export async function insertReceipt(
  tx: Tx,
  payment: PaymentRow,
  sale: { transaction_id: number; authorization_number: string | null; nsu: string | null },
  description: string,
  at: Date,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(receipt).values({
    id,
    merchant_id: payment.merchant_id,
    payment_id: payment.id,
    transaction_id: sale.transaction_id,
    method: payment.method,
    amount_cents: payment.amount_cents,
    installments: payment.installments,
    installment_amount_cents: splitCents(payment.amount_cents, payment.installments)[0] ?? payment.amount_cents,
    card_brand_id: payment.card_brand_id,
    card_last4: payment.card_last4,
    authorization_number: sale.authorization_number,
    nsu: sale.nsu,
    description,
    payer_name: payment.payer_name,
    paid_at: at,
  });
  return id;
}

/**
 * A card authorization's records: the sale (CONFIRMED with its receivables, or DENIED), the
 * link's payment and an approval's receipt. Only BIN and last 4 of the card reach this function.
 */
export async function recordCard(tx: Tx, link: PaylinkRecord, card: CardCharge, at: Date): Promise<RecordedCard> {
  const approved = card.issuer.approved;
  const sale = await insertLiveSale(tx, {
    merchantId: link.merchant_id,
    method: 'CARD',
    status: approved ? 'CONFIRMED' : 'DENIED',
    amountCents: link.amount_cents,
    installments: card.installments,
    brandId: card.brandId,
    bin: card.bin,
    last4: card.last4,
    at,
  });
  const payment = await insertPayment(tx, link, {
    method: 'CARD',
    status: approved ? 'APPROVED' : 'DENIED',
    installments: card.installments,
    payer: card.payer,
    clientKey: card.clientKey,
    at,
    transactionId: sale.transaction_id,
    card: {
      brandId: card.brandId,
      bin: card.bin,
      last4: card.last4,
      cardKey: card.cardKey,
      denial: card.issuer.approved ? null : card.issuer.message,
    },
  });
  const receiptId = approved ? await insertReceipt(tx, payment, sale, link.description, at) : null;
  if (approved) {
    await notify(
      tx,
      saleEvent({
        merchantId: link.merchant_id,
        transactionId: sale.transaction_id,
        amountCents: link.amount_cents,
        method: 'CARD',
        brandId: card.brandId,
        installments: card.installments,
        link: { id: link.id, description: link.description },
        at,
      }),
    );
  }
  return { paymentId: payment.public_id, receiptId };
}
