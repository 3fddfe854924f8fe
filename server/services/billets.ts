import type { Orm } from '../db/driver.ts';
import { runBankDayIn } from '../db/queries/bank.ts';
import { cancelBilletsIn, type CancelOutcome } from '../db/queries/billets.ts';
import { moneyTransaction } from './money-transaction.ts';

/**
 * The boleto calls that change a merchant's money or its charges run as its money transaction
 * (decision 031): the merchant's lock first, then links, then boletos in id order.
 */

/** Writes off registered boletos (billets.ts cancelBilletsIn). */
export function cancelBillets(
  orm: Orm,
  merchantId: number,
  items: readonly { id: number; our_number: string }[],
  now: Date,
): Promise<CancelOutcome[]> {
  return moneyTransaction(orm, merchantId, ({ tx }) => cancelBilletsIn(tx, merchantId, items, now));
}

/** A bank day for one merchant now (bank.ts runBankDayIn): paid boletos become sales. */
export function runBankDay(orm: Orm, merchantId: number, payIds: readonly number[], now = new Date()) {
  return moneyTransaction(orm, merchantId, ({ tx }) => runBankDayIn(tx, merchantId, payIds, now));
}
