import type { RuntimeConfig } from '@contract/runtime-config';
import { pageIsVisible, pollUntil } from '@/lib/poll-until';
import { isOnline, subscribeConnectivity } from '@/offline/connectivity';
import { readOfflineSince, rememberOfflineSince } from '@/offline/offline-since';
import { identityReachable } from './identity-probe';
import type { KeycloakInstance } from './keycloak';
import { accessTokenExpired, refreshTokenExpired, renewToken, type Renewal } from './renewal';
import type { SignIn } from './types';

/** Requirements §9: refresh every 10 s, asking for at least 60 s of validity. */
export const REFRESH_INTERVAL_MS = 10_000;
export const MIN_VALIDITY_SECONDS = 60;
/** Without a refresh token, how soon (then how rarely at most) the identity server is asked whether it is back. */
export const IDENTITY_WATCH_FIRST_MS = 3_000;
export const IDENTITY_WATCH_MAX_MS = 60_000;
/**
 * After an API 401, one forced renewal, then none for this long: the 401s of requests that were
 * already under way with the old token must not renew again, nor a server that refuses every
 * token make a loop of renewals and refetches.
 */
export const FORCED_RENEWAL_GAP_MS = 30_000;

/** `live`: the token works or can be renewed. `read-only`: the screens show the device's data. */
export type AccessState = { kind: 'live' } | { kind: 'read-only'; since: number; signIn: SignIn };

export interface AccessDeps {
  config: RuntimeConfig;
  /** keycloak-js after an online sign-in; none after an offline start (no tokens at all). */
  keycloak: KeycloakInstance | undefined;
  onChange: (state: AccessState) => void;
  /** The token works again after failing: what failed meanwhile is fetched again. */
  onRenewed: () => void;
  /** Right before the page goes to the sign-in page (the cache's last write). */
  beforeSignIn: () => Promise<void>;
  /** keycloak-js for a page that started offline, to build the sign-in address. */
  loginKeycloak: () => Promise<KeycloakInstance>;
  /**
   * For a page that started offline, once the identity server answers: keycloak-js signed in
   * without leaving the page (its session cookie, in a hidden frame), or undefined when only the
   * sign-in page can help. Never rejects, never navigates.
   */
  silentSignIn: () => Promise<KeycloakInstance | undefined>;
}

const same = (a: AccessState, b: AccessState) =>
  a.kind === b.kind && (a.kind === 'live' || (b.kind === 'read-only' && a.since === b.since && a.signIn === b.signIn));

/**
 * Keeps the signed-in user's access going, offline included, and is the only code that sends
 * the page to the sign-in page: never by itself, only when the user taps "Entrar" and the
 * identity server answers (decision 022). A renewal that gets no answer keeps the session (the
 * refresh token may outlive any spell offline); one the server refuses asks the user to sign in.
 * After an offline start, a silent sign-in is tried before asking.
 */
export function createAccess(deps: AccessDeps) {
  const { config } = deps;
  let keycloak = deps.keycloak;
  let state: AccessState = keycloak
    ? { kind: 'live' }
    : { kind: 'read-only', since: rememberOfflineSince(Date.now()), signIn: 'needed' };
  let stopped = false;
  let lastForcedAt = -Infinity;
  let inFlight: Promise<void> | undefined;
  let stopWatch: (() => void) | undefined;
  let silent: Promise<void> | undefined;
  const cleanups: Array<() => void> = [];

  const set = (next: AccessState) => {
    if (stopped || same(state, next)) return;
    state = next;
    deps.onChange(next);
  };

  function readOnly(signIn: SignIn) {
    set({
      kind: 'read-only',
      since: state.kind === 'read-only' ? state.since : (readOfflineSince() ?? Date.now()),
      signIn,
    });
    // Nothing to renew with: only the identity server's answer can tell that signing in is possible.
    if (signIn === 'needed' && !keycloak?.refreshToken) watchIdentity();
  }

  function settle(result: Renewal, tokenRefused = false) {
    if (!keycloak) return;
    if (result === 'valid') {
      if (state.kind === 'live') return;
      set({ kind: 'live' });
      deps.onRenewed();
      return;
    }
    // The server answered, so it can be reached; but only the sign-in page helps now.
    if (result === 'refused') return readOnly('ready');
    // No answer: the session goes on while its token does, then the screens read the device.
    if (tokenRefused || state.kind === 'read-only' || accessTokenExpired(keycloak))
      readOnly(refreshTokenExpired(keycloak) ? 'needed' : 'not-needed');
  }

  /** One renewal at a time; none once only the sign-in page helps. */
  function renew(): Promise<void> {
    if (!keycloak?.refreshToken || (state.kind === 'read-only' && state.signIn === 'ready')) return Promise.resolve();
    inFlight ??= renewToken(keycloak, MIN_VALIDITY_SECONDS)
      .then((result) => settle(result))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  /**
   * The identity server answers after an offline start: its session may well be alive (a reload
   * would sign in without a word), so a silent sign-in comes first; "Entrar" is offered only when
   * it brings no tokens. Not after a refused refresh token: the server refuses one only when the
   * session it belonged to is over, and then so is the cookie a silent sign-in would need.
   */
  function identityBack() {
    if (keycloak || stopped || !(state.kind === 'read-only' && state.signIn === 'needed')) return;
    silent ??= deps
      .silentSignIn()
      // Its code may fail to load (a chunk of an older build): then the tap is the way.
      .catch(() => undefined)
      .then((signedIn) => {
        if (stopped || keycloak) return;
        if (signedIn) return adopt(signedIn);
        // The server answered a moment ago (the tap checks again before leaving).
        if (state.kind === 'read-only' && state.signIn === 'needed') readOnly('ready');
      })
      .finally(() => {
        silent = undefined;
      });
  }

  /** Signed in without leaving the page: live, and what the screens show is fetched again. */
  function adopt(signedIn: KeycloakInstance) {
    keycloak = signedIn;
    stopWatch?.();
    stopWatch = undefined;
    startRenewing();
    set({ kind: 'live' });
    deps.onRenewed();
  }

  function startRenewing() {
    const tick = () => void renew();
    const timer = setInterval(tick, REFRESH_INTERVAL_MS);
    // Timers do not run while a phone sleeps: renew as soon as the page is back.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    cleanups.push(() => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    });
  }

  function watchIdentity() {
    if (stopWatch || stopped) return;
    stopWatch = pollUntil(
      () => identityReachable(config),
      () => {
        stopWatch = undefined;
        identityBack();
      },
      { firstMs: IDENTITY_WATCH_FIRST_MS, maxMs: IDENTITY_WATCH_MAX_MS, shouldAsk: pageIsVisible },
    );
  }

  function onConnectivity() {
    if (!isOnline()) {
      // "Você está online" no longer holds: back to saying it for when the connection returns.
      if (state.kind === 'read-only' && state.signIn === 'ready') readOnly('needed');
      return;
    }
    if (keycloak?.refreshToken) void renew();
    else if (state.kind === 'read-only' && state.signIn === 'needed')
      void identityReachable(config).then((yes) => yes && identityBack());
  }

  cleanups.push(subscribeConnectivity(onConnectivity));
  if (keycloak) startRenewing();
  else watchIdentity();

  return {
    getState: () => state,
    /** A token for an API call, renewed first when due (timers sleep with the phone). */
    async getToken(): Promise<string | undefined> {
      await renew();
      return keycloak?.token;
    },
    /** The API refused the token (401): renew it once; never navigates. */
    async reauthenticate(): Promise<void> {
      if (!keycloak || state.kind === 'read-only' || Date.now() - lastForcedAt < FORCED_RENEWAL_GAP_MS) return;
      lastForcedAt = Date.now();
      const result = await renewToken(keycloak, -1);
      if (result === 'valid') deps.onRenewed();
      else settle(result, true);
    },
    /** The user tapped "Entrar": to the sign-in page, back to this very address afterwards. */
    async signIn(): Promise<void> {
      // The offer came from an answer a moment ago; a page must never go to a server that does not answer now.
      if (!(await identityReachable(config))) return readOnly('needed');
      await deps.beforeSignIn();
      const login = keycloak ?? (await deps.loginKeycloak());
      await login.login({ redirectUri: window.location.href });
    },
    stop() {
      stopped = true;
      stopWatch?.();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
export type Access = ReturnType<typeof createAccess>;
