import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Drops all but the `max` most recently fetched queries under `rootKey` (one per filter
 * combination and list shape) that no screen is showing. Every filter a merchant tries would
 * otherwise stay in the cache for the 7 days of gcTime — and on the device, for the persisted
 * ones, rewritten on every save. Removing a query is a cache event, so the persisted copy
 * shrinks on the next write too (the payments calendar bounds its months the same way).
 */
export function keepRecentQueries(queryClient: QueryClient, rootKey: readonly unknown[], max: number): number {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: rootKey })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let removed = 0;
  for (const query of queries.slice(max)) {
    if (query.getObserversCount() > 0) continue;
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    removed++;
  }
  return removed;
}

/** Runs `keepRecentQueries` whenever the screen's data changes (a new filter or page arrived). */
export function useKeepRecentQueries(rootKey: readonly unknown[], max: number, dataUpdatedAt: number): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(rootKey);
  useEffect(() => {
    if (dataUpdatedAt > 0) keepRecentQueries(queryClient, JSON.parse(key) as unknown[], max);
  }, [queryClient, key, max, dataUpdatedAt]);
}
