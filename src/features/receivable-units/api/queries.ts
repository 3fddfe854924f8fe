import { queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { listQueryOptions } from '@/ui/data-list/list-queries';
import { getCercUr, getReceivableUnit, listUnitInstallments } from './get-receivable-unit';
import { listReceivableUnits } from './list-receivable-units';

/*
 * Not persisted for offline viewing: issue 3 persists transactions, statement and the payments
 * calendar; a unit is reached from those, and keeping thousands of units would crowd them out.
 */
export const receivableUnitQueries = {
  all: () => ['receivable-units'] as const,
  lists: () => [...receivableUnitQueries.all(), 'list'] as const,
  /**
   * The list for one filter (`params`: the API's filter parameters, also the key), as numbered
   * pages (wide screens) or pages loaded on scroll (phones).
   */
  list: (params: QueryParams) =>
    listQueryOptions(
      [...receivableUnitQueries.lists(), params],
      (page, perPage, signal) => listReceivableUnits({ ...params, page, perPage }, signal),
      { staleTime: 60_000 },
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...receivableUnitQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getReceivableUnit(id, signal),
      staleTime: 60_000,
    }),
  cerc: (id: number) =>
    queryOptions({
      queryKey: [...receivableUnitQueries.detail(id).queryKey, 'cerc'] as const,
      queryFn: ({ signal }) => getCercUr(id, signal),
      staleTime: 60_000,
    }),
  installments: (id: number, page: number) =>
    queryOptions({
      queryKey: [...receivableUnitQueries.detail(id).queryKey, 'installments', page] as const,
      queryFn: ({ signal }) => listUnitInstallments(id, page, signal),
      staleTime: 60_000,
    }),
};
