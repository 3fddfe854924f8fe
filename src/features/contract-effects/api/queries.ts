import { queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { getContractEffect } from './get-contract-effect';
import { listContractEffects } from './list-contract-effects';

/* Not persisted: issue 3 keeps offline copies of transactions, statement and payments only. */
export const contractEffectQueries = {
  all: () => ['contract-effects'] as const,
  lists: () => [...contractEffectQueries.all(), 'list'] as const,
  /** `params`: the API's query parameters (filters, page, perPage, sorting) — also the key. */
  list: (params: QueryParams) =>
    queryOptions({
      queryKey: [...contractEffectQueries.lists(), params] as const,
      queryFn: ({ signal }) => listContractEffects(params, signal),
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...contractEffectQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getContractEffect(id, signal),
      staleTime: 60_000,
    }),
};
