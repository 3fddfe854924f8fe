import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { pathOf } from '@contract/endpoint';
import * as contract from '@contract/paylinks';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';
import type { Paylink, PaylinkList } from './schemas';
import type { PaylinkRequest } from '@contract/paylinks';

/** Newest first, 10 per page like the other lists of the portal. */
export const PAYLINK_PAGE_SIZE = 10;

/**
 * Offline bound (decision 010's reasoning): the 4 newest filter combinations stay on the device
 * with their first 3 pages (30 links), and the 10 links last opened, so a merchant in the field
 * can still show a link's QR code or share it.
 */
export const KEEP_PAYLINK_LISTS = 4;
const PERSIST_PAYLINK_PAGES = 3;
export const KEEP_PAYLINK_DETAILS = 10;

const listPaylinks = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(contract.paylinkList, { query: { ...params, page, perPage }, signal });

const getPaylink = (id: number, signal?: AbortSignal) => api.call(contract.paylinkGet, { params: { id }, signal });

export const createPaylink = (body: PaylinkRequest) => api.call(contract.paylinkCreate, { body });

export const updatePaylink = (id: number, body: PaylinkRequest) =>
  api.call(contract.paylinkUpdate, { params: { id }, body });

/** Requirements §7: 204; any 2xx with or without a body is done (api.remove). */
export const deletePaylink = async (id: number): Promise<void> => {
  await api.remove(pathOf(contract.paylinkDelete, { id }));
};

export const paylinkQueries = {
  all: () => ['paylinks'] as const,
  lists: () => [...paylinkQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...paylinkQueries.lists(), params],
      (page, perPage, signal) => listPaylinks(params, page, perPage, signal),
      { meta: { persist: true, persistPages: PERSIST_PAYLINK_PAGES } },
    ),
  details: () => [...paylinkQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...paylinkQueries.details(), id] as const,
      queryFn: ({ signal }) => getPaylink(id, signal),
      // Its payments decide whether the amount may change: read it again on every visit.
      staleTime: 0,
      meta: { persist: true },
    }),
};

/** The link as some list on the device last showed it, with when that list was fetched. */
function paylinkFromLists(queryClient: QueryClient, id: number): { row: Paylink; updatedAt: number } | undefined {
  let found: { row: Paylink; updatedAt: number } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: paylinkQueries.lists() })) {
    const data = query.state.data as PaylinkList | { pages: PaylinkList[] } | undefined;
    const pages = data === undefined ? [] : 'pages' in data ? data.pages : [data];
    const row = pages.flatMap((page) => page.data).find((link) => link.id === id);
    if (row && (!found || query.state.dataUpdatedAt > found.updatedAt)) {
      found = { row, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return found;
}

/**
 * For the share and edit routes: the link, from the cache when a list already holds it (so a
 * link seen in the list opens offline, and at once online), else from the server.
 */
export function ensurePaylink(queryClient: QueryClient, id: number): Promise<Paylink> {
  const options = paylinkQueries.detail(id);
  if (queryClient.getQueryData(options.queryKey) === undefined) {
    const cached = paylinkFromLists(queryClient, id);
    if (cached) queryClient.setQueryData(options.queryKey, cached.row, { updatedAt: cached.updatedAt });
  }
  return queryClient.ensureQueryData(options);
}
