import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '@/api';
import { showToast } from '@/ui/toast';

/** Seven days, as the persisted cache's maxAge (a test checks they agree). */
export const QUERY_GC_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * gcTime must outlive the persisted cache's maxAge, or restored queries are dropped before a
 * screen reads them (docs/stack-notes.md, "Persisted cache and loaders").
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        handle(error);
        if (toastsFailure(error, query)) showToast(error.message);
      },
    }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        // Offline a retry only delays the cached data and the offline marker.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && (error.network || (error.status >= 400 && error.status < 500))),
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * Requirements §8: a failed request raises the toast (top, 4000 ms) besides the screen's inline state.
 * Not for a 401 (the session handles it), a query that opts out, or a request that failed for
 * want of a network: being offline is no error, and the screen already says it calmly (the
 * offline marker over saved data, or the "never saved on this device" state).
 */
function toastsFailure(error: Error, query: Pick<Query<unknown, unknown>, 'meta'>): boolean {
  if (query.meta?.errorToast === false) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status !== 401 && !error.network;
}
