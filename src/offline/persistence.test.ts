import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as fakeIdb from './testing/fake-idb-keyval';
import { createOfflineCache, PERSIST_MAX_AGE_MS, type OfflineCache } from './persistence';

vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'));

const BUSTER = 'build-1';
const alice = { sub: 'alice-uuid', merchantId: 1, buster: BUSTER };

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: PERSIST_MAX_AGE_MS, retry: false } } });
}

async function fetchInto(client: QueryClient, key: string, data: unknown, persist = true): Promise<void> {
  // The key names the query; the data is the test's answer, not an input of the query.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  await client.fetchQuery({ queryKey: [key], queryFn: () => data, meta: { persist } });
}

interface Saved {
  buster: string;
  clientState: { queries: { queryKey: unknown[] }[] };
}
const saved = (key: string) => fakeIdb.store.get(key) as Saved | undefined;

describe('createOfflineCache', () => {
  let stops: (() => void)[] = [];
  const start = (cache: OfflineCache) => {
    const stop = cache.start();
    stops.push(stop);
    return stop;
  };

  beforeEach(() => {
    fakeIdb.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the last good data of a query whose refetch failed (offline in the field), as a success', async () => {
    const client = newClient();
    const cache = createOfflineCache(client, alice);
    start(cache);
    await fetchInto(client, 'payments', { month: '2026-11', total: 10 });
    await client

      .fetchQuery({
        queryKey: ['payments'],
        queryFn: () => Promise.reject(new Error('offline')),
        meta: { persist: true },
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['payments'])?.status).toBe('error');
    await cache.flush();

    const record = saved('pdv:cache:alice-uuid:1') as unknown as {
      clientState: { queries: { queryKey: unknown[]; state: { data: unknown; status: string; error: unknown } }[] };
    };
    const payments = record.clientState.queries.find((q) => q.queryKey[0] === 'payments');
    expect(payments?.state.data).toEqual({ month: '2026-11', total: 10 });
    expect(payments?.state.status).toBe('success');
    expect(payments?.state.error).toBeNull();
  });

  it('persists only marked, successful queries, as objects, under a per-user/merchant key', async () => {
    const client = newClient();
    const cache = createOfflineCache(client, alice);
    start(cache);
    await fetchInto(client, 'merchant', { id: 1, name: 'Loja' });
    await fetchInto(client, 'secret', { note: 'not for disk' }, false);
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('x')), meta: { persist: true } })
      .catch(() => undefined);
    await cache.flush();

    expect(cache.key).toBe('pdv:cache:alice-uuid:1');
    const record = saved('pdv:cache:alice-uuid:1');
    expect(typeof record).toBe('object');
    expect(record?.buster).toBe(BUSTER);
    expect(record?.clientState.queries.map((q) => q.queryKey)).toEqual([['merchant']]);
  });

  it('restores into a fresh client and reports when the data was fetched', async () => {
    const first = newClient();
    const writer = createOfflineCache(first, alice);
    start(writer);
    vi.setSystemTime(new Date('2025-03-10T12:00:00Z'));
    await fetchInto(first, 'dashboard', { total: 12345 });
    vi.setSystemTime(new Date('2025-03-10T12:05:00Z'));
    await writer.flush();

    const second = newClient();
    const reader = createOfflineCache(second, alice);
    const result = await reader.restore();
    expect(result).toEqual({ restored: true, savedAt: Date.parse('2025-03-10T12:00:00Z') });
    expect(second.getQueryData(['dashboard'])).toEqual({ total: 12345 });
    expect(reader.persistedAt()).toBe(Date.parse('2025-03-10T12:00:00Z'));
  });

  it('gives a different user (or merchant) nothing', async () => {
    const client = newClient();
    const cache = createOfflineCache(client, alice);
    start(cache);
    await fetchInto(client, 'dashboard', { total: 1 });
    await cache.flush();

    for (const other of [
      { ...alice, sub: 'bob-uuid' },
      { ...alice, merchantId: 2 },
    ]) {
      const fresh = newClient();
      expect(await createOfflineCache(fresh, other).restore()).toEqual({ restored: false, savedAt: null });
      expect(fresh.getQueryData(['dashboard'])).toBeUndefined();
    }
  });

  it('discards a cache written by another build', async () => {
    const client = newClient();
    const cache = createOfflineCache(client, alice);
    start(cache);
    await fetchInto(client, 'dashboard', { total: 1 });
    await cache.flush();

    const fresh = newClient();
    const result = await createOfflineCache(fresh, { ...alice, buster: 'build-2' }).restore();
    expect(result.restored).toBe(false);
    expect(fresh.getQueryData(['dashboard'])).toBeUndefined();
    expect(fakeIdb.store.has('pdv:cache:alice-uuid:1')).toBe(false);
  });

  it('discards a cache older than seven days', async () => {
    const client = newClient();
    const cache = createOfflineCache(client, alice);
    start(cache);
    await fetchInto(client, 'dashboard', { total: 1 });
    await cache.flush();
    vi.setSystemTime(Date.now() + PERSIST_MAX_AGE_MS + 1000);

    expect((await createOfflineCache(newClient(), alice).restore()).restored).toBe(false);
  });

  it('survives a malformed record by deleting it', async () => {
    fakeIdb.store.set('pdv:cache:alice-uuid:1', 'not a cache');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await createOfflineCache(newClient(), alice).restore()).toEqual({ restored: false, savedAt: null });
    expect(fakeIdb.store.has('pdv:cache:alice-uuid:1')).toBe(false);
  });

  it('writes a change after a quiet spell at once, then at most once per second', async () => {
    const client = newClient();
    start(createOfflineCache(client, alice));
    await fetchInto(client, 'first', { i: 0 });
    expect(fakeIdb.calls.set).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeIdb.calls.set).toBe(1);

    // A burst inside the window coalesces into one trailing write at the window's end.
    for (let i = 0; i < 50; i++) client.setQueryData(['row', i], { i }, {});
    for (let i = 0; i < 50; i++) await fetchInto(client, `q${i}`, { i });
    await vi.advanceTimersByTimeAsync(998);
    expect(fakeIdb.calls.set).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(fakeIdb.calls.set).toBe(2);
    expect(saved('pdv:cache:alice-uuid:1')?.clientState.queries).toHaveLength(51);

    // Quiet for longer than the window: the next change is written on the next tick again.
    await vi.advanceTimersByTimeAsync(5000);
    await fetchInto(client, 'late', { x: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeIdb.calls.set).toBe(3);
  });

  it('ignores cache events of unmarked queries', async () => {
    const client = newClient();
    start(createOfflineCache(client, alice));
    await fetchInto(client, 'plain', { x: 1 }, false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeIdb.calls.set).toBe(0);
  });

  it('flushes a pending write on pagehide and when the tab is hidden', async () => {
    const client = newClient();
    start(createOfflineCache(client, alice));
    await fetchInto(client, 'dashboard', { total: 1 });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeIdb.calls.set).toBe(1);

    await fetchInto(client, 'plans', { n: 2 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeIdb.calls.set).toBe(2);
    // The flush replaced the throttled write instead of adding one.
    await vi.advanceTimersByTimeAsync(2000);
    expect(fakeIdb.calls.set).toBe(2);
  });

  it('stops writing once stopped', async () => {
    const client = newClient();
    const stop = start(createOfflineCache(client, alice));
    await fetchInto(client, 'dashboard', { total: 1 });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fakeIdb.calls.set).toBe(0);
  });
});
