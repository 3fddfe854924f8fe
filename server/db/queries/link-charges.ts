import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import { saleEvent } from '../../domain/notifications/messages.ts';
import { BILLET_DOWNED } from '../../domain/payments/charges.ts';
import type { Payer } from '../../domain/payments/keys.ts';
import type { CancelReason, ChargeMethod, PixState } from '../../domain/payments/store.ts';
import { BILLET_DUE_DAYS, PIX_TTL_MINUTES } from '../../domain/paylink.ts';
import { brCode, merchantPixKey, newTxid } from '../../domain/pix.ts';
import { plainBilletTerms } from '../billet-terms.ts';
import { billet, paylink_payment, pix_charge } from '../schema/index.ts';
import { addDays, todayInZone } from '../../domain/zone.ts';
import { addEvent } from './billets.ts';
import { insertPayment, insertReceipt } from './card-sale.ts';
import { payeeOf } from './checkout.ts';
import { insertLiveSale } from './live-sales.ts';
import { notify } from './notification-events.ts';
import type { Tx } from './tx.ts';
import type { PaylinkRecord } from './paylinks.ts';

/** Pix charges and boletos of a link (domain/payments/charges.ts), inside its locked transaction. */

const paymentsOf = (linkId: number, publicId?: string) =>
  sql`(SELECT ${paylink_payment.id} FROM ${paylink_payment} WHERE ${and(
    eq(paylink_payment.paylink_id, linkId),
    publicId === undefined ? undefined : eq(paylink_payment.public_id, publicId),
  )})`;

export async function countOpen(tx: Tx, linkId: number, method: ChargeMethod, clientKey: string, now: Date) {
  const mine = sql<number>`count(*) FILTER (WHERE ${paylink_payment.client_key} = ${clientKey})`;
  const [counts] =
    method === 'PIX'
      ? await tx
          .select({ client: mine, link: sql<number>`count(*)` })
          .from(pix_charge)
          .innerJoin(paylink_payment, eq(paylink_payment.id, pix_charge.payment_id))
          .where(
            and(
              eq(paylink_payment.paylink_id, linkId),
              eq(pix_charge.status, 'PENDING'),
              gt(pix_charge.expires_at, now),
            ),
          )
      : await tx
          .select({ client: mine, link: sql<number>`count(*)` })
          .from(billet)
          .innerJoin(paylink_payment, eq(paylink_payment.id, billet.payment_id))
          .where(and(eq(paylink_payment.paylink_id, linkId), eq(billet.status, 'WAITING_RETURN')));
  return { client: Number(counts?.client ?? 0), link: Number(counts?.link ?? 0) };
}

/** A Pix charge for the link's amount: its own txid and BR Code, payable for PIX_TTL_MINUTES. */
export async function openPix(tx: Tx, link: PaylinkRecord, payer: Payer, clientKey: string, at: Date) {
  const payee = await payeeOf(tx, link.merchant_id);
  const payment = await insertPayment(tx, link, {
    method: 'PIX',
    status: 'PENDING',
    installments: 1,
    payer,
    clientKey,
    at,
  });
  const txid = newTxid();
  const code = brCode({
    key: merchantPixKey(link.merchant_id),
    merchantName: payee.name,
    merchantCity: payee.city,
    amountCents: link.amount_cents,
    txid,
  });
  const id = randomUUID();
  const expiresAt = new Date(at.getTime() + PIX_TTL_MINUTES * 60_000);
  await tx.insert(pix_charge).values({
    id,
    merchant_id: link.merchant_id,
    payment_id: payment.id,
    txid,
    br_code: code,
    amount_cents: link.amount_cents,
    status: 'PENDING',
    cancel_reason: null,
    expires_at: expiresAt,
    created_at: at,
    paid_at: null,
    receipt_id: null,
  });
  return { id, code, expiresAt };
}

/** A boleto for the link's amount, registered with the simulated Itaú, due in BILLET_DUE_DAYS. */
export async function openBillet(tx: Tx, link: PaylinkRecord, payer: Payer, clientKey: string, at: Date) {
  const payment = await insertPayment(tx, link, {
    method: 'BILLET',
    status: 'PENDING',
    installments: 1,
    payer,
    clientKey,
    at,
  });
  // The id is the nosso número's sequence, so it is drawn before the barcode is built.
  // Both drivers answer execute() with { rows }.
  const drawn = (await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('billet', 'id')) AS id`)) as unknown as {
    rows: { id: number | string }[];
  };
  const id = Number(drawn.rows[0]?.id);
  const dueDate = addDays(todayInZone(at), BILLET_DUE_DAYS);
  const publicId = randomUUID();
  await tx.insert(billet).values({
    id,
    public_id: publicId,
    merchant_id: link.merchant_id,
    payment_id: payment.id,
    status: 'WAITING_RETURN',
    due_date: dueDate,
    value_cents: link.amount_cents,
    ...plainBilletTerms(dueDate, link.amount_cents),
    registered_at: at,
    ...registerItauBoleto({ sequence: id, dueDate, amountCents: link.amount_cents }),
    payer_name: payer.name,
    payer_document: payer.document,
    payer_email: payer.email,
    created_at: at,
    paid_at: null,
    paid_cents: null,
    transaction_id: null,
  });
  return { publicId };
}

export async function lockPix(tx: Tx, id: string): Promise<PixState> {
  const [row] = await tx.select().from(pix_charge).where(eq(pix_charge.id, id)).for('update');
  if (!row) throw new Error(`lockPix: charge ${id} vanished`);
  return {
    id: row.id,
    status: row.status as PixState['status'],
    cancelReason: row.cancel_reason as CancelReason | null,
    expiresAt: row.expires_at,
  };
}

/** The money arrived: the Pix sale (D+0, no MDR), the payment paid, its receipt. */
export async function payPix(tx: Tx, link: PaylinkRecord, id: string, at: Date) {
  const [charge] = await tx.select().from(pix_charge).where(eq(pix_charge.id, id));
  if (!charge) throw new Error(`payPix: charge ${id} vanished`);
  const sale = await insertLiveSale(tx, {
    merchantId: charge.merchant_id,
    method: 'PIX',
    status: 'CONFIRMED',
    amountCents: charge.amount_cents,
    installments: 1,
    brandId: null,
    bin: null,
    last4: null,
    at,
  });
  const receiptId = await markPaid(tx, charge.payment_id, sale, link.description, at);
  await tx
    .update(pix_charge)
    .set({ status: 'PAID', paid_at: at, receipt_id: receiptId })
    .where(eq(pix_charge.id, charge.id));
  await notify(
    tx,
    saleEvent({
      merchantId: charge.merchant_id,
      transactionId: sale.transaction_id,
      amountCents: charge.amount_cents,
      method: 'PIX',
      link: { id: link.id, description: link.description },
      at,
    }),
  );
  return { receiptId };
}

/** A Pix charge's or a boleto's payment, paid by `sale`: its row and its receipt. */
export async function markPaid(
  tx: Tx,
  paymentId: number,
  sale: { transaction_id: number; authorization_number: string | null; nsu: string | null },
  description: string,
  at: Date,
): Promise<string> {
  const [payment] = await tx
    .update(paylink_payment)
    .set({ status: 'PAID', paid_at: at, transaction_id: sale.transaction_id })
    .where(eq(paylink_payment.id, paymentId))
    .returning();
  if (!payment) throw new Error(`markPaid: payment ${paymentId} vanished`);
  return insertReceipt(tx, payment, sale, description, at);
}

/**
 * Cancels the link's payable Pix charges and writes off its registered boletos (the next return
 * file reports each write-off, movement 09), or only those of payment `publicId`.
 */
export async function cancelOpenCharges(
  tx: Tx,
  linkId: number,
  reason: CancelReason,
  at: Date,
  publicId?: string,
): Promise<number> {
  const payments = paymentsOf(linkId, publicId);
  const pix = await tx
    .update(pix_charge)
    .set({ status: 'CANCELLED', cancel_reason: reason })
    .where(
      and(eq(pix_charge.status, 'PENDING'), gt(pix_charge.expires_at, at), inArray(pix_charge.payment_id, payments)),
    )
    .returning({ payment: pix_charge.payment_id });
  const billets = await tx
    .update(billet)
    .set({ status: 'DOWNED', cancel_requested_at: at, downed_at: at })
    .where(and(eq(billet.status, 'WAITING_RETURN'), inArray(billet.payment_id, payments)))
    .returning();
  for (const row of billets)
    await addEvent(tx, row, 'DOWNED', BILLET_DOWNED[reason], at, { code: '09', amount_cents: row.value_cents });
  const stopped = [...pix.map((p) => p.payment), ...billets.map((b) => b.payment_id ?? 0)];
  if (stopped.length > 0)
    await tx.update(paylink_payment).set({ status: 'CANCELLED' }).where(inArray(paylink_payment.id, stopped));
  return stopped.length;
}
