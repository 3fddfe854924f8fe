import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { currentMonth, type IsoDate, type IsoMonth } from '@/lib/dates';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { paymentQueries } from '../api/list-payments';
import { dayTotals, paymentsOn } from '../lib/day-totals';
import { keepRecentMonths } from '../lib/month-bound';

/** The month's payments, its totals per day and the shown day's payments. */
export function usePaymentsMonth(month: IsoMonth, day: IsoDate | undefined) {
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  // Offline, a cached month is shown as it is: a refetch could only fail, and a failed query
  // is left out of the next write of the persisted cache (persistence keeps successes only).
  const query = useQuery({ ...paymentQueries.month(month), refetchOnMount: !offline });
  const totals = useMemo(() => (query.data ? dayTotals(query.data) : undefined), [query.data]);
  const dayList = useMemo(() => (query.data && day ? paymentsOn(query.data, day) : undefined), [query.data, day]);

  // Each month seen is cached (and persisted for offline use): keep only the recent ones.
  useEffect(() => {
    if (query.data) keepRecentMonths(queryClient, currentMonth());
  }, [query.data, queryClient]);

  return { query, totals, dayList };
}
