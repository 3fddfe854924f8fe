import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepRecentQueries } from './keep-recent';

describe('keepRecentQueries', () => {
  it('keeps the newest lists and any list on screen, drops the rest', () => {
    const client = new QueryClient();
    for (let i = 1; i <= 5; i++)
      client.setQueryData(['transactions', 'list', { n: i }], { data: [], total: 0 }, { updatedAt: i * 1000 });
    client.setQueryData(['merchant'], { id: 1 });
    // The oldest one is on screen (an observer): it stays.
    const unsubscribe = new QueryObserver(client, {
      queryKey: ['transactions', 'list', { n: 1 }],
      enabled: false,
    }).subscribe(() => undefined);

    expect(keepRecentQueries(client, ['transactions', 'list'], 2)).toBe(2);

    const left = client
      .getQueryCache()
      .findAll({ queryKey: ['transactions'] })
      .map((q) => (q.queryKey[2] as { n: number }).n);
    expect(left.sort()).toEqual([1, 4, 5]);
    expect(client.getQueryData(['merchant'])).toEqual({ id: 1 });
    unsubscribe();
  });
});
