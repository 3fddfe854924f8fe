import type { Orm } from '../db/driver.ts';
import { findPix, lockLink, merchantOfLink } from '../db/queries/payment-store.ts';
import type { PaymentStore } from '../domain/payments/store.ts';
import { keyedMoneyTransaction, moneyTransaction } from './money-transaction.ts';

/**
 * domain/payments/store.ts over the one money transaction (decision 031): the merchant's money
 * lock first, then the link's row (SELECT … FOR UPDATE), for the whole payment. Payments of one
 * merchant queue behind each other on PostgreSQL (milliseconds each); PGlite runs one
 * transaction at a time anyway.
 */
export function paymentStore(orm: Orm): PaymentStore {
  return {
    withLink: async (linkId, work) =>
      moneyTransaction(orm, await merchantOfLink(orm, linkId), async ({ tx }) => work(await lockLink(tx, linkId))),
    payOnce: async (linkId, key, work) =>
      keyedMoneyTransaction(
        orm,
        {
          merchantId: await merchantOfLink(orm, linkId),
          scope: `card:${linkId}`,
          key: key.key,
          fingerprint: key.fingerprint,
          ...(key.pause ? { pause: key.pause } : {}),
          now: key.now,
        },
        async ({ tx }) => work(await lockLink(tx, linkId)),
      ),
    findPix: (txid) => findPix(orm, txid),
  };
}
