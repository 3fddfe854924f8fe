import type { AnticipationRecord } from '../../db/queries/anticipation-confirm.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** An anticipation as the API answers it (contract/anticipation.ts). */
export function anticipationView(row: AnticipationRecord) {
  return {
    anticipation_id: row.id,
    amount: row.amount_cents,
    fee_amount: row.fee_cents,
    net_amount: row.net_cents,
    rate_monthly: row.rate_monthly_bp / 100,
    credit_date: row.credit_date,
    receivables_count: row.receivables_count,
    created_at: toZonedIso(row.created_at),
  };
}
