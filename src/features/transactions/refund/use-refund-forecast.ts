import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unitDetail } from '@contract/receivable-units';
import type { Receivable } from '@contract/shapes/receivable';
import { api } from '@/api';
import { transactionQueries } from '../api/list-transactions';
import type { ForecastInstallment, OutOfReach } from './refund-where';

type UnitReach = Map<number, OutOfReach | null>;

/**
 * The sale's installments as the refund's forecast needs them: which are out of its reach and
 * why. Paid and anticipated say so themselves; whether one still to be paid sits in a unit bound
 * by a contract effect (a financier's money, not the merchant's to shrink) takes its unit, read
 * here (a sale has at most 12 installments, so at most 12 small calls, made when the form opens).
 * Undefined until known, or when the backend does not say which unit an installment is in, or a
 * unit cannot be read: the confirmation then keeps its general words rather than promise what may
 * not happen.
 */
export function useForecastInstallments(
  receivables: readonly Receivable[] | undefined,
): ForecastInstallment[] | undefined {
  const queryClient = useQueryClient();
  const open = receivables?.filter((r) => !r.paid && !r.anticipation) ?? [];
  const known = receivables !== undefined && open.every((r) => r.receivable_unit_id !== undefined);
  const unitIds = [...new Set(open.map((r) => r.receivable_unit_id).filter((id) => typeof id === 'number'))];
  const key = unitIds.join(',');
  const [reach, setReach] = useState<{ key: string; units: UnitReach }>();

  useEffect(() => {
    if (!known) return;
    let live = true;
    const ids = key === '' ? [] : key.split(',').map(Number);
    // Through the client the refund's mutation already uses: a useQuery in this chunk makes the
    // bundler move react-query's core out of the first screen's chunk (+0.3 KiB gzip there).
    void Promise.all(
      ids.map((id) =>
        queryClient.fetchQuery({
          queryKey: [...transactionQueries.all(), 'refund-unit', id] as const,
          queryFn: ({ signal }) => api.call(unitDetail, { params: { id }, signal }),
          staleTime: 60_000,
        }),
      ),
    )
      .then((units) => {
        if (!live) return;
        const entries = units.map((u, index): [number, OutOfReach | null] => [
          ids[index] ?? 0,
          u.paid ? 'paid' : u.committed_amount > 0 ? 'bound' : null,
        ]);
        setReach({ key, units: new Map(entries) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [known, key, queryClient]);

  if (!receivables || !known || reach?.key !== key) return undefined;
  return receivables.map((r) => ({
    gross_amount: r.gross_amount,
    outOfReach: r.paid
      ? 'paid'
      : r.anticipation
        ? 'anticipated'
        : r.receivable_unit_id == null
          ? null
          : (reach.units.get(r.receivable_unit_id) ?? null),
  }));
}
