import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import { BILLET_DUE_DAYS, paylinkStatus, PIX_TTL_MINUTES, type PaylinkStatus } from '../../domain/paylink.ts';
import { brCode, merchantPixKey, newTxid } from '../../domain/pix.ts';
import { splitCents } from '../../domain/settlement.ts';
import type { Orm } from '../driver.ts';
import {
  billet,
  idempotency_record,
  merchant,
  merchant_address,
  merchant_document,
  paylink,
  paylink_payment,
  pix_charge,
  receipt,
} from '../schema/index.ts';
import { addDays, todayInZone } from '../zone.ts';
import { insertLiveSale, type Tx } from './live-sales.ts';
import type { PaylinkRecord } from './paylinks.ts';
import { plainBilletTerms } from '../billet-terms.ts';

/** Who the payer pays: the trade name and the first CPF/CNPJ, nothing else (and the city for Pix). */
export interface Payee {
  name: string;
  document: string;
  city: string;
}

export async function payeeOf(orm: Orm | Tx, merchantId: number): Promise<Payee> {
  const [m] = await orm.select().from(merchant).where(eq(merchant.id, merchantId));
  const [doc] = await orm
    .select({ value: merchant_document.value })
    .from(merchant_document)
    .where(eq(merchant_document.merchant_id, merchantId))
    .orderBy(asc(merchant_document.id))
    .limit(1);
  const [address] = await orm
    .select({ city: merchant_address.city })
    .from(merchant_address)
    .where(eq(merchant_address.merchant_id, merchantId))
    .orderBy(asc(merchant_address.id))
    .limit(1);
  return { name: m?.trade ?? m?.merchant_name ?? '', document: doc?.value ?? '', city: address?.city ?? '' };
}

/** A visible link by its checkout key, or undefined (unknown or deleted). */
export async function linkByHash(orm: Orm, hash: string): Promise<PaylinkRecord | undefined> {
  const [row] = await orm
    .select()
    .from(paylink)
    .where(and(eq(paylink.url_hash, hash), isNull(paylink.deleted_at)));
  return row;
}

export const statusOf = (link: PaylinkRecord): PaylinkStatus => paylinkStatus(link, todayInZone());

/** Denied card payments of a link since `since` (the rate limit's window). */
export async function denialsSince(orm: Orm, paylinkId: number, since: Date): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(paylink_payment)
    .where(
      and(
        eq(paylink_payment.paylink_id, paylinkId),
        eq(paylink_payment.status, 'DENIED'),
        gte(paylink_payment.created_at, since),
      ),
    );
  return row?.n ?? 0;
}

// ---- idempotency ---------------------------------------------------------------------------

export type IdempotencyRecord = typeof idempotency_record.$inferSelect;

/** Takes the key for this request, or returns the record another request already holds. */
export async function claimKey(
  orm: Orm,
  paylinkId: number,
  key: string,
  fingerprint: string,
): Promise<IdempotencyRecord | null> {
  const inserted = await orm
    .insert(idempotency_record)
    .values({ paylink_id: paylinkId, key, fingerprint, status_code: null, response: null, created_at: new Date() })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) return null;
  const [existing] = await orm
    .select()
    .from(idempotency_record)
    .where(and(eq(idempotency_record.paylink_id, paylinkId), eq(idempotency_record.key, key)));
  if (!existing) throw new Error('claimKey: the conflicting record vanished');
  return existing;
}

export async function readKey(orm: Orm, paylinkId: number, key: string): Promise<IdempotencyRecord | undefined> {
  const [row] = await orm
    .select()
    .from(idempotency_record)
    .where(and(eq(idempotency_record.paylink_id, paylinkId), eq(idempotency_record.key, key)));
  return row;
}

export async function saveAnswer(orm: Orm, paylinkId: number, key: string, status: number, body: unknown) {
  await orm
    .update(idempotency_record)
    .set({ status_code: status, response: JSON.stringify(body) })
    .where(and(eq(idempotency_record.paylink_id, paylinkId), eq(idempotency_record.key, key)));
}

/** Frees a key whose request ended without charging (refused before the issuer was asked). */
export async function releaseKey(orm: Orm, paylinkId: number, key: string) {
  await orm
    .delete(idempotency_record)
    .where(and(eq(idempotency_record.paylink_id, paylinkId), eq(idempotency_record.key, key)));
}

// ---- payments ------------------------------------------------------------------------------

export interface Payer {
  name: string;
  document: string;
  email: string;
}

/** Locks the link for the payment and answers its status at that moment. */
async function lockLink(tx: Tx, id: number): Promise<PaylinkRecord> {
  const [row] = await tx.select().from(paylink).where(eq(paylink.id, id)).for('update');
  if (!row) throw new Error('lockLink: link vanished');
  return row;
}

async function countPaid(tx: Tx, id: number, amount: number) {
  await tx
    .update(paylink)
    .set({
      payments_count: sql`${paylink.payments_count} + 1`,
      paid_amount_cents: sql`${paylink.paid_amount_cents} + ${amount}`,
    })
    .where(eq(paylink.id, id));
}

export type CardOutcome =
  | { kind: 'closed'; status: PaylinkStatus }
  | { kind: 'approved'; receiptId: string; transactionId: number }
  | { kind: 'denied'; message: string; transactionId: number };

/**
 * One card authorization on a link, in one database transaction: the sale (CONFIRMED with its
 * receivables, or DENIED), the link's payment, and for an approval its receipt and the link's
 * counters. Only BIN and last 4 reach this function.
 */
export async function recordCardPayment(
  orm: Orm,
  link: PaylinkRecord,
  payment: {
    installments: number;
    brandId: number | null;
    bin: string;
    last4: string;
    payer: Payer;
    answer: { approved: true } | { approved: false; message: string };
  },
): Promise<CardOutcome> {
  const outcome = await orm.transaction(async (tx): Promise<CardOutcome> => {
    const current = await lockLink(tx, link.id);
    const status = paylinkStatus(current, todayInZone());
    if (status !== 'ACTIVE') return { kind: 'closed', status };
    const now = new Date();
    const approved = payment.answer.approved;
    const sale = await insertLiveSale(tx, {
      merchantId: current.merchant_id,
      method: 'CARD',
      status: approved ? 'CONFIRMED' : 'DENIED',
      amountCents: current.amount_cents,
      installments: payment.installments,
      brandId: payment.brandId,
      bin: payment.bin,
      last4: payment.last4,
      at: now,
    });
    const [row] = await tx
      .insert(paylink_payment)
      .values({
        merchant_id: current.merchant_id,
        paylink_id: current.id,
        method: 'CARD',
        status: approved ? 'APPROVED' : 'DENIED',
        amount_cents: current.amount_cents,
        installments: payment.installments,
        transaction_id: sale.transaction_id,
        card_brand_id: payment.brandId,
        card_bin: payment.bin,
        card_last4: payment.last4,
        denial_message: payment.answer.approved ? null : payment.answer.message,
        payer_name: payment.payer.name,
        payer_document: payment.payer.document,
        payer_email: payment.payer.email,
        created_at: now,
        paid_at: approved ? now : null,
      })
      .returning({ id: paylink_payment.id });
    if (!payment.answer.approved)
      return { kind: 'denied', message: payment.answer.message, transactionId: sale.transaction_id };
    const receiptId = randomUUID();
    await tx.insert(receipt).values({
      id: receiptId,
      merchant_id: current.merchant_id,
      payment_id: row?.id ?? 0,
      transaction_id: sale.transaction_id,
      method: 'CARD',
      amount_cents: current.amount_cents,
      installments: payment.installments,
      installment_amount_cents: splitCents(current.amount_cents, payment.installments)[0] ?? current.amount_cents,
      card_brand_id: payment.brandId,
      card_last4: payment.last4,
      authorization_number: sale.authorization_number,
      nsu: sale.nsu,
      description: current.description,
      payer_name: payment.payer.name,
      paid_at: now,
    });
    await countPaid(tx, current.id, current.amount_cents);
    return { kind: 'approved', receiptId, transactionId: sale.transaction_id };
  });
  return outcome;
}

async function insertPending(tx: Tx, link: PaylinkRecord, method: 'PIX' | 'BILLET', payer: Payer, now: Date) {
  const [row] = await tx
    .insert(paylink_payment)
    .values({
      merchant_id: link.merchant_id,
      paylink_id: link.id,
      method,
      status: 'PENDING',
      amount_cents: link.amount_cents,
      installments: 1,
      transaction_id: null,
      card_brand_id: null,
      card_bin: null,
      card_last4: null,
      denial_message: null,
      payer_name: payer.name,
      payer_document: payer.document,
      payer_email: payer.email,
      created_at: now,
      paid_at: null,
    })
    .returning({ id: paylink_payment.id });
  if (!row) throw new Error('insertPending: no row returned');
  return row.id;
}

export type ChargeOutcome<T> = { kind: 'closed'; status: PaylinkStatus } | ({ kind: 'created' } & T);

/** A Pix charge for the link's amount: its own txid and BR Code, payable for PIX_TTL_MINUTES. */
export async function createPixCharge(
  orm: Orm,
  link: PaylinkRecord,
  payer: Payer,
): Promise<ChargeOutcome<{ id: string; code: string; expiresAt: Date }>> {
  return orm.transaction(async (tx) => {
    const current = await lockLink(tx, link.id);
    const status = paylinkStatus(current, todayInZone());
    if (status !== 'ACTIVE') return { kind: 'closed' as const, status };
    const now = new Date();
    const payee = await payeeOf(tx, current.merchant_id);
    const paymentId = await insertPending(tx, current, 'PIX', payer, now);
    const txid = newTxid();
    const code = brCode({
      key: merchantPixKey(current.merchant_id),
      merchantName: payee.name,
      merchantCity: payee.city,
      amountCents: current.amount_cents,
      txid,
    });
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + PIX_TTL_MINUTES * 60_000);
    await tx.insert(pix_charge).values({
      id,
      merchant_id: current.merchant_id,
      payment_id: paymentId,
      txid,
      br_code: code,
      amount_cents: current.amount_cents,
      status: 'PENDING',
      expires_at: expiresAt,
      created_at: now,
      paid_at: null,
      receipt_id: null,
    });
    return { kind: 'created' as const, id, code, expiresAt };
  });
}

/** A boleto for the link's amount, registered with the simulated Itaú, due in BILLET_DUE_DAYS. */
export async function createBillet(
  orm: Orm,
  link: PaylinkRecord,
  payer: Payer,
): Promise<ChargeOutcome<{ publicId: string }>> {
  const outcome = await orm.transaction(async (tx) => {
    const current = await lockLink(tx, link.id);
    const status = paylinkStatus(current, todayInZone());
    if (status !== 'ACTIVE') return { kind: 'closed' as const, status };
    const now = new Date();
    const paymentId = await insertPending(tx, current, 'BILLET', payer, now);
    // The id is the nosso número's sequence, so it is drawn before the barcode is built.
    // Both drivers answer execute() with { rows }.
    const drawn = (await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('billet', 'id')) AS id`)) as unknown as {
      rows: { id: number | string }[];
    };
    const next = drawn.rows[0];
    const id = Number(next?.id);
    const dueDate = addDays(todayInZone(now), BILLET_DUE_DAYS);
    const publicId = randomUUID();
    await tx.insert(billet).values({
      id,
      public_id: publicId,
      merchant_id: current.merchant_id,
      payment_id: paymentId,
      status: 'WAITING_RETURN',
      due_date: dueDate,
      value_cents: current.amount_cents,
      ...plainBilletTerms(dueDate, current.amount_cents),
      registered_at: now,
      ...registerItauBoleto({ sequence: id, dueDate, amountCents: current.amount_cents }),
      payer_name: payer.name,
      payer_document: payer.document,
      payer_email: payer.email,
      created_at: now,
      paid_at: null,
      paid_cents: null,
      transaction_id: null,
    });
    return { kind: 'created' as const, publicId };
  });
  return outcome;
}

export type PixRecord = typeof pix_charge.$inferSelect;

export async function findPix(orm: Orm, id: string): Promise<PixRecord | undefined> {
  const [row] = await orm.select().from(pix_charge).where(eq(pix_charge.id, id));
  return row;
}

/** A pending charge past its time is EXPIRED; the stored status changes only when paid. */
export const pixStatus = (row: PixRecord, now = new Date()): 'PENDING' | 'PAID' | 'EXPIRED' =>
  row.status === 'PAID' ? 'PAID' : row.status === 'EXPIRED' || row.expires_at < now ? 'EXPIRED' : 'PENDING';

export type PixPayOutcome =
  { kind: 'unknown' } | { kind: 'paid' } | { kind: 'expired' } | { kind: 'ok'; pixId: string; receiptId: string };

/** The simulated bank pays the charge a code names (by its txid and amount). */
export async function payPix(orm: Orm, txid: string, amountCents: number | null): Promise<PixPayOutcome> {
  return orm.transaction(async (tx): Promise<PixPayOutcome> => {
    const [charge] = await tx.select().from(pix_charge).where(eq(pix_charge.txid, txid)).for('update');
    if (!charge || (amountCents !== null && amountCents !== charge.amount_cents)) return { kind: 'unknown' };
    const status = pixStatus(charge);
    if (status === 'PAID') return { kind: 'paid' };
    if (status === 'EXPIRED') return { kind: 'expired' };
    const [payment] = await tx.select().from(paylink_payment).where(eq(paylink_payment.id, charge.payment_id));
    if (!payment) throw new Error('payPix: payment vanished');
    const [link] = await tx.select().from(paylink).where(eq(paylink.id, payment.paylink_id));
    const now = new Date();
    const sale = await insertLiveSale(tx, {
      merchantId: charge.merchant_id,
      method: 'PIX',
      status: 'CONFIRMED',
      amountCents: charge.amount_cents,
      installments: 1,
      brandId: null,
      bin: null,
      last4: null,
      at: now,
    });
    const receiptId = randomUUID();
    await tx
      .update(paylink_payment)
      .set({ status: 'PAID', paid_at: now, transaction_id: sale.transaction_id })
      .where(eq(paylink_payment.id, payment.id));
    await tx.insert(receipt).values({
      id: receiptId,
      merchant_id: charge.merchant_id,
      payment_id: payment.id,
      transaction_id: sale.transaction_id,
      method: 'PIX',
      amount_cents: charge.amount_cents,
      installments: 1,
      installment_amount_cents: charge.amount_cents,
      card_brand_id: null,
      card_last4: null,
      authorization_number: null,
      nsu: null,
      description: link?.description ?? '',
      payer_name: payment.payer_name,
      paid_at: now,
    });
    await tx
      .update(pix_charge)
      .set({ status: 'PAID', paid_at: now, receipt_id: receiptId })
      .where(eq(pix_charge.id, charge.id));
    // The money arrived: it counts even if the link closed meanwhile.
    await countPaid(tx, payment.paylink_id, charge.amount_cents);
    return { kind: 'ok', pixId: charge.id, receiptId };
  });
}

export async function findReceipt(orm: Orm, id: string) {
  const [row] = await orm.select().from(receipt).where(eq(receipt.id, id));
  return row;
}

export async function findBillet(orm: Orm, publicId: string) {
  const [row] = await orm.select().from(billet).where(eq(billet.public_id, publicId));
  return row;
}
