import { queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';
import { getContractEffect } from './get-contract-effect';
import { listContractEffects } from './list-contract-effects';

/* Not persisted: issue 3 keeps offline copies of transactions, statement and payments only. */
export const contractEffectQueries = {
  all: () => ['contract-effects'] as const,
  lists: () => [...contractEffectQueries.all(), 'list'] as const,
  /**
   * The list for one filter (`params`: the API's filter parameters, also the key), as numbered
   * pages (wide screens) or pages loaded on scroll (phones).
   */
  list: (params: QueryParams) =>
    listQueryOptions(
      [...contractEffectQueries.lists(), params],
      (page, perPage, signal) => listContractEffects({ ...params, page, perPage }, signal),
      { staleTime: 60_000 },
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...contractEffectQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getContractEffect(id, signal),
      staleTime: 60_000,
    }),
};
