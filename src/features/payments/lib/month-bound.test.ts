import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@/lib/dates';
import { paymentQueries } from '../api/list-payments';
import { keepRecentMonths } from './month-bound';

const EMPTY = { payments: [], future_payments: [] };

/** Months fetched one after the other, the oldest fetched first. */
function clientWithMonths(months: string[]): QueryClient {
  const client = new QueryClient();
  months.forEach((month, index) =>
    client.setQueryData(paymentQueries.month(month).queryKey, EMPTY, { updatedAt: 1_000 + index }),
  );
  return client;
}

const cached = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: paymentQueries.months() })
    .map((q) => q.queryKey[2])
    .sort();

describe('keepRecentMonths', () => {
  it('keeps the current month and the most recently fetched ones, up to the bound', () => {
    const months = Array.from({ length: 15 }, (_, i) => addMonths('2025-08', i)); // 2025-08 … 2026-10
    const client = clientWithMonths(['2026-11', ...months]);

    const dropped = keepRecentMonths(client, '2026-11', 12);

    // Current month + the 11 fetched last; the current one was fetched first and still stays.
    expect(dropped.sort()).toEqual(['2025-08', '2025-09', '2025-10', '2025-11']);
    expect(cached(client)).toHaveLength(12);
    expect(cached(client)).toContain('2026-11');
  });

  it('never drops the month on screen', () => {
    const client = clientWithMonths(['2026-01', '2026-02', '2026-03']);
    const observer = new QueryObserver(client, { queryKey: paymentQueries.month('2026-01').queryKey, enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);

    keepRecentMonths(client, '2026-11', 1);

    expect(cached(client)).toEqual(['2026-01', '2026-03']);
    unsubscribe();
  });

  it('leaves other queries alone', () => {
    const client = clientWithMonths(['2026-01', '2026-02']);
    client.setQueryData(['payments', 'detail', 7], { id: 7 });
    keepRecentMonths(client, '2026-11', 1);
    expect(client.getQueryData(['payments', 'detail', 7])).toEqual({ id: 7 });
  });
});
