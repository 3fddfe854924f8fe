import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMediaQuery } from '@/ui/page/use-media-query';
import { LIST_TABLE_QUERY } from './media';
import type { ListPage } from '@/api/paging';
import { listDeps, listRequest, type ListRequest, type ListRoute, type ListSearch } from '@/api/lists/list-route';
import type { RowOf } from './types';

export interface ListData<R extends ListPage<unknown>> {
  /** Wide screens: numbered pages; phones: cards that load more on scroll. */
  mode: 'pages' | 'infinite';
  rows: RowOf<R>[];
  /** Rows over the whole filter (the response's `total`). */
  total: number;
  /** The newest response, for its extras (a statement's `sum`). */
  response: R | undefined;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** When the data on screen was fetched (offline marker). */
  dataUpdatedAt: number;
  /** A refetch or a new filter is on its way (old rows still shown). */
  isFetching: boolean;
  /** The rows are the previous filter's while the new one loads. */
  isPlaceholder: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'load more' failed (requirements §8): its message, shown with a retry. */
  loadMoreError: string | undefined;
  loadMore: () => void;
  refetch: () => Promise<unknown>;
  page: number;
  perPage: number;
}

/** True where lists show as paginated tables; for route loaders: `matchMedia(LIST_TABLE_QUERY)`. */
export const useListTable = (): boolean => useMediaQuery(LIST_TABLE_QUERY);

/**
 * The screen's side of `listRequest`: the same derivation the route's loader used, kept stable
 * while the filters and the page are (the export button and the queries keep their identity).
 */
export function useListRequest<R extends ListPage<unknown>>(
  route: ListRoute<R>,
  search: ListSearch & Readonly<Record<string, unknown>>,
): ListRequest<R> {
  const key = JSON.stringify(listDeps(route.filters, search));
  return useMemo(() => listRequest(route, JSON.parse(key) as ListSearch), [route, key]);
}

/**
 * Reads a list in the shape the screen needs: one numbered page on wide screens, the pages
 * loaded so far on phones. Both hooks are always called (hooks cannot be conditional); the one
 * not in use is disabled and costs nothing.
 */
export function useListData<R extends ListPage<unknown>>(
  { queries, page, perPage }: ListRequest<R>,
  wide: boolean,
): ListData<R> {
  const paged = useQuery({ ...queries.page(page, perPage), enabled: wide });
  const infinite = useInfiniteQuery({ ...queries.infinite(perPage), enabled: !wide });
  const pages = infinite.data?.pages;
  const rows = useMemo(
    () => (wide ? (paged.data?.data ?? []) : (pages ?? []).flatMap((p) => p.data)) as RowOf<R>[],
    [wide, paged.data, pages],
  );
  const query = wide ? paged : infinite;
  const response = wide ? paged.data : pages?.at(-1);
  return {
    mode: wide ? 'pages' : 'infinite',
    rows,
    total: response?.total ?? 0,
    response,
    status: query.status,
    error: query.error,
    dataUpdatedAt: query.dataUpdatedAt,
    isFetching: query.isFetching,
    isPlaceholder: query.isPlaceholderData,
    hasMore: !wide && infinite.hasNextPage,
    loadingMore: !wide && infinite.isFetchingNextPage,
    loadMoreError: !wide && infinite.isFetchNextPageError ? (infinite.error?.message ?? '') : undefined,
    loadMore: () => {
      if (!wide && infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
    },
    refetch: () => query.refetch(),
    page,
    perPage,
  };
}
