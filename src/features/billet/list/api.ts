import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BILLET_SORT,
  billetCancel,
  billetExport,
  billetInstruction,
  billetList,
  billetSecondCopy,
} from '@contract/billets';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';
import type { InstructionBody } from './instruction-values';

/** Offline bound, as the transactions: 4 filter combinations, their first 3 pages. */
export const KEEP_BILLET_LISTS = 4;
const PERSIST_BILLET_PAGES = 3;

/** The export's path without its `/{format}`, which the export button adds. */
export const BILLET_EXPORT_PATH = billetExport.path.replace(/\/\{format\}$/, '');
export const billetExportParams = (params: QueryParams): QueryParams => ({ ...params, ...BILLET_SORT });

/** Requirements §9's order (the contract's default) sent as such: the export follows it too. */
const listBillets = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(billetList, { query: { ...params, ...BILLET_SORT, page, perPage }, signal });

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
      api.call(billetCancel, { body: { bank_billets: items } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}

export function useSecondCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dueDate }: { id: number; dueDate: string }) =>
      api.call(billetSecondCopy, { params: { id }, body: { due_date: dueDate } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}

/** A bank instruction on a registered boleto: due date, value, penalty, fees or discounts (docs/api.md). */
export function useInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ourNumber, body }: { id: number; ourNumber: string; body: InstructionBody }) =>
      api.call(billetInstruction, { params: { billet_id: id }, query: { our_number: ourNumber }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billetQueries.lists() }),
  });
}
