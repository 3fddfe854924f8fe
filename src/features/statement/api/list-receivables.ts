import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { manualAdjustments, receivableAdjustments, receivableExport, receivableList } from '@contract/financial';
import { receivableStats } from '@contract/financial/stats';
import type { ExportFormat } from '@contract/exports';
import { pathOf } from '@contract/endpoint';
import { api, type QueryParams } from '@/api';
import { listQueryOptions, nextPageOf } from '@/api/list-queries';
import { STATEMENT_ORDER as SORT } from '../lib/settlement-days';

/** Offline bound: the 4 newest filter combinations, an infinite list with its first 3 pages (60 rows). */
export const KEEP_STATEMENT_LISTS = 4;
const PERSIST_STATEMENT_PAGES = 3;

const listReceivables = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(receivableList, { query: { ...params, ...SORT, page, perPage }, signal });

export const statementExportPath = (format: ExportFormat): string => pathOf(receivableExport, { format });
export const exportParams = (params: QueryParams): QueryParams => ({ ...params, ...SORT });

/** Requirements §7: the filter's totals by situation and card brand (the list's filters, no paging or order). */
const getReceivableStats = (params: QueryParams, signal?: AbortSignal) =>
  api.call(receivableStats, { query: params, signal });

const ADJUSTMENTS_PER_PAGE = 20;

/** Requirements §7: every adjustment that refers to one receivable (its financial id). */
const getReceivableAdjustments = (financialId: number, signal?: AbortSignal) =>
  api.call(receivableAdjustments, { params: { financial_id: financialId }, signal });

/** Requirements §7: one day's adjustments ('YYYY-MM-DD'), paged; nothing else is sent. */
const listAdjustments = (date: string, page: number, signal?: AbortSignal) =>
  api.call(manualAdjustments, { query: { date, page, perPage: ADJUSTMENTS_PER_PAGE }, signal });

export const statementQueries = {
  all: () => ['statement'] as const,
  lists: () => [...statementQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...statementQueries.lists(), params],
      (page, perPage, signal) => listReceivables(params, page, perPage, signal),
      {
        meta: { persist: true, persistPages: PERSIST_STATEMENT_PAGES },
      },
    ),
  statsAll: () => [...statementQueries.all(), 'stats'] as const,
  stats: (params: QueryParams) =>
    queryOptions({
      queryKey: [...statementQueries.statsAll(), params] as const,
      queryFn: ({ signal }) => getReceivableStats(params, signal),
      // Read offline like the list it sums up; an extra to the screen, so no toast of its own.
      meta: { persist: true, errorToast: false },
    }),
  receivableAdjustments: (financialId: number) =>
    queryOptions({
      queryKey: [...statementQueries.all(), 'adjust', financialId] as const,
      queryFn: ({ signal }) => getReceivableAdjustments(financialId, signal),
    }),
  adjustments: (date: string) =>
    infiniteQueryOptions({
      queryKey: [...statementQueries.all(), 'adjustments', date] as const,
      queryFn: ({ pageParam, signal }) => listAdjustments(date, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageOf(pages, ADJUSTMENTS_PER_PAGE),
    }),
};
