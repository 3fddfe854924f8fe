import { describe, expect, it } from 'vitest';
import { PERSIST_MAX_AGE_MS } from '@/offline/persistence';
import { createQueryClient, QUERY_GC_TIME_MS } from './query-client';
import { ApiError } from '@/api';

describe('query client', () => {
  it('keeps queries at least as long as the persisted cache (STACK.md gotcha 5)', () => {
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
});
