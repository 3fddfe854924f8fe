import type { billet, billet_event, card_transaction } from '../schema/index.ts';

export type BilletRow = typeof billet.$inferInsert;
export type BilletEventRow = typeof billet_event.$inferInsert;

/**
 * Merchant 1's boletos over the last 13 months in every status, with their history (issue 11),
 * plus the boletos payment links issued (`linked`). Paid ones are the seeded boleto sales
 * (operation 17, `bank_billet_id`). Placeholder until the billet seed lands: the links' only.
 */
export function seedBillets(
  _today: string,
  _cutoff: Date,
  _sales: readonly (typeof card_transaction.$inferInsert)[],
  linked: readonly BilletRow[],
): { billets: BilletRow[]; events: BilletEventRow[] } {
  return { billets: [...linked], events: [] };
}
