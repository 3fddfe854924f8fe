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

/** The access state and its one change notice, quiet once stopped. */
function createAccessStore(initial: AccessState, onChange: (state: AccessState) => void) {
  let state = initial;
  let stopped = false;
  const set = (next: AccessState) => {
    if (stopped || same(state, next)) return;
    state = next;
    onChange(next);
  };
  return {
    get: () => state,
    set,
    /** Read-only since the moment access first stopped being live. */
    readOnly: (signIn: SignIn) =>
      set({
        kind: 'read-only',
        since: state.kind === 'read-only' ? state.since : (readOfflineSince() ?? Date.now()),
        signIn,
      }),
    /** Read-only, and signing in again takes this. */
    awaits: (signIn: SignIn) => state.kind === 'read-only' && state.signIn === signIn,
    stopped: () => stopped,
    stop() {
      stopped = true;
    },
  };
}

/** A page that starts offline has no tokens: read-only from now on. */
const initialState = (keycloak: KeycloakInstance | undefined): AccessState =>
  keycloak ? { kind: 'live' } : { kind: 'read-only', since: rememberOfflineSince(Date.now()), signIn: 'needed' };

/** True at most once per `gapMs`. */
function onceEvery(gapMs: number): () => boolean {
  let last = -Infinity;
  return () => {
    if (Date.now() - last < gapMs) return false;
    last = Date.now();
    return true;
  };
}

/** To the sign-in page, back to this very address afterwards; false when the identity server does not answer. */
async function goToSignIn(deps: AccessDeps, keycloak: () => KeycloakInstance | undefined): Promise<boolean> {
  // The offer came from an answer a moment ago; a page must never go to a server that does not answer now.
  if (!(await identityReachable(deps.config))) return false;
  await deps.beforeSignIn();
  const login = keycloak() ?? (await deps.loginKeycloak());
  await login.login({ redirectUri: window.location.href });
  return true;
}

/** Runs `run` unless a run is still under way, whose promise is shared instead. */
function singleFlight<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let pending: Promise<void> | undefined;
  return (...args) =>
    (pending ??= run(...args).finally(() => {
      pending = undefined;
    }));
}

/**
 * What a renewal's result leaves: live, read-only with what signing in takes, or unchanged.
 * A renewal that gets no answer keeps the session while its token does.
 */
function afterRenewal(
  result: Renewal,
  keycloak: KeycloakInstance,
  state: AccessState,
  tokenRefused: boolean,
): 'live' | SignIn | undefined {
  if (result === 'valid') return 'live';
  // The server answered, so it can be reached; but only the sign-in page helps now.
  if (result === 'refused') return 'ready';
  // No answer: the session goes on while its token does, then the screens read the device.
  if (tokenRefused || state.kind === 'read-only' || accessTokenExpired(keycloak))
    return refreshTokenExpired(keycloak) ? 'needed' : 'not-needed';
  return undefined;
}

/** Renews on the requirements' rhythm; returns the stop. */
function renewOnTimer(tick: () => void): () => void {
  const timer = setInterval(tick, REFRESH_INTERVAL_MS);
  // Timers do not run while a phone sleeps: renew as soon as the page is back.
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Asks the identity server whether it answers (soon, then more rarely) until it does. */
function createIdentityWatch(config: RuntimeConfig, onBack: () => void) {
  let stopWatch: (() => void) | undefined;
  return {
    start() {
      if (stopWatch) return;
      stopWatch = pollUntil(
        () => identityReachable(config),
        () => {
          stopWatch = undefined;
          onBack();
        },
        { firstMs: IDENTITY_WATCH_FIRST_MS, maxMs: IDENTITY_WATCH_MAX_MS, shouldAsk: pageIsVisible },
      );
    },
    stop() {
      stopWatch?.();
      stopWatch = undefined;
    },
  };
}

/**
 * Keeps the signed-in user's access going, offline included, and is the only code that sends
 * the page to the sign-in page: never by itself, only when the user taps "Entrar" and the
 * identity server answers (decision 022). A renewal that gets no answer keeps the session (the
 * refresh token may outlive any spell offline); one the server refuses asks the user to sign in.
 * After an offline start, a silent sign-in is tried before asking.
 */
export function createAccess(deps: AccessDeps) {
  let keycloak = deps.keycloak;
  const store = createAccessStore(initialState(keycloak), deps.onChange);
  const mayForceRenewal = onceEvery(FORCED_RENEWAL_GAP_MS);
  const cleanups: Array<() => void> = [];
  const watch = createIdentityWatch(deps.config, () => identityBack());

  function readOnly(signIn: SignIn) {
    store.readOnly(signIn);
    // Nothing to renew with: only the identity server's answer can tell that signing in is possible.
    if (signIn === 'needed' && !keycloak?.refreshToken && !store.stopped()) watch.start();
  }

  const goLive = () => {
    store.set({ kind: 'live' });
    deps.onRenewed();
  };

  function settle(result: Renewal, tokenRefused = false) {
    if (!keycloak) return;
    const next = afterRenewal(result, keycloak, store.get(), tokenRefused);
    if (next === 'live') {
      if (store.get().kind !== 'live') goLive();
    } else if (next) readOnly(next);
  }

  const renewOnce = singleFlight((signedIn: KeycloakInstance) =>
    renewToken(signedIn, MIN_VALIDITY_SECONDS).then((result) => settle(result)),
  );
  /** One renewal at a time; none once only the sign-in page helps. */
  const renew = (): Promise<void> =>
    !keycloak?.refreshToken || store.awaits('ready') ? Promise.resolve() : renewOnce(keycloak);

  /**
   * The identity server answers after an offline start: its session may well be alive (a reload
   * would sign in without a word), so a silent sign-in comes first; "Entrar" is offered only when
   * it brings no tokens. Not after a refused refresh token: the server refuses one only when the
   * session it belonged to is over, and then so is the cookie a silent sign-in would need.
   */
  const trySilentSignIn = singleFlight(() =>
    deps
      .silentSignIn()
      // Its code may fail to load (a chunk of an older build): then the tap is the way.
      .catch(() => undefined)
      .then((signedIn) => {
        if (store.stopped() || keycloak) return;
        if (signedIn) return adopt(signedIn);
        // The server answered a moment ago (the tap checks again before leaving).
        if (store.awaits('needed')) readOnly('ready');
      }),
  );
  function identityBack() {
    if (keycloak || store.stopped() || !store.awaits('needed')) return;
    void trySilentSignIn();
  }

  /** Signed in without leaving the page: live, and what the screens show is fetched again. */
  function adopt(signedIn: KeycloakInstance) {
    keycloak = signedIn;
    watch.stop();
    startRenewing();
    goLive();
  }

  const startRenewing = () => cleanups.push(renewOnTimer(() => void renew()));

  function onConnectivity() {
    if (!isOnline()) {
      // "Você está online" no longer holds: back to saying it for when the connection returns.
      if (store.awaits('ready')) readOnly('needed');
      return;
    }
    if (keycloak?.refreshToken) void renew();
    else if (store.awaits('needed')) void identityReachable(deps.config).then((yes) => yes && identityBack());
  }

  cleanups.push(subscribeConnectivity(onConnectivity));
  if (keycloak) startRenewing();
  else watch.start();

  return {
    getState: store.get,
    /** A token for an API call, renewed first when due (timers sleep with the phone). */
    async getToken(): Promise<string | undefined> {
      await renew();
      return keycloak?.token;
    },
    /** The API refused the token (401): renew it once; never navigates. */
    async reauthenticate(): Promise<void> {
      if (!keycloak || store.get().kind === 'read-only' || !mayForceRenewal()) return;
      const result = await renewToken(keycloak, -1);
      if (result === 'valid') deps.onRenewed();
      else settle(result, true);
    },
    /** The user tapped "Entrar": to the sign-in page, back to this very address afterwards. */
    async signIn(): Promise<void> {
      if (!(await goToSignIn(deps, () => keycloak))) readOnly('needed');
    },
    stop() {
      store.stop();
      watch.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
export type Access = ReturnType<typeof createAccess>;
