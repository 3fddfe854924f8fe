import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api';

/** Seven days, as the persisted cache's maxAge (a test checks they agree). */
export const QUERY_GC_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * gcTime must outlive the persisted cache's maxAge, or restored queries are dropped before a
 * screen reads them (STACK.md, gotcha 5).
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
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
