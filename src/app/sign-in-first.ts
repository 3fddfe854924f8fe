import type { RuntimeConfig } from '@contract/runtime-config';
import { probeIdentity } from '@/auth/identity-probe';
import { isSignedInPath } from './signed-in-paths';

/** keycloak-js comes back with `#state=…&code=…` (or `error=`): responseMode 'fragment'. */
const CALLBACK = /[#&](state|code|error)=/;

/**
 * Whether this page load must go to the identity server before anything else: a signed-in page,
 * online, and not the way back from signing in. Tokens live in memory only, so every such load
 * is sent there anyway (a returning user's session cookie brings them straight back).
 */
export function needsSignIn(location: Pick<Location, 'pathname' | 'hash'>, online: boolean): boolean {
  return online && isSignedInPath(location.pathname) && !CALLBACK.test(location.hash);
}

/**
 * Sends the browser to the identity server before the app boots, so that a visit which is
 * about to leave anyway does not download and run the whole app first (the page loads twice
 * on every visit; only the second load needs it). Never settles while the browser is on its
 * way; resolves when the app should boot instead: 'offline' on a signed-in page when the device
 * is offline or the identity server cannot be reached (the app then starts read-only from its
 * cache without asking again: the probe's answer is kept for this page load), else 'boot'.
 */
export async function signInFirst(config: Promise<RuntimeConfig>): Promise<'boot' | 'offline'> {
  if (!isSignedInPath(window.location.pathname)) return 'boot';
  if (!navigator.onLine) return 'offline';
  if (!needsSignIn(window.location, true)) return 'boot';
  try {
    const resolved = await config;
    // The probe and keycloak-js's download go together: online, the usual case, needs both; the
    // probe's answer is shared with startKeycloak's own.
    const [, { startKeycloak }] = await Promise.all([probeIdentity(resolved), import('@/auth/keycloak')]);
    // With no callback in the URL this navigates to the login page and never settles.
    await startKeycloak(resolved);
    return 'boot';
  } catch (error) {
    return error instanceof Error && error.name === 'IdentityUnreachable' ? 'offline' : 'boot';
  }
}
