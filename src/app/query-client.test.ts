import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PERSIST_MAX_AGE_MS } from '@/offline/persistence';
import { createQueryClient, QUERY_GC_TIME_MS } from './query-client';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('@/ui/toast', () => ({ showToast }));

/** Runs one failing query on `client` (no retries); `data` seeds what was on screen. */
async function fail(client: QueryClient, error: Error, options: { data?: unknown; meta?: object } = {}) {
  const queryKey = ['q', error.message, Math.random()];
  if (options.data !== undefined) client.setQueryData(queryKey, options.data);
  await client
    // The key only tells the runs apart; the error is what each one fails with.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    .fetchQuery({ queryKey, queryFn: () => Promise.reject(error), retry: false, staleTime: 0, meta: options.meta })
    .catch(() => undefined);
}
import { ApiError } from '@/api';

describe('query client', () => {
  it('keeps queries at least as long as the persisted cache (docs/stack-notes.md, "Persisted cache and loaders")', () => {
    expect(QUERY_GC_TIME_MS).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
  });

  it('signs in again when a query answers 401', async () => {
    let calls = 0;
    const client = createQueryClient(() => calls++);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError('', { status: 401 })), retry: false })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('raises the toast with the message of a failed request (requirements §8)', async () => {
    showToast.mockClear();
    const client = createQueryClient(() => undefined);
    await fail(client, new ApiError('Filtro inválido [start_date: Data inválida]', { status: 400 }));
    await fail(client, new Error('Resposta inesperada'));
    expect(showToast.mock.calls).toEqual([['Filtro inválido [start_date: Data inválida]'], ['Resposta inesperada']]);
  });

  it('raises none for a 401, an opted-out query, or no network, with or without saved data', async () => {
    showToast.mockClear();
    const client = createQueryClient(() => undefined);
    await fail(client, new ApiError('', { status: 401 }));
    await fail(client, new ApiError('Erro', { status: 500 }), { meta: { errorToast: false } });
    await fail(client, new ApiError('Sem conexão', { status: 0, network: true }), { data: { saved: true } });
    // Offline is not an error: the screen's calm state says it (issue 19), no red toast.
    await fail(client, new ApiError('Sem conexão', { status: 0, network: true }));
    expect(showToast).not.toHaveBeenCalled();
    await fail(client, new ApiError('Erro', { status: 500 }));
    expect(showToast).toHaveBeenCalledWith('Erro');
  });
});
