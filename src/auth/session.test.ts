import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@contract/runtime-config';
import { reportNetworkResult } from '@/offline/connectivity';
import { FORCED_RENEWAL_GAP_MS, IDENTITY_WATCH_FIRST_MS, MIN_VALIDITY_SECONDS, REFRESH_INTERVAL_MS } from './access';
import { fetchDiscovery } from './identity-probe';
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
const push = vi.hoisted(() => ({ stopPushOnThisDevice: vi.fn(() => Promise.resolve()) }));
vi.mock('@/offline/push-device', () => push);
vi.mock('@/offline/sw-registration', () => ({ registerServiceWorker: () => Promise.resolve() }));
// The real keycloak-js (only fetch is played), signed in as startKeycloak leaves it.
vi.mock('./keycloak', async (importOriginal) => {
  const real = await importOriginal<typeof KeycloakModule>();
  return {
    ...real,
    startKeycloak: async (config: RuntimeConfig) => {
      // As the real one, which asks once per page load (a test is not one page load).
      await fetchDiscovery(config);
      const tokens = tokenResponse(Date.now(), ACCESS_SECONDS, REFRESH_SECONDS);
      return real.takeOverNavigation(await signedInKeycloak({ ...config.keycloak }, tokens));
    },
    // Nothing from the identity server's session here (silent-sign-in.test.ts plays it).
    silentKeycloak: () => Promise.resolve(undefined),
  };
});

const ACCESS_SECONDS = 300;
const REFRESH_SECONDS = 1800;
const config = {
  keycloak: { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
} as RuntimeConfig;
const HREF = 'https://painel.exemplo.com.br/financial/transactions?status=CONFIRMED';

describe('session', () => {
  const nav = { reload: vi.fn(), assign: vi.fn(), replace: vi.fn() };
  let identity: ReturnType<typeof fakeIdentityServer>;
  let queryClient: QueryClient;

  // Each session watches connectivity until stopped: one left running would answer the next test's events.
  const sessions: Session[] = [];
  const track = (session: Session) => {
    sessions.push(session);
    return session;
  };
  const navigated = () => nav.reload.mock.calls.length + nav.assign.mock.calls.length + nav.replace.mock.calls.length;
  const goOffline = () => {
    identity.server.mode = 'down';
    reportNetworkResult(false);
  };
  const comeBack = () => {
    identity.server.mode = 'up';
    reportNetworkResult(true);
  };
  /** Started with the identity server silent; it answers again and the watch has seen it. */
  async function startedOfflineThenReachable() {
    const session = track(createSession({ config, queryClient, buildId: 'b' }));
    identity.server.mode = 'down';
    await session.start();
    identity.server.mode = 'up';
    await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS);
    return session;
  }
  async function signedIn() {
    const session = track(createSession({ config, queryClient, buildId: 'b' }));
    expect((await session.start()).status).toBe('authenticated');
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
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: HREF, ...nav } as Location);
    queryClient = new QueryClient();
    reportNetworkResult(true);
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

  describe('started offline (no tokens in this page load)', () => {
    it('reads the device, says sign-in is needed, and once the server answers offers it: never reloads or navigates', async () => {
      identity.server.mode = 'down';
      const session = track(createSession({ config, queryClient, buildId: 'b' }));

      const state = await session.start();
      expect(state).toMatchObject({ status: 'offline', signIn: 'needed' });
      await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS);
      expect(session.getState()).toMatchObject({ signIn: 'needed' });

      // The server answers again; no 'online' event ever comes.
      identity.server.mode = 'up';
      await vi.advanceTimersByTimeAsync(IDENTITY_WATCH_FIRST_MS * 2);
      expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'ready' });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(navigated()).toBe(0);
    });

    it('offers sign-in at once when the device says it is online again', async () => {
      goOffline();
      const session = track(createSession({ config, queryClient, buildId: 'b' }));
      await session.start();
      comeBack();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getState()).toMatchObject({ signIn: 'ready' });
      // Gone again before the user tapped: the offer goes too.
      goOffline();
      expect(session.getState()).toMatchObject({ signIn: 'needed' });
    });

    it('goes to the sign-in page only when asked, to come back to the same address', async () => {
      const session = await startedOfflineThenReachable();
      expect(session.getState()).toMatchObject({ signIn: 'ready' });
      expect(navigated()).toBe(0);

      void session.signIn();
      await vi.waitFor(() => expect(nav.assign).toHaveBeenCalledTimes(1));
      const login = new URL(String(nav.assign.mock.calls[0]?.[0]));
      expect(login.pathname).toBe('/realms/portal/protocol/openid-connect/auth');
      expect(login.searchParams.get('redirect_uri')).toBe(HREF);
    });

    it('stays put when the server stopped answering since the offer', async () => {
      const session = await startedOfflineThenReachable();
      identity.server.mode = 'down';

      await session.signIn();
      expect(navigated()).toBe(0);
      expect(session.getState()).toMatchObject({ signIn: 'needed' });
    });
  });

  describe('signed in online, then offline', () => {
    it('keeps the session and its tokens while renewal gets no answer, and never navigates', async () => {
      const session = await signedIn();
      const token = await session.getToken();
      goOffline();

      // Into the last minute of the access token: every tick now tries to renew it, and fails.
      await vi.advanceTimersByTimeAsync((ACCESS_SECONDS - MIN_VALIDITY_SECONDS + 20) * 1000);
      // The access token is still good: the session is untouched (the marker comes from connectivity).
      expect(session.getState().status).toBe('authenticated');
      expect(await session.getToken()).toBe(token);
      expect(navigated()).toBe(0);
    });

    it('reads the device once the access token ran out; says sign-in will be needed once the refresh token did too', async () => {
      const session = await signedIn();
      goOffline();

      await vi.advanceTimersByTimeAsync(ACCESS_SECONDS * 1000 + REFRESH_INTERVAL_MS);
      expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'not-needed' });
      const since = (session.getState() as { since: number }).since;
      expect(since).toBeLessThanOrEqual(Date.now() - ACCESS_SECONDS * 1000);

      await vi.advanceTimersByTimeAsync(REFRESH_SECONDS * 1000);
      expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'needed', since });
      // Hours offline: still the device's data, still no navigation.
      await vi.advanceTimersByTimeAsync(3 * 3600_000);
      expect(session.getState().status).toBe('offline');
      expect(navigated()).toBe(0);
    });

    it('back online with a live refresh token, renews without any reload and fetches again', async () => {
      const session = await signedIn();
      const before = await session.getToken();
      goOffline();
      await vi.advanceTimersByTimeAsync(ACCESS_SECONDS * 1000 + REFRESH_INTERVAL_MS);
      expect(session.getState().status).toBe('offline');
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

      comeBack();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getState().status).toBe('authenticated');
      expect(await session.getToken()).not.toBe(before);
      expect(invalidate).toHaveBeenCalled();
      expect(navigated()).toBe(0);
    });

    it('when the server refuses the refresh token, offers sign-in and waits for the user', async () => {
      const session = await signedIn();
      goOffline();
      await vi.advanceTimersByTimeAsync(REFRESH_SECONDS * 1000 + REFRESH_INTERVAL_MS);

      identity.server.mode = 'refusing';
      reportNetworkResult(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'ready' });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(navigated()).toBe(0);

      identity.server.mode = 'up';
      void session.signIn();
      await vi.waitFor(() => expect(nav.assign).toHaveBeenCalledTimes(1));
      expect(new URL(String(nav.assign.mock.calls[0]?.[0])).searchParams.get('redirect_uri')).toBe(HREF);
    });

    it('an API 401 renews the token once and fetches again, without navigating', async () => {
      const session = await signedIn();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const calls = identity.server.tokenCalls;

      session.reauthenticate();
      session.reauthenticate();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.server.tokenCalls).toBe(calls + 1);
      expect(invalidate).toHaveBeenCalledTimes(1);
      // Late 401s of requests sent with the old token: no second renewal, no loop.
      await vi.advanceTimersByTimeAsync(FORCED_RENEWAL_GAP_MS / 2);
      session.reauthenticate();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.server.tokenCalls).toBe(calls + 1);
      expect(session.getState().status).toBe('authenticated');
      expect(navigated()).toBe(0);
    });

    it('an API 401 while the identity server does not answer turns read-only; a refused one asks to sign in', async () => {
      const session = await signedIn();
      identity.server.mode = 'down';
      session.reauthenticate();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.getState()).toMatchObject({ status: 'offline', signIn: 'not-needed' });

      const other = await (async () => {
        identity.server.mode = 'up';
        return signedIn();
      })();
      identity.server.mode = 'refusing';
      other.reauthenticate();
      await vi.advanceTimersByTimeAsync(0);
      expect(other.getState()).toMatchObject({ status: 'offline', signIn: 'ready' });
      expect(navigated()).toBe(0);
    });

    it('logout after an offline start ends the identity server session once it answers', async () => {
      const session = await startedOfflineThenReachable();
      reportNetworkResult(true);
      await session.logout();
      const targets = [...nav.assign.mock.calls, ...nav.replace.mock.calls].map(([url]) => String(url));
      expect(targets).toHaveLength(1);
      const to = new URL(targets[0] ?? '', 'https://painel.exemplo.com.br');
      expect(to.pathname).toBe('/realms/portal/protocol/openid-connect/logout');
      expect(to.searchParams.get('client_id')).toBe('sales-portal');
    });

    it('ends the identity server session even while a late failure still says offline', async () => {
      // Back online, a request that failed while offline may report after the 'online' event:
      // the app believes it is offline, but the identity server answers, and 'Sair' must reach it.
      const session = await startedOfflineThenReachable();
      reportNetworkResult(false);
      await session.logout();
      const targets = [...nav.assign.mock.calls, ...nav.replace.mock.calls].map(([url]) => String(url));
      expect(targets).toHaveLength(1);
      expect(new URL(targets[0] ?? '', 'https://painel.exemplo.com.br').pathname).toBe(
        '/realms/portal/protocol/openid-connect/logout',
      );
    });

    it("'Sair' stops this device's notifications; the idle limit's logout keeps them", async () => {
      push.stopPushOnThisDevice.mockClear();
      await (await signedIn()).logout();
      expect(push.stopPushOnThisDevice).toHaveBeenCalledOnce();
      push.stopPushOnThisDevice.mockClear();
      await (await signedIn()).logout('idle');
      expect(push.stopPushOnThisDevice).not.toHaveBeenCalled();
    });

    it('logout revokes the refresh token where discovery says, then ends the session', async () => {
      const session = await signedIn();
      await session.logout();
      expect(identity.server.revoked).toHaveLength(1);
      const form = identity.server.revoked[0];
      expect(form?.get('token_type_hint')).toBe('refresh_token');
      expect(form?.get('client_id')).toBe('sales-portal');
      expect(form?.get('token')?.split('.')).toHaveLength(3);
      const targets = [...nav.assign.mock.calls, ...nav.replace.mock.calls].map(([url]) => String(url));
      expect(targets).toHaveLength(1);
      expect(new URL(targets[0] ?? '', 'https://painel.exemplo.com.br').pathname).toBe(
        '/realms/portal/protocol/openid-connect/logout',
      );
    });

    it('logout without revocation on offer goes straight to the logout', async () => {
      identity.server.revocation = false;
      const session = await signedIn();
      await session.logout();
      expect(identity.server.revoked).toHaveLength(0);
      const targets = [...nav.assign.mock.calls, ...nav.replace.mock.calls].map(([url]) => String(url));
      expect(targets).toHaveLength(1);
      expect(targets[0]).toContain('/protocol/openid-connect/logout');
    });

    it('logout does not send the page to an identity server that does not answer', async () => {
      const session = await signedIn();
      identity.server.mode = 'down';
      await session.logout();
      expect(nav.replace).toHaveBeenCalledWith('/');
      expect(nav.assign).not.toHaveBeenCalled();
    });
  });
});
