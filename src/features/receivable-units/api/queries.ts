import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { listQueryOptions, nextPageOf } from '@/api/list-queries';
import {
  CERC_INSTALLMENTS_PER_PAGE,
  CERC_PAYMENTS_PER_PAGE,
  getCercPayment,
  listCercPaymentInstallments,
  listUnitCercPayments,
} from './cerc-payments';
import { getCercUr, getReceivableUnit, listUnitInstallments } from './get-receivable-unit';
import { listReceivableUnits } from './list-receivable-units';

/*
 * Not persisted for offline viewing (decision 010): issue 3 persists transactions, statement and
 * the payments calendar; a unit is reached from those, and keeping thousands of units would
 * crowd them out. Its registry record and payouts follow it: offline they say they need a
 * connection, like the unit itself.
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
  /** The unit's payouts at the registry, in pages loaded on demand. */
  cercPayments: (unitId: number) =>
    infiniteQueryOptions({
      queryKey: [...receivableUnitQueries.detail(unitId).queryKey, 'cerc-payments'] as const,
      queryFn: ({ pageParam, signal }) => listUnitCercPayments(unitId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageOf(pages, CERC_PAYMENTS_PER_PAGE),
      staleTime: 60_000,
    }),
  cercPayment: (id: number) =>
    queryOptions({
      queryKey: [...receivableUnitQueries.all(), 'cerc-payment', id] as const,
      queryFn: ({ signal }) => getCercPayment(id, signal),
      staleTime: 60_000,
    }),
  cercPaymentInstallments: (id: number) =>
    infiniteQueryOptions({
      queryKey: [...receivableUnitQueries.cercPayment(id).queryKey, 'installments'] as const,
      queryFn: ({ pageParam, signal }) => listCercPaymentInstallments(id, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageOf(pages, CERC_INSTALLMENTS_PER_PAGE),
      staleTime: 60_000,
    }),
  installments: (id: number, page: number) =>
    queryOptions({
      queryKey: [...receivableUnitQueries.detail(id).queryKey, 'installments', page] as const,
      queryFn: ({ signal }) => listUnitInstallments(id, page, signal),
      staleTime: 60_000,
    }),
};
