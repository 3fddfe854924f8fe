import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@/config/runtime-config';
import { createOfflineCache } from '@/offline/persistence';
import { forgetOtherUsers, readLastSession, rememberLastSession, wipeOfflineData } from '@/offline/offline-data';
import { isOnline, subscribeConnectivity } from '@/offline/connectivity';
import { pageIsVisible, pollUntil } from '@/lib/poll-until';
import { identityReachable } from './identity-probe';
import { registerServiceWorker } from '@/offline/sw-registration';
import type { KeycloakInstance } from './keycloak';
import { hasPermission, SALES_ACCESS, userFromClaims } from './permissions';
import type { SessionState, SessionUser } from './types';

/** Spec section 9: refresh every 10 s, asking for at least 60 s of validity. */
export const REFRESH_INTERVAL_MS = 10_000;
export const MIN_VALIDITY_SECONDS = 60;
/** Offline, how soon (then how rarely at most) the identity server is asked whether it is back. */
export const IDENTITY_WATCH_FIRST_MS = 3_000;
export const IDENTITY_WATCH_MAX_MS = 60_000;

export interface SessionDeps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Ties the persisted cache to this build (a new build discards old shapes). */
  buildId: string;
}

/**
 * The signed-in session: keycloak-js (loaded lazily so public pages never download it), the
 * refresh rhythm of spec section 4, the permission and merchant checks, the offline read-only
 * start and the per-user offline cache. One instance per page load.
 */
export function createSession({ config, queryClient, buildId }: SessionDeps) {
  let state: SessionState = { status: 'starting' };
  let keycloak: KeycloakInstance | undefined;
  let starting: Promise<SessionState> | undefined;
  let stopCache: (() => void) | undefined;
  let flushCache: (() => Promise<void>) | undefined;
  let savedAt: number | null = null;
  const cleanups: Array<() => void> = [];
  const listeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function openCache(user: SessionUser & { merchantId: number }) {
    const cache = createOfflineCache(queryClient, { sub: user.sub, merchantId: user.merchantId, buster: buildId });
    const restored = await cache.restore();
    savedAt = restored.savedAt;
    stopCache = cache.start();
    flushCache = () => cache.flush();
  }

  function refresh() {
    const kc = keycloak;
    if (!kc) return;
    // A failed refresh clears the token (spec section 4); the next call then signs in again.
    kc.updateToken(MIN_VALIDITY_SECONDS).catch(() => kc.clearToken());
  }

  function keepFresh() {
    const timer = setInterval(refresh, REFRESH_INTERVAL_MS);
    // Timers do not run while a phone sleeps: refresh as soon as the page is back.
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refresh);
    cleanups.push(() => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refresh);
    });
  }

  async function startOnline(): Promise<SessionState> {
    const { startKeycloak } = await import('./keycloak');
    keycloak = await startKeycloak(config);
    const user = userFromClaims(keycloak.tokenParsed ?? {});
    if (!hasPermission(user, [SALES_ACCESS])) {
      await logout();
      return state;
    }
    if (user.merchantId === undefined) {
      setState({ status: 'no-merchant', user });
      return state;
    }
    const withMerchant = { ...user, merchantId: user.merchantId };
    await forgetOtherUsers(user.sub);
    await rememberLastSession({
      sub: user.sub,
      merchantId: user.merchantId,
      username: user.userName,
      name: user.fullName,
      savedAt: Date.now(),
    });
    await openCache(withMerchant);
    keepFresh();
    setState({ status: 'authenticated', user });
    return state;
  }

  async function startOffline(): Promise<SessionState> {
    const last = await readLastSession();
    if (!last) {
      setState({ status: 'unavailable' });
      return state;
    }
    // Roles are not kept on the device: offline, role-gated links stay hidden (read-only anyway).
    const user: SessionUser = {
      sub: last.sub,
      userName: last.username,
      fullName: last.name,
      merchantId: last.merchantId,
      realmRoles: [],
      clientRoles: {},
    };
    await openCache({ ...user, merchantId: last.merchantId });
    // Sign in again as soon as the identity server is back: a reload runs the normal start. At
    // once when the device says it is online, and by asking the server now and then, since the
    // device may never say so (navigator.onLine can stay true with no network).
    const unsubscribe = subscribeConnectivity(() => {
      if (isOnline()) window.location.reload();
    });
    const stopWatching = pollUntil(
      () => identityReachable(config),
      () => window.location.reload(),
      {
        firstMs: IDENTITY_WATCH_FIRST_MS,
        maxMs: IDENTITY_WATCH_MAX_MS,
        shouldAsk: pageIsVisible,
      },
    );
    cleanups.push(unsubscribe, stopWatching);
    setState({ status: 'offline', user });
    return state;
  }

  async function start(): Promise<SessionState> {
    void registerServiceWorker();
    // When the device knows it is offline, skip loading keycloak-js and probing the identity server:
    // the cached screens come up sooner. `navigator.onLine` can also read true with no network; the
    // probe's timeout covers that case.
    starting ??= isOnline()
      ? startOnline().catch(async (error: unknown) => {
          if (error instanceof Error && error.name === 'IdentityUnreachable') return startOffline();
          throw error;
        })
      : startOffline();
    return starting;
  }

  /** Cancels queries, clears the client and deletes the persisted cache before redirecting. */
  async function logout(): Promise<void> {
    setState({ status: 'logging-out' });
    for (const cleanup of cleanups.splice(0)) cleanup();
    stopCache?.();
    await queryClient.cancelQueries();
    queryClient.clear();
    await wipeOfflineData();
    if (keycloak && isOnline()) {
      await keycloak.logout({ redirectUri: `${window.location.origin}/` });
      return;
    }
    window.location.replace('/');
  }

  return {
    start,
    logout,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** When the shown data was saved, for the "offline — dados de …" marker. */
    savedAt: () => savedAt,
    flush: () => flushCache?.() ?? Promise.resolve(),
    /** A fresh token for API calls; refreshes first because timers sleep with the phone. */
    async getToken(): Promise<string | undefined> {
      const kc = keycloak;
      if (!kc?.token) return undefined;
      try {
        await kc.updateToken(MIN_VALIDITY_SECONDS);
      } catch {
        if (kc.isTokenExpired()) kc.clearToken();
      }
      return kc.token;
    },
    /** The API said 401: the token is gone or refused, so sign in again. */
    reauthenticate() {
      if (keycloak && isOnline()) void keycloak.login();
    },
    /** Links to sibling subdomains (bo, admin, webbanking) of the identity host. */
    identityHost: () => new URL(config.keycloak.url).host,
  };
}
export type Session = ReturnType<typeof createSession>;
