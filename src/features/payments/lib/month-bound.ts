import type { QueryClient } from '@tanstack/react-query';
import type { IsoMonth } from '@/lib/dates';
import { paymentQueries } from '../api/list-payments';

/**
 * How many calendar months stay cached (and so on the device for offline viewing): a year
 * back covers "what landed last month / this month last year", the questions a merchant asks
 * in the field. A month of merchant 1 is ~15 KB, so 12 keep the persisted cache around 180 KB
 * and each throttled IndexedDB write well under the 50 ms budget (docs/stack-notes.md).
 */
const MAX_CACHED_MONTHS = 12;

/**
 * Drops the calendar months beyond the newest `max` fetched. The current month and any month
 * on screen (it has an observer) always stay. Removing a query is a cache event, so the
 * persisted copy shrinks on the next write too.
 */
export function keepRecentMonths(queryClient: QueryClient, current: IsoMonth, max = MAX_CACHED_MONTHS): IsoMonth[] {
  const months = queryClient.getQueryCache().findAll({ queryKey: paymentQueries.months() });
  const pinned = (key: readonly unknown[]) => key[2] === current;
  const byNewest = months
    .filter((query) => !pinned(query.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const room = max - (months.length - byNewest.length);
  const dropped: IsoMonth[] = [];
  for (const query of byNewest.slice(Math.max(0, room))) {
    if (query.getObserversCount() > 0) continue;
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    dropped.push(String(query.queryKey[2]));
  }
  return dropped;
}
