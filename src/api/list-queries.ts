import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryMeta } from '@tanstack/react-query';
import type { ListPage } from './paging';

// The query side of every paged list call (keys, paging, fetching): a feature's fetchers build on
// it without the screen's code. A list route's search and request are src/api/lists; what depends
// on the screen (prefetching by screen width, the hooks) is src/ui/data-list.

export type FetchPage<R> = (page: number, perPage: number, signal: AbortSignal) => Promise<R>;

export interface ListQueryConfig {
  staleTime?: number;
  /** e.g. `{ persist: true, persistBound: { group: 'transactions', keep: 3, maxPages: 5 } }`. */
  meta?: QueryMeta;
}

/** The next page number, or undefined once every row of `total` is loaded. */
export function nextPageOf<R extends ListPage<unknown>>(pages: readonly R[], perPage: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.length * perPage;
  return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
}

/**
 * The two query shapes of a paged list endpoint, from one fetcher: `page` for the numbered
 * pages of wide screens, `infinite` for the load-more-on-scroll cards of phones. `key` must
 * already hold everything the fetcher depends on besides page and perPage (the filters): the
 * lint rule cannot see through the fetcher's closure.
 */
export function listQueryOptions<R extends ListPage<unknown>>(
  key: readonly unknown[],
  fetchPage: FetchPage<R>,
  config: ListQueryConfig = {},
) {
  return {
    page: (page: number, perPage: number) =>
      queryOptions({
        queryKey: [...key, 'page', { page, perPage }] as const,
        queryFn: ({ signal }) => fetchPage(page, perPage, signal),
        // The previous page stays on screen while the next one loads: no jump to a skeleton.
        placeholderData: keepPreviousData,
        staleTime: config.staleTime,
        meta: config.meta,
      }),
    infinite: (perPage: number) =>
      infiniteQueryOptions({
        queryKey: [...key, 'infinite', { perPage }] as const,
        queryFn: ({ pageParam, signal }) => fetchPage(pageParam, perPage, signal),
        initialPageParam: 1,
        getNextPageParam: (_last: R, pages: R[]) => nextPageOf(pages, perPage),
        placeholderData: keepPreviousData,
        staleTime: config.staleTime,
        meta: config.meta,
      }),
  };
}

export type ListQueries<R extends ListPage<unknown>> = ReturnType<typeof listQueryOptions<R>>;
