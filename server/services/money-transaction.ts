import type { Orm } from '../db/driver.ts';
import { findKey, saveKey, type KeyRef } from '../db/queries/idempotency.ts';
import { postEntry } from '../db/queries/ledger.ts';
import { lockMerchantMoney } from '../db/queries/money-lock.ts';
import type { Tx } from '../db/queries/tx.ts';
import { replay, type MoneyAnswer, type MoneyOutcome } from '../domain/idempotency.ts';
import type { JournalEntry } from '../domain/ledger/entry.ts';

/**
 * The one way money moves (decision 031). Every call that moves a merchant's money — a card, Pix
 * or boleto payment, a refund, an anticipation's confirmation, a boleto's cancellation, the bank
 * day — runs its work through here: ONE database transaction that
 *   1. takes the merchant's money lock (every other lock comes after it: merchant → link → rows
 *      by id, so two movements never wait for each other in opposite orders);
 *   2. for a keyed call, looks the Idempotency-Key up (a stored answer is replayed, another body
 *      under it refused) — under the lock, so a concurrent retry waits and then replays;
 *   3. runs the work, which changes the projections and posts its journal entries;
 *   4. stores the answer under the key (refusals are not stored);
 *   5. commits once. A crash anywhere before the commit leaves nothing behind.
 */

export interface MoneyContext {
  tx: Tx;
  /** Posts a journal entry in this transaction (its lines must balance). */
  post(entry: JournalEntry): Promise<number | null>;
}

/** The crash test's stops inside the transaction (card payments name them; see phases.ts). */
type MoneyPause = (phase: 'claimed' | 'answered') => Promise<void>;

export interface KeyedRequest extends KeyRef {
  /** What makes two requests under one key "the same request". */
  fingerprint: string;
  pause?: MoneyPause;
  now?: Date;
}

const contextOf = (tx: Tx): MoneyContext => ({ tx, post: (entry) => postEntry(tx, entry) });

/** Another transaction stored the key between our look-up and our insert (never under the lock). */
class KeyTaken extends Error {}

/** Work that moves a merchant's money without an Idempotency-Key (the bank day, a cancellation). */
export function moneyTransaction<T>(
  orm: Orm,
  merchantId: number,
  work: (context: MoneyContext) => Promise<T>,
): Promise<T> {
  return orm.transaction(async (tx) => {
    await lockMerchantMoney(tx, merchantId);
    return work(contextOf(tx));
  });
}

/** Work under an Idempotency-Key: the first answer is kept and replayed (see above). */
export async function keyedMoneyTransaction(
  orm: Orm,
  request: KeyedRequest,
  work: (context: MoneyContext) => Promise<MoneyOutcome>,
): Promise<MoneyAnswer> {
  try {
    return await orm.transaction(async (tx) => {
      await lockMerchantMoney(tx, request.merchantId);
      const held = await findKey(tx, request);
      if (held) return replay(held, request.fingerprint);
      await request.pause?.('claimed');
      const outcome = await work(contextOf(tx));
      if (outcome.keep) {
        const saved = await saveKey(tx, request, request.fingerprint, outcome.answer, request.now ?? new Date());
        if (!saved) throw new KeyTaken();
      }
      await request.pause?.('answered');
      return outcome.answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const held = await orm.transaction((tx) => findKey(tx, request));
    if (!held) throw new Error('keyedMoneyTransaction: a key taken and then gone', { cause: error });
    return replay(held, request.fingerprint);
  }
}
