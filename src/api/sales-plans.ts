import { queryOptions } from '@tanstack/react-query';
import { salesPlanList } from '@contract/merchant';
import type { ResponseOf } from '@contract/endpoint';
import { api } from './client-instance';

/** The merchant's plans: the plans screen shows them, the link form reads which methods they allow. */
export type SalesPlan = ResponseOf<typeof salesPlanList>['data'][number];

const listSalesPlans = (signal?: AbortSignal) => api.call(salesPlanList, { signal });

export const salesPlanQueries = {
  all: () => ['sales-plans'] as const,
  list: () =>
    queryOptions({
      queryKey: [...salesPlanQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listSalesPlans(signal),
      // Fees change by contract, rarely: no need to refetch on every visit.
      staleTime: 30 * 60_000,
      meta: { persist: true },
    }),
};
