import { Rng } from '../prng.ts';
import type { SaleDraft } from '../sales.ts';
import type { SeedPlans } from '../sales-plans.ts';
import { LinkPayments, type PixPayee } from './charges.ts';
import { drawLink, LINK_SHOPS, type PaylinkRow } from './links.ts';
import { payByKind } from './payments-by-kind.ts';
import { linkedRows, type LinkedRows } from './receipts.ts';

export interface SeededPaylinks {
  paylinks: PaylinkRow[];
  /** Card, Pix and paid-boleto sales of the links: transaction_id is set once sales are numbered. */
  sales: SaleDraft[];
  /** The rows that reference those sales, built after the sales got their ids. */
  finish(): LinkedRows;
}

/**
 * A few dozen links for merchant 1 in every status, and a few for merchant 3, with their payments:
 * approved and denied cards, paid and pending Pix, paid and open boletos. Every paid payment is a
 * sale (channel Link de Pagamento, or Boleto for a boleto) with its receipt, so the links, the
 * sales and the statement agree. Deterministic like the rest of the seed.
 */
export function seedPaylinks(
  today: string,
  cutoff: Date,
  plans: SeedPlans,
  payees: Map<number, PixPayee>,
): SeededPaylinks {
  const rng = new Rng(`paylinks:${today}`);
  const payments = new LinkPayments(rng, new Rng(`paylink-payment-ids:${today}`), plans, payees);
  const links: PaylinkRow[] = [];
  const cutoffMs = cutoff.getTime();
  for (const shop of LINK_SHOPS) {
    for (let index = 0; index < shop.count; index++) {
      const { kind, link } = drawLink(rng, { shop, index, id: links.length + 1, today, cutoffMs });
      links.push(link);
      payByKind(rng, payments, kind, link, cutoffMs);
    }
  }
  payments.expirePixBefore(cutoffMs);
  return {
    paylinks: links,
    sales: payments.drafts.flatMap((d) => (d.sale ? [d.sale] : [])),
    finish: () => linkedRows(payments.drafts, links, cutoff),
  };
}
