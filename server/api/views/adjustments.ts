import type { AdjustmentRecord } from '../../db/queries/adjustments.ts';

/** A manual adjustment as the API answers it (contract/financial.ts): signed cents and its direction. */
export function adjustmentView(row: AdjustmentRecord) {
  return {
    id: row.id,
    adjustment_date: row.adjustment_date,
    amount: row.amount_cents,
    type: row.amount_cents >= 0 ? ('CREDIT' as const) : ('DEBIT' as const),
    description: row.description,
    financial_id: row.financial_id,
  };
}
