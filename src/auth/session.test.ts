import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/config/runtime-config';
import { IDENTITY_WATCH_FIRST_MS, createSession } from './session';

vi.mock('@/offline/offline-data', () => ({
  readLastSession: () => Promise.resolve({ sub: 'u1', merchantId: 1, username: 'lojista', name: 'Ana', savedAt: 1 }),
  rememberLastSession: vi.fn(),
  forgetOtherUsers: vi.fn(),
  wipeOfflineData: vi.fn(),
}));
vi.mock('@/offline/persistence', () => ({
  createOfflineCache: () => ({
    restore: () => Promise.resolve({ savedAt: 1 }),
    start: () => () => undefined,
    flush: () => Promise.resolve(),
  }),
}));
vi.mock('@/offline/sw-registration', () => ({ registerServiceWorker: () => Promise.resolve() }));

const config = {
  keycloak: { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
} as RuntimeConfig;

describe('offline session', () => {
  const reload = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
    fetchMock.mockReset();
  });

  it('starts read-only when the identity server does not answer, and signs in again once it does, though the device never says it is back online', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const session = createSession({ config, queryClient: new QueryClient(), buildId: 'b' });

    const state = await session.start();
    expect(state.status).toBe('offline');

    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS);
    expect(reload).not.toHaveBeenCalled();
    // The server answers again; no 'online' event ever comes.
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      'https://sso.exemplo.com.br/realms/portal/.well-known/openid-configuration',
    );
  });
});
