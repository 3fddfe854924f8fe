import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@contract/runtime-config';
import { reportNetworkResult } from '@/offline/connectivity';
import { IDENTITY_WATCH_FIRST_MS, IDENTITY_WATCH_MAX_MS } from './access';
import type * as KeycloakModule from './keycloak';
import { createSession, type Session } from './session';
import { fakeIdentityServer } from './testing/identity-server';
import { polyfillWithResolvers, signedInKeycloak, tokenResponse } from './testing/tokens';

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

/**
 * The hidden frame's answer (keycloak-js's check-sso stubbed at the module edge): a keycloak-js
 * signed in by the identity server's session, or none (login_required, a blocked frame, a
 * timeout), after `delayMs`; `calls` counts the attempts.
 */
const silent = vi.hoisted(() => ({ answer: 'login_required' as 'tokens' | 'login_required', delayMs: 0, calls: 0 }));
vi.mock('./keycloak', async (importOriginal) => {
  const real = await importOriginal<typeof KeycloakModule>();
  return {
    ...real,
    silentKeycloak: async (config: RuntimeConfig) => {
      silent.calls++;
      if (silent.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, silent.delayMs));
      if (silent.answer === 'login_required') return undefined;
      // keycloak-js renews the tokens it is given: it holds what the fake server answers (its `sub`).
      const tokens = tokenResponse(Date.now(), ACCESS_SECONDS, REFRESH_SECONDS);
      return real.takeOverNavigation(await signedInKeycloak({ ...config.keycloak }, tokens));
    },
  };
});

const ACCESS_SECONDS = 300;
const REFRESH_SECONDS = 1800;
const config = {
  keycloak: { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
} as RuntimeConfig;

/** Issue 32 (7): after an offline start, back online, a silent sign-in comes before any offer. */
describe('silent sign-in after an offline start', () => {
  const nav = { reload: vi.fn(), assign: vi.fn(), replace: vi.fn() };
  let identity: ReturnType<typeof fakeIdentityServer>;
  let queryClient: QueryClient;
  const sessions: Session[] = [];

  const navigated = () => nav.reload.mock.calls.length + nav.assign.mock.calls.length + nav.replace.mock.calls.length;
  const newSession = () => {
    const session = createSession({ config, queryClient, buildId: 'b' });
    sessions.push(session);
    return session;
  };
  const goOffline = () => {
    identity.server.mode = 'down';
    reportNetworkResult(false);
  };
  const comeBack = () => {
    identity.server.mode = 'up';
    reportNetworkResult(true);
  };
  async function startedOfflineThenReachable() {
    const session = newSession();
    identity.server.mode = 'down';
    await session.start();
    identity.server.mode = 'up';
    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS);
    return session;
  }

  beforeAll(async () => {
    polyfillWithResolvers();
    // Loaded once with real timers: the session imports it lazily, under fake ones.
    await import('./keycloak');
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T17:30:00Z') });
    identity = fakeIdentityServer({ accessSeconds: ACCESS_SECONDS, refreshSeconds: REFRESH_SECONDS });
    vi.stubGlobal('fetch', identity.fetchMock);
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'https://painel.exemplo.com.br/dashboard?period=7d',
      ...nav,
    } as Location);
    queryClient = new QueryClient();
    reportNetworkResult(true);
    Object.assign(silent, { answer: 'login_required', delayMs: 0, calls: 0 });
  });
  afterEach(() => {
    for (const session of sessions.splice(0)) session.stop();
    reportNetworkResult(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const spy of Object.values(nav)) spy.mockReset();
    localStorage.clear();
  });

  it("back online, signs in silently when the identity server's session lives: live, data fetched again, no offer", async () => {
    silent.answer = 'tokens';
    goOffline();
    const session = newSession();
    await session.start();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const seen: string[] = [];
    session.subscribe(() => {
      const state = session.getState();
      seen.push(state.status === 'offline' ? `offline:${state.signIn}` : state.status);
    });

    comeBack();
    await vi.waitFor(() => expect(session.getState()).toMatchObject({ status: 'authenticated' }));
    // The token brought the roles the device does not keep.
    expect(session.getState()).toMatchObject({ user: { realmRoles: ['sales_access'] } });
    expect(seen).not.toContain('offline:ready');
    expect(invalidate).toHaveBeenCalled();
    expect(await session.getToken()).toBeTruthy();
    // From now on the refresh token renews the session, as after an online start.
    const calls = identity.server.tokenCalls;
    await vi.advanceTimersByTimeAsync(ACCESS_SECONDS * 1000);
    expect(identity.server.tokenCalls).toBeGreaterThan(calls);
    expect(session.getState().status).toBe('authenticated');
    expect(navigated()).toBe(0);
  });

  it('offers "Entrar" only once the silent sign-in brought no tokens', async () => {
    silent.delayMs = 2_000;
    const session = newSession();
    identity.server.mode = 'down';
    await session.start();
    identity.server.mode = 'up';
    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS);
    expect(silent.calls).toBe(1);
    // While the hidden frame works, no offer yet.
    expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'needed' });

    await vi.advanceTimersByTimeAsync(silent.delayMs);
    expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'ready' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(silent.calls).toBe(1);
    expect(navigated()).toBe(0);
  });

  it("offers 'Entrar' when the identity server's session is someone else's", async () => {
    silent.answer = 'tokens';
    identity.server.sub = 'u2';
    const session = await startedOfflineThenReachable();
    expect(silent.calls).toBe(1);
    await vi.waitFor(() => expect(session.getState()).toMatchObject({ signIn: 'ready' }));
    expect(session.getState()).toMatchObject({ status: 'offline', user: { sub: 'u1' } });
  });

  it('tries nothing while offline, nor while only the device says it is online; once, when the server answers', async () => {
    silent.answer = 'tokens';
    goOffline();
    const session = newSession();
    await session.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // A captive portal: the device is online, the identity server still does not answer.
    reportNetworkResult(true);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(silent.calls).toBe(0);
    expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'needed' });

    identity.server.mode = 'up';
    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_MAX_MS);
    expect(silent.calls).toBe(1);
    await vi.waitFor(() => expect(session.getState().status).toBe('authenticated'));
  });
});
