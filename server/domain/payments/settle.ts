import type { LinkTx } from './store.ts';

/**
 * What every paid payment does to its link, whatever the method (card, Pix, boleto at the bank),
 * inside the payment's transaction: it counts, and a single-use link, now paid, stops every other
 * charge still open on it, so nobody can pay it a second time.
 */
export async function settlePaid(tx: LinkTx, amountCents: number, at: Date): Promise<void> {
  await tx.addPaid(amountCents);
  if (!tx.link.reusable) await tx.cancelOpenCharges('LINK_PAID', at);
}
