import type { RefundKind } from '../../../contract/refunds.ts';
import type { RefundDebit, RefundRecord } from '../../db/queries/refunds.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** A refund as the API answers it (contract/refunds.ts), with where its money came from. */
export const refundView = ({ row, debits }: { row: RefundRecord; debits: readonly RefundDebit[] }) => ({
  refund_id: row.id,
  transaction_id: row.transaction_id,
  amount: row.amount_cents,
  kind: row.kind as RefundKind,
  status: 'DONE' as const,
  created_at: toZonedIso(row.created_at),
  reason: row.reason,
  reduced_amount: row.reduced_cents,
  debit_amount: row.debit_cents,
  debits: debits.map((d) => ({ payment_id: d.payment_id, payment_date: d.payment_date, amount: d.amount_cents })),
});
