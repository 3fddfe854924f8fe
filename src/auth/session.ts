import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contract/runtime-config';
import { createOfflineCache } from '@/offline/persistence';
import { forgetOtherUsers, readLastSession, rememberLastSession, wipeOfflineData } from '@/offline/offline-data';
import { isOnline } from '@/offline/connectivity';
import { reachableDiscovery } from './identity-probe';
import { revokeRefreshToken } from './revoke';
import { registerServiceWorker } from '@/offline/sw-registration';
import { createAccess, type Access, type AccessState } from './access';
import type { KeycloakInstance } from './keycloak';
import { hasPermission, SALES_ACCESS, userFromClaims } from './permissions';
import type { SessionState, SessionUser } from './types';

export interface SessionDeps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Ties the persisted cache to this build (a new build discards old shapes). */
  buildId: string;
}

/**
 * The signed-in session: keycloak-js (loaded lazily so public pages never download it), the
 * refresh rhythm of requirements §4, the permission and merchant checks, the offline read-only
 * start and the per-user offline cache. One instance per page load.
 */
export function createSession({ config, queryClient, buildId }: SessionDeps) {
  let state: SessionState = { status: 'starting' };
  let keycloak: KeycloakInstance | undefined;
  let access: Access | undefined;
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

  /** Token renewal, offline included, and the only way to the sign-in page (access.ts). */
  function startAccess(started: SessionUser) {
    let user = started;
    const toState = (next: AccessState): SessionState =>
      next.kind === 'live'
        ? { status: 'authenticated', user }
        : { status: 'offline', user, since: next.since, signIn: next.signIn };
    /**
     * After an offline start: tokens from the identity server's session without leaving the page,
     * for the very user and merchant whose data is on screen (and still allowed in). Anyone else
     * takes the sign-in page, whose page load sorts the device's data out (startOnline).
     */
    const silentSignIn = async (): Promise<KeycloakInstance | undefined> => {
      const signedIn = await (await import('./keycloak')).silentKeycloak(config);
      const fresh = userFromClaims(signedIn?.tokenParsed ?? {});
      const same = fresh.sub === user.sub && fresh.merchantId === user.merchantId;
      if (!signedIn || !same || !hasPermission(fresh, [SALES_ACCESS])) return undefined;
      keycloak = signedIn;
      // Roles are not kept on the device: the token brings them back.
      user = fresh;
      return signedIn;
    };
    access = createAccess({
      config,
      keycloak,
      onChange: (next) => setState(toState(next)),
      // As after a reconnect: what failed without a token is fetched again.
      onRenewed: () => void queryClient.invalidateQueries(),
      beforeSignIn: () => flushCache?.() ?? Promise.resolve(),
      loginKeycloak: async () => (await import('./keycloak')).loginKeycloak(config),
      silentSignIn,
    });
    cleanups.push(access.stop);
    setState(toState(access.getState()));
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
    startAccess(user);
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
    // No tokens in this page load: read-only until the user signs in again, which the app offers
    // once the identity server answers and never does by itself (a typed form would be lost).
    startAccess(user);
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
    // Never to an identity server that does not answer: the browser's error page instead of the app.
    // Asked whatever the app believes: just back online, a request that failed while offline may
    // still report 'offline' after the browser's 'online' event, and the session must end anyway.
    const discovery = await reachableDiscovery(config);
    if (discovery) {
      await revokeRefreshToken(config, discovery, keycloak?.refreshToken);
      // A page that started offline holds no tokens, but the identity server's session may be
      // alive: without its logout, 'Sair' would sign the user straight back in.
      const kc = keycloak ?? (await (await import('./keycloak')).loginKeycloak(config));
      await kc.logout({ redirectUri: `${window.location.origin}/` });
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
