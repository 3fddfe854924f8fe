import { queryOptions } from '@tanstack/react-query';
import { pathOf } from '@contract/endpoint';
import type { ExportFormat } from '@contract/exports';
import { receivableList, STATEMENT_SORT } from '@contract/financial';
import { transactionExport, transactionList } from '@contract/transactions';
import { transactionStats } from '@contract/transactions/stats';
import { api, ApiError, type QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';
import type { TransactionDetail } from './schemas';
import { listTransactionPage, TRANSACTION_SORT } from './transaction-page';

/**
 * Offline bound (decision 010): the 4 newest filter combinations stay in
 * the cache and on the device, an infinite list with its first 3 pages (30 sales).
 */
export const KEEP_TRANSACTION_LISTS = 4;
const PERSIST_TRANSACTION_PAGES = 3;
export const KEEP_TRANSACTION_DETAILS = 10;

/** A sale has at most 12 installments: one page holds all its receivables. */
const RECEIVABLES_PER_SALE = 100;

/**
 * One sale and its receivables, from requirements §7's two lists filtered by `transaction_id` (the
 * sandbox's one-call `/v1/app/transaction/{id}` is an extra a second backend need not serve:
 * docs/api.md, strict contract mode). Both run at once.
 */
export async function getTransaction(id: number, signal?: AbortSignal): Promise<TransactionDetail> {
  const [sales, receivables] = await Promise.all([
    api.call(transactionList, { query: { transaction_id: id, perPage: 1 }, signal }),
    api.call(receivableList, {
      query: { transaction_id: id, ...STATEMENT_SORT, perPage: RECEIVABLES_PER_SALE },
      signal,
    }),
  ]);
  const sale = sales.data[0];
  if (!sale) throw new ApiError('Venda não encontrada.', { status: 404 });
  return { ...sale, receivables: receivables.data };
}

export const transactionExportPath = (format: ExportFormat): string => pathOf(transactionExport, { format });
export const exportParams = (params: QueryParams): QueryParams => ({ ...params, ...TRANSACTION_SORT });

export const transactionQueries = {
  all: () => ['transactions'] as const,
  lists: () => [...transactionQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...transactionQueries.lists(), params],
      (page, perPage, signal) => listTransactionPage(params, page, perPage, signal),
      {
        meta: { persist: true, persistPages: PERSIST_TRANSACTION_PAGES },
      },
    ),
  /**
   * One day's sales figures (the home's call for a single day): the day's real total and count
   * over its heading in the list, whatever part of the day the list has loaded (issue 32).
   */
  dayStats: (day: string) =>
    queryOptions({
      queryKey: [...transactionQueries.all(), 'day-stats', day] as const,
      queryFn: ({ signal }) => api.call(transactionStats, { query: { date_ini: day, date_end: day }, signal }),
      staleTime: 60_000,
      // Kept with the list's pages: offline, the heading says what it said online.
      meta: { persist: true },
    }),
  details: () => [...transactionQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...transactionQueries.details(), id] as const,
      queryFn: ({ signal }) => getTransaction(id, signal),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
};
