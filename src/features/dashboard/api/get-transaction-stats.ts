import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/endpoint';
import { transactionStats } from '@contract/transactions/stats';
import { api } from '@/api';

/** The dashboard's figures; the cancelled and denied counts are extras a backend may leave out. */
export type TransactionStats = ResponseOf<typeof transactionStats>;

/** Inclusive São Paulo calendar days, 'YYYY-MM-DD'. */
export interface StatsRange {
  dateIni: string;
  dateEnd: string;
}

const getTransactionStats = (range: StatsRange, signal?: AbortSignal) =>
  api.call(transactionStats, { query: { date_ini: range.dateIni, date_end: range.dateEnd }, signal });

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
