import { useQueries } from '@tanstack/react-query';
import { unitDetail } from '@contract/receivable-units';
import type { Receivable } from '@contract/shapes/receivable';
import { api } from '@/api';
import { transactionQueries } from '../api/list-transactions';
import type { ForecastInstallment, OutOfReach } from './refund-where';

/**
 * The sale's installments as the refund's forecast needs them: which are out of its reach and
 * why. Paid and anticipated say so themselves; whether one still to be paid sits in a unit bound
 * by a contract effect (a financier's money, not the merchant's to shrink) takes its unit, read
 * here (a sale has at most 12 installments, so at most 12 small calls, made when the form opens).
 * Undefined until known, or when the backend does not say which unit an installment is in: the
 * confirmation then keeps its general words rather than promise what may not happen.
 */
export function useForecastInstallments(
  receivables: readonly Receivable[] | undefined,
): ForecastInstallment[] | undefined {
  const open = receivables?.filter((r) => !r.paid && !r.anticipation) ?? [];
  const unitIds = [...new Set(open.map((r) => r.receivable_unit_id).filter((id) => typeof id === 'number'))];
  const units = useQueries({
    queries: unitIds.map((id) => ({
      queryKey: [...transactionQueries.all(), 'refund-unit', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.call(unitDetail, { params: { id }, signal }),
      staleTime: 60_000,
    })),
  });
  if (!receivables || open.some((r) => r.receivable_unit_id === undefined)) return undefined;
  const unitOut = new Map<number, OutOfReach | null>();
  for (const [index, id] of unitIds.entries()) {
    const unit = units[index]?.data;
    if (!unit) return undefined;
    unitOut.set(id, unit.paid ? 'paid' : unit.committed_amount > 0 ? 'bound' : null);
  }
  return receivables.map((r) => ({
    gross_amount: r.gross_amount,
    outOfReach: r.paid
      ? 'paid'
      : r.anticipation
        ? 'anticipated'
        : r.receivable_unit_id == null
          ? null
          : (unitOut.get(r.receivable_unit_id) ?? null),
  }));
}
