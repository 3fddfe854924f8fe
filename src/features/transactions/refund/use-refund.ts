import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refundCreate, refundList, type Refund } from '@contract/refunds';
import { api } from '@/api';
import { transactionQueries } from '../api/list-transactions';
import type { RefundBodyOut } from './refund-values';

/** A sale's refunds, under the sale's queries: a refund made refetches them with the sale. */
export const saleRefundsQuery = (id: number) =>
  queryOptions({
    queryKey: [...transactionQueries.all(), 'refunds', id] as const,
    queryFn: ({ signal }) => api.call(refundList, { params: { transaction_id: id }, signal }),
    staleTime: 60_000,
  });

/**
 * One refund attempt per sale and body, kept for the session (not in the sheet, which may be
 * closed and opened again after a failure): the same body goes with the same Idempotency-Key,
 * so a retry after no answer can only be that one refund (the checkout's card payment does the
 * same). Another amount or reason is another attempt; a refund done starts the next afresh.
 */
const attempts = new Map<number, { key: string; body: string }>();

function attemptKey(saleId: number, body: RefundBodyOut): string {
  const serialized = JSON.stringify(body);
  const known = attempts.get(saleId);
  if (known?.body === serialized) return known.key;
  const key = crypto.randomUUID();
  attempts.set(saleId, { key, body: serialized });
  return key;
}

/** What a refund changes: the sale (list, detail, its refunds), its receivables, the money views. */
const TOUCHED = [transactionQueries.all(), ['statement'], ['payments'], ['dashboard']] as const;

export function useRefund(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBodyOut): Promise<Refund> =>
      api.call(refundCreate, {
        params: { transaction_id: saleId },
        body,
        headers: { 'Idempotency-Key': attemptKey(saleId, body) },
      }),
    onSuccess: async () => {
      attempts.delete(saleId);
      await Promise.all(TOUCHED.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
