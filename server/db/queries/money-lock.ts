import { sql } from 'drizzle-orm';
import type { Tx } from './tx.ts';

/** Names this lock among the advisory locks (the first key of the two-key form). */
const MONEY_LOCK = 2_311_024;

/**
 * Taken first by every transaction that moves a merchant's money between receivables, their
 * units and payments (a refund, an anticipation's confirmation), and held to its commit. A
 * refund reduces payments in its plan's order (the changed installment, then the removed ones
 * from the last back) and a confirmation updates payments in bulk: two of them over shared
 * payment rows could lock them in opposite orders, a deadlock PostgreSQL ends by failing one.
 * One lock per merchant makes them queue instead; they take milliseconds, and other merchants
 * never wait.
 */
export async function lockMerchantMoney(tx: Tx, merchantId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${MONEY_LOCK}, ${merchantId})`);
}
