import { queryOptions } from '@tanstack/react-query';
import { paymentReconciliation } from '@contract/reconciliation';
import { api } from '@/api';
import { paymentQueries } from './list-payments';

/**
 * A payment's conciliação (`features.reconciliation`), asked when the merchant opens it. Not
 * persisted: it is read on demand, and offline the calendar still has every amount.
 */
export const reconciliationQuery = (paymentId: number) =>
  queryOptions({
    queryKey: [...paymentQueries.all(), 'reconciliation', paymentId] as const,
    queryFn: ({ signal }) => api.call(paymentReconciliation, { params: { id: paymentId }, signal }),
    staleTime: 5 * 60_000,
  });
