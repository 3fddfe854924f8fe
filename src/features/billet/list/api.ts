import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/ui/data-list/list-queries';
import type { InstructionBody } from './instruction-values';
import { BilletListSchema, BilletSchema, CancelResultSchema, SecondCopySchema } from '../shared/schemas';

/** Spec §9: 10 per page, by due date, latest first. */
export const BILLET_PAGE_SIZE = 10;
const SORT = { sortBy: 'due_date', sortDesc: true } as const;

/** Offline bound, as the transactions: 4 filter combinations, their first 3 pages. */
export const KEEP_BILLET_LISTS = 4;
const PERSIST_BILLET_PAGES = 3;

export const BILLET_EXPORT_PATH = '/v1/app/billet/export';
export const billetExportParams = (params: QueryParams): QueryParams => ({ ...params, ...SORT });

export const listBillets = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.get('/v1/app/billet', BilletListSchema, { params: { ...params, ...SORT, page, perPage }, signal });

export const billetQueries = {
  all: () => ['billets'] as const,
  lists: () => [...billetQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...billetQueries.lists(), params],
      (page, perPage, signal) => listBillets(params, page, perPage, signal),
      { meta: { persist: true, persistPages: PERSIST_BILLET_PAGES } },
    ),
};

/** Cancels (writes off) boletos; the answer says per item what was cancelled or refused. */
export function useCancelBillets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { id: number; our_number: string }[]) =>
      api.patch('/v1/app/billet/cancel', CancelResultSchema, { body: { bank_billets: items } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}

export function useSecondCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dueDate }: { id: number; dueDate: string }) =>
      api.put(`/v1/app/billet/second_copy/${id}`, SecondCopySchema, { body: { due_date: dueDate } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}

/** A bank instruction on a registered boleto: due date, value, penalty, fees or discounts (docs/api.md). */
export function useInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ourNumber, body }: { id: number; ourNumber: string; body: InstructionBody }) =>
      api.put(`/v1/app/billet/${id}`, BilletSchema, { params: { our_number: ourNumber }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}
