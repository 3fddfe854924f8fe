import type { QueryClient } from '@tanstack/react-query';
import type { ListRequest } from '@/api/lists/list-route';
import type { ListPage } from '@/api/paging';
import { LIST_TABLE_QUERY } from './media';

/**
 * For a route loader: starts the fetch the screen will read (numbered page on wide screens,
 * first infinite page on phones, by the same media query as `useListTable`) without blocking
 * the route — the screen keeps its filter panel on screen and shows a skeleton in the list
 * while it loads.
 */
export function prefetchList<R extends ListPage<unknown>>(
  queryClient: QueryClient,
  { queries, page, perPage }: ListRequest<R>,
  wide = window.matchMedia(LIST_TABLE_QUERY).matches,
): void {
  if (wide) void queryClient.prefetchQuery(queries.page(page, perPage));
  else void queryClient.prefetchInfiniteQuery(queries.infinite(perPage));
}
