import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { checkoutPath, methodsFromText, paylinkStatus } from '../../domain/paylink.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** The link as docs/api.md shows it; `origin` is where the PWA is served (for the checkout URL). */
export function paylinkView(row: PaylinkRecord, origin: string, today: string) {
  return {
    id: row.id,
    url_hash: row.url_hash,
    url: `${origin}${checkoutPath(row.url_hash)}`,
    description: row.description,
    amount: row.amount_cents,
    max_installments: row.max_installments,
    payment_methods: methodsFromText(row.payment_methods),
    expires_at: row.expires_at,
    reusable: row.reusable,
    status: paylinkStatus(row, today),
    created_at: toZonedIso(row.created_at),
    payments_count: row.payments_count,
    paid_amount: row.paid_amount_cents,
  };
}
