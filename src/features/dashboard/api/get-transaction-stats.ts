import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';
import { CentsSchema } from '@/api/money';
import { CountSchema } from '@/api/paging';

export const TransactionStatsSchema = v.object({
  date_ini: v.string(),
  date_end: v.string(),
  total_amount: CentsSchema,
  total_count: CountSchema,
  // An average may come with a fraction of a cent; money in the app is whole cents.
  average_ticket: v.pipe(v.number(), v.transform(Math.round)),
  cancelled_count: CountSchema,
  denied_count: CountSchema,
  by_brand: v.array(
    v.object({ card_brand_id: v.number(), brand_name: v.string(), amount: CentsSchema, count: CountSchema }),
  ),
  by_operation: v.array(
    v.object({ operation_id: v.number(), operation_name: v.string(), amount: CentsSchema, count: CountSchema }),
  ),
  by_day: v.array(v.object({ date: v.string(), amount: CentsSchema, count: CountSchema })),
});
export type TransactionStats = v.InferOutput<typeof TransactionStatsSchema>;

/** Inclusive São Paulo calendar days, 'YYYY-MM-DD'. */
export interface StatsRange {
  dateIni: string;
  dateEnd: string;
}

export const getTransactionStats = (range: StatsRange, signal?: AbortSignal) =>
  api.get('/v1/app/transaction/stats', TransactionStatsSchema, {
    params: { date_ini: range.dateIni, date_end: range.dateEnd },
    signal,
  });

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  stats: (range: StatsRange) =>
    queryOptions({
      // Keyed by the dates, not the period name: "Hoje" yesterday is another query.
      queryKey: [...dashboardQueries.all(), 'stats', range] as const,
      queryFn: ({ signal }) => getTransactionStats(range, signal),
      staleTime: 60_000,
      meta: { persist: true },
    }),
};
