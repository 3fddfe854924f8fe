import { and, eq } from 'drizzle-orm';
import type { MoneyAnswer, StoredKey } from '../../domain/idempotency.ts';
import { idempotency_key } from '../schema/index.ts';
import type { Tx } from './tx.ts';

export interface KeyRef {
  merchantId: number;
  scope: string;
  key: string;
}

const where = (ref: KeyRef) =>
  and(
    eq(idempotency_key.merchant_id, ref.merchantId),
    eq(idempotency_key.scope, ref.scope),
    eq(idempotency_key.key, ref.key),
  );

export async function findKey(tx: Tx, ref: KeyRef): Promise<StoredKey | undefined> {
  const [row] = await tx.select().from(idempotency_key).where(where(ref));
  return row && { fingerprint: row.fingerprint, answer: { status: row.status_code, body: JSON.parse(row.response) } };
}

/** Stores the key's answer; false when another transaction stored it first (PostgreSQL only). */
export async function saveKey(
  tx: Tx,
  ref: KeyRef,
  fingerprint: string,
  answer: MoneyAnswer,
  at: Date,
): Promise<boolean> {
  const saved = await tx
    .insert(idempotency_key)
    .values({
      merchant_id: ref.merchantId,
      scope: ref.scope,
      key: ref.key,
      fingerprint,
      status_code: answer.status,
      response: JSON.stringify(answer.body),
      created_at: at,
    })
    .onConflictDoNothing()
    .returning({ key: idempotency_key.key });
  return saved.length > 0;
}

/** Forgets a scope's keys (a payment link deleted before anyone paid it). */
export async function dropScope(tx: Tx, merchantId: number, scope: string): Promise<void> {
  await tx
    .delete(idempotency_key)
    .where(and(eq(idempotency_key.merchant_id, merchantId), eq(idempotency_key.scope, scope)));
}
