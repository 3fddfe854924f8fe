import { queryOptions } from '@tanstack/react-query';
import { receivableStats } from '@contract/financial/stats';
import { paymentList } from '@contract/payments/list';
import { api } from '@/api';
import type { IsoDate } from '@/lib/dates';
import { paymentWindow } from '../lib/receipts';
import type { StatsRange } from './get-transaction-stats';

/**
 * What the merchant receives, beside what was sold: the payments calendar (today's and the next
 * payment) and the net of the period's sales (the receivables of the sales made in it, after the
 * fees). Both are requirements §7 calls whose fields used here are required by the contract.
 */

/** The sales of the period as receivables: `sum.net_amount` is what the merchant gets for them. */
const getPeriodReceivables = (range: StatsRange, signal?: AbortSignal) =>
  api.call(receivableStats, {
    query: { date_type: 'transaction', start_date: range.dateIni, end_date: range.dateEnd },
    signal,
  });

const getUpcomingPayments = (today: IsoDate, signal?: AbortSignal) => {
  const { dtStart, dtEnd } = paymentWindow(today);
  return api.call(paymentList, { query: { dt_start: dtStart, dt_end: dtEnd }, signal });
};

export const receiptQueries = {
  net: (range: StatsRange) =>
    queryOptions({
      queryKey: ['dashboard', 'net', range] as const,
      queryFn: ({ signal }) => getPeriodReceivables(range, signal),
      staleTime: 60_000,
      // The card says it could not load; a toast on top would be noise on the home screen.
      meta: { persist: true, errorToast: false },
    }),
  payments: (today: IsoDate) =>
    queryOptions({
      // Keyed by the day: tomorrow's "Hoje você recebe" is another question.
      queryKey: ['dashboard', 'payments', today] as const,
      queryFn: ({ signal }) => getUpcomingPayments(today, signal),
      staleTime: 5 * 60_000,
      meta: { persist: true, errorToast: false },
    }),
};
