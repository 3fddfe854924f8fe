import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contract/runtime-config';
import { readLastSession, wipeOfflineData } from '@/offline/offline-data';
import { isOnline } from '@/offline/connectivity';
import { registerServiceWorker } from '@/offline/sw-registration';
import type { Access } from './access';
import type { KeycloakInstance } from './keycloak';
import { hasPermission, SALES_ACCESS, userFromClaims } from './permissions';
import { createSessionCache } from './session-cache';
import { startSessionAccess } from './session-access';
import { createSessionState } from './session-state';
import { leaveSession, rememberSignedIn, userFromLastSession } from './session-identity';
import type { SessionState, SessionUser } from './types';

export interface SessionDeps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Ties the persisted cache to this build (a new build discards old shapes). */
  buildId: string;
}

/**
 * When the device knows it is offline, skip loading keycloak-js and probing the identity server:
 * the cached screens come up sooner. `navigator.onLine` can also read true with no network; the
 * probe's timeout covers that case.
 */
function onlineOrOffline(
  startOnline: () => Promise<SessionState>,
  startOffline: () => Promise<SessionState>,
): Promise<SessionState> {
  if (!isOnline()) return startOffline();
  return startOnline().catch(async (error: unknown) => {
    if (error instanceof Error && error.name === 'IdentityUnreachable') return startOffline();
    throw error;
  });
}

/**
 * The signed-in session: keycloak-js (loaded lazily so public pages never download it), the
 * refresh rhythm of requirements §4, the permission and merchant checks, the offline read-only
 * start and the per-user offline cache. One instance per page load.
 */
/**
 * 'Sair' on this device ends its push subscription (src/offline/push-device.ts), loaded then: a
 * logout is rare, and its module stays off the first screen. A chunk that fails to load (a
 * deploy in between) leaves the subscription, which the next 'Sair' ends; the logout goes on.
 */
function stopPush(): Promise<void> {
  return import('@/offline/push-device')
    .then(({ stopPushOnThisDevice }) => stopPushOnThisDevice())
    .catch(() => undefined);
}

export function createSession({ config, queryClient, buildId }: SessionDeps) {
  const store = createSessionState();
  let keycloak: KeycloakInstance | undefined;
  let access: Access | undefined;
  let starting: Promise<SessionState> | undefined;
  const cache = createSessionCache(queryClient, buildId);
  const cleanups: Array<() => void> = [];

  function startAccess(user: SessionUser) {
    access = startSessionAccess({
      config,
      queryClient,
      keycloak,
      user,
      setState: store.set,
      beforeSignIn: cache.flush,
      adopt: (signedIn) => {
        keycloak = signedIn;
      },
    });
    cleanups.push(access.stop);
  }

  async function startOnline(): Promise<SessionState> {
    const { startKeycloak } = await import('./keycloak');
    keycloak = await startKeycloak(config);
    const user = userFromClaims(keycloak.tokenParsed ?? {});
    if (!hasPermission(user, [SALES_ACCESS])) {
      await logout();
      return store.get();
    }
    if (user.merchantId === undefined) {
      store.set({ status: 'no-merchant', user });
      return store.get();
    }
    const withMerchant = { ...user, merchantId: user.merchantId };
    await rememberSignedIn(withMerchant);
    await cache.open(withMerchant);
    startAccess(user);
    return store.get();
  }

  async function startOffline(): Promise<SessionState> {
    const last = await readLastSession();
    if (!last) {
      store.set({ status: 'unavailable' });
      return store.get();
    }
    const user = userFromLastSession(last);
    await cache.open({ ...user, merchantId: last.merchantId });
    // No tokens in this page load: read-only until the user signs in again, which the app offers
    // once the identity server answers and never does by itself (a typed form would be lost).
    startAccess(user);
    return store.get();
  }

  async function start(): Promise<SessionState> {
    void registerServiceWorker();
    starting ??= onlineOrOffline(startOnline, startOffline);
    return starting;
  }

  /**
   * Cancels queries, clears the client and deletes the persisted cache before redirecting.
   * 'Sair' also stops this device's notifications; the idle limit's logout keeps them: the
   * merchant in the field still wants "foi pago" on the phone the app timed out on, and a push
   * says no more than the phone's lock screen shows (decision 038).
   */
  async function logout(reason: 'user' | 'idle' = 'user'): Promise<void> {
    store.set({ status: 'logging-out' });
    for (const cleanup of cleanups.splice(0)) cleanup();
    cache.stop();
    await queryClient.cancelQueries();
    queryClient.clear();
    await Promise.all([wipeOfflineData(), reason === 'user' ? stopPush() : undefined]);
    await leaveSession(config, keycloak);
  }

  return {
    start,
    logout,
    getState: store.get,
    subscribe: store.subscribe,
    /** When the shown data was saved, for the "offline — dados de …" marker. */
    savedAt: cache.savedAt,
    flush: cache.flush,
    /** A fresh token for API calls; renewed first because timers sleep with the phone. */
    getToken: (): Promise<string | undefined> => access?.getToken() ?? Promise.resolve(undefined),
    /** The API said 401: the token is renewed once; the page never leaves for the sign-in page by itself. */
    reauthenticate: (): void => void access?.reauthenticate(),
    /** The user asked to sign in again (the banner's "Entrar"): back to the same address afterwards. */
    signIn: (): Promise<void> => access?.signIn() ?? Promise.resolve(),
    /** Stops the timers and watchers (the app's session lives as long as its page; tests end). */
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    /** Links to sibling subdomains (bo, admin, webbanking) of the identity host. */
    identityHost: () => new URL(config.keycloak.url).host,
  };
}
export type Session = ReturnType<typeof createSession>;
