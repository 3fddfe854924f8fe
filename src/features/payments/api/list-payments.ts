import { queryOptions } from '@tanstack/react-query';
import { paymentList } from '@contract/payments/list';
import { api } from '@/api';
import { currentMonth, monthRange, type IsoMonth } from '@/lib/dates';

/** The payments of one calendar month (São Paulo days), paid and expected. */
const listPaymentsOfMonth = (month: IsoMonth, signal?: AbortSignal) => {
  const { start, end } = monthRange(month);
  return api.call(paymentList, { query: { dt_start: start, dt_end: end }, signal });
};

export const paymentQueries = {
  all: () => ['payments'] as const,
  months: () => [...paymentQueries.all(), 'month'] as const,
  month: (month: IsoMonth) =>
    queryOptions({
      queryKey: [...paymentQueries.months(), month] as const,
      queryFn: ({ signal }) => listPaymentsOfMonth(month, signal),
      // A past month is settled and no longer changes; the current and later ones can
      // (a sale today adds to tomorrow's payment).
      staleTime: month < currentMonth() ? 60 * 60_000 : 5 * 60_000,
      // Offline viewing (issue 3 §3); how many months stay is bounded by `keepRecentMonths`.
      meta: { persist: true },
    }),
};
