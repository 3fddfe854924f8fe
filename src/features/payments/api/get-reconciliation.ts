import { queryOptions } from '@tanstack/react-query';
import { paymentReconciliation } from '@contract/reconciliation';
import { api } from '@/api';

/**
 * A payment's conciliação (`features.reconciliation`), asked when the merchant opens it. Not
 * persisted: it is read on demand, and offline the calendar still has every amount. Under the
 * payments' root key (paymentQueries.all(), spelled here so this chunk does not pull the month
 * queries and lib/dates: the bundler would then split them out of the first screen's chunks), so
 * a refund or an anticipation that refreshes the payments refreshes it too.
 */
export const reconciliationQuery = (paymentId: number) =>
  queryOptions({
    queryKey: ['payments', 'reconciliation', paymentId] as const,
    queryFn: ({ signal }) => api.call(paymentReconciliation, { params: { id: paymentId }, signal }),
    staleTime: 5 * 60_000,
  });
