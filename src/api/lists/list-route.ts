import * as v from 'valibot';
import type { QueryParams } from '@/api';
import type { ListQueries } from '@/api/list-queries';
import type { ListPage } from '@/api/paging';
import { MAX_PER_PAGE } from '@contract/codes/paging';
import { filterSearchEntries, pickFilterValues, toQueryParams } from './filter-params';
import type { FilterDef, FilterValues } from './filter-types';

/**
 * One way for every paged list route (transactions, statement, receivable units, contract
 * effects). The feature declares its list once (`ListRoute`: filters, page size, queries) beside
 * its search schema; the route's `loaderDeps` keeps `listDeps(filters, search)`, its loader
 * prefetches `listRequest(route, deps)`, and the screen reads `useListRequest(route, search)`,
 * which is the same `listRequest` over the same deps. The loader and the screen cannot derive
 * different query keys, so the prefetch is never silently wasted.
 *
 * This is the request side (search → API parameters → queries) and imports no screen code; what
 * depends on the screen is src/ui/data-list: `prefetchList` (it reads the screen width) and the
 * hooks `useListRequest`/`useListData`.
 */

/**
 * `page` and `perPage` in a list route's search, within the API's limits. An odd value in a
 * hand-edited or old URL falls back to the default, never an error page.
 */
const pagingSearchEntries = {
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  perPage: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_PAGE))), undefined),
};

/**
 * A list route's search schema: its filters, the page, and what else the screen keeps in the
 * URL (`extra`: an open sheet). Every key is optional and an odd value is dropped.
 */
export function listSearchSchema<E extends v.ObjectEntries = Record<never, never>>(
  filters: readonly FilterDef[],
  extra?: E,
) {
  return v.object({ ...filterSearchEntries(filters), ...pagingSearchEntries, ...(extra as E) });
}

/** The paging part of a list route's search (a type, not an interface: searches are records). */
export type ListSearch = { page?: number | undefined; perPage?: number | undefined };

/** A paged list screen: its filters, its page size and the queries of one filter. */
export interface ListRoute<R extends ListPage<unknown>> {
  filters: readonly FilterDef[];
  /** Rows per page when the URL does not say. */
  perPage: number;
  /** The API parameters of the filter values; `toQueryParams` unless the list adds a rule. */
  toParams?: (values: FilterValues) => QueryParams;
  queries: (params: QueryParams) => ListQueries<R>;
}

/** What a list shows for one search: the API parameters, their queries and the page. */
export interface ListRequest<R extends ListPage<unknown>> {
  params: QueryParams;
  queries: ListQueries<R>;
  page: number;
  perPage: number;
}

/**
 * The route's loader dependencies: the filters and the page, nothing else of the search, so a
 * sheet opened over the list (a sale, the adjustments) does not refetch it.
 */
export function listDeps(
  filters: readonly FilterDef[],
  search: ListSearch & Readonly<Record<string, unknown>>,
): FilterValues & ListSearch {
  return { ...pickFilterValues(filters, search), page: search.page, perPage: search.perPage };
}

/** The one derivation of a list's request from its search; the loader and the screen share it. */
export function listRequest<R extends ListPage<unknown>>(
  route: ListRoute<R>,
  search: ListSearch & Readonly<Record<string, unknown>>,
): ListRequest<R> {
  const values = pickFilterValues(route.filters, search);
  const params = route.toParams ? route.toParams(values) : toQueryParams(route.filters, values);
  return {
    params,
    queries: route.queries(params),
    page: search.page ?? 1,
    perPage: search.perPage ?? route.perPage,
  };
}
