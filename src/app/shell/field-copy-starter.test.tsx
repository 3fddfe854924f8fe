import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleCallbacks } from '@/ui/testing/fake-idle';

const started = vi.hoisted(() => ({ calls: [] as { sub: string; merchantId: number }[] }));
vi.mock('@/auth', () => ({
  useSessionState: () => ({ status: 'authenticated', user: { sub: 'u-1', merchantId: 7 } }),
}));
vi.mock('@/features/transactions/field-copy/start', () => ({
  startFieldCopy: (start: { sub: string; merchantId: number }) => {
    started.calls.push({ sub: start.sub, merchantId: start.merchantId });
    return () => undefined;
  },
}));
const { FieldCopyStarter } = await import('./field-copy-starter');

let runIdle: () => Promise<void>;

beforeEach(() => {
  vi.useFakeTimers();
  started.calls = [];
  // Idle callbacks the test runs; the sync's module (a dynamic import) settles with them.
  ({ runIdle } = fakeIdleCallbacks());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FieldCopyStarter', () => {
  it('leaves the first seconds of a visit alone, then starts the copy at an idle moment', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FieldCopyStarter />
      </QueryClientProvider>,
    );
    // Idle early on: the copy still waits.
    act(() => vi.advanceTimersByTime(4_000));
    await runIdle();
    expect(started.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1_000));
    await runIdle();
    expect(started.calls).toEqual([{ sub: 'u-1', merchantId: 7 }]);
  });
});
