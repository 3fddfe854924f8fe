import type { Orm } from '../db/driver.ts';
import { deletePaylinkIn, updatePaylinkIn, type PaylinkInput } from '../db/queries/paylinks.ts';
import { merchantOfLink } from '../db/queries/payment-store.ts';
import { moneyTransaction } from './money-transaction.ts';

/**
 * Switching a payment link off or deleting it stops its open charges (Pix cancelled, boletos
 * written off at the bank): like a payment on it, the merchant's money transaction — its lock,
 * then the link's row, then the charges (decision 031).
 */
export async function updatePaylink(orm: Orm, id: number, input: PaylinkInput) {
  return moneyTransaction(orm, await merchantOfLink(orm, id), ({ tx }) => updatePaylinkIn(tx, id, input));
}

export async function deletePaylink(orm: Orm, id: number): Promise<void> {
  await moneyTransaction(orm, await merchantOfLink(orm, id), ({ tx }) => deletePaylinkIn(tx, id));
}
