import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PaylinkStatus } from '../../../contract/codes/paylinks.ts';
import { paylinkStatus } from '../../domain/paylink.ts';
import type { Orm } from '../driver.ts';
import { refundedOf } from './refunds.ts';
import {
  billet,
  merchant,
  merchant_address,
  merchant_document,
  paylink,
  pix_charge,
  receipt,
} from '../schema/index.ts';
import { todayInZone } from '../../domain/zone.ts';
import type { Tx } from './tx.ts';
import type { PaylinkRecord } from './paylinks.ts';

// What the customer's pages read; the money writes are domain/payments over payment-store.ts.

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

export type PixRecord = typeof pix_charge.$inferSelect;

export async function findPix(orm: Orm, id: string): Promise<PixRecord | undefined> {
  const [row] = await orm.select().from(pix_charge).where(eq(pix_charge.id, id));
  return row;
}

/** A pending charge past its time is EXPIRED; the stored status changes only when paid or cancelled. */
export const pixStatus = (row: PixRecord, now = new Date()): 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED' =>
  row.status === 'PAID' || row.status === 'CANCELLED'
    ? row.status
    : row.status === 'EXPIRED' || row.expires_at <= now
      ? 'EXPIRED'
      : 'PENDING';

/** A receipt, with what its sale's refunds gave back (issue 23). */
export async function findReceipt(orm: Orm, id: string) {
  const [row] = await orm
    .select({ ...getTableColumns(receipt), refunded_cents: refundedOf(receipt.merchant_id, receipt.transaction_id) })
    .from(receipt)
    .where(eq(receipt.id, id));
  return row;
}

export async function findBillet(orm: Orm, publicId: string) {
  const [row] = await orm.select().from(billet).where(eq(billet.public_id, publicId));
  return row;
}
