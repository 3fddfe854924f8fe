import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '@contract/runtime-config';
import { IDENTITY_TIMEOUT_MS, IdentityUnreachable, probeIdentity } from './identity-probe';

export type KeycloakInstance = Keycloak;

/**
 * A request that never got an answer: fetch's TypeError, or any failure once the device says it
 * is offline. The signal dropping between the sign-in redirect and the code exchange is one: the
 * app then starts read-only from the device, not on an error page.
 */
const lostNetwork = (error: Error) => error instanceof TypeError || !navigator.onLine;

/** Rejects with `IdentityUnreachable` when `promise` does not settle in time or the network is gone. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new IdentityUnreachable()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && !lostNetwork(error) ? error : new IdentityUnreachable());
      },
    );
  });
}

const INIT = { pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'fragment' } as const;

/**
 * After `init`, only the portal decides when the page goes to the sign-in page. `onLoad:
 * 'login-required'` leaves keycloak-js's `loginRequired` on, and with it keycloak-js calls
 * `login()` from `clearToken()`, which it runs itself when a refresh is refused: a navigation
 * in the middle of a screen, and offline one that ends on the browser's error page.
 */
export function takeOverNavigation(keycloak: Keycloak): Keycloak {
  keycloak.loginRequired = false;
  return keycloak;
}

/** Signs in (login required, PKCE S256); resolves once authenticated. */
export async function startKeycloak(config: RuntimeConfig): Promise<Keycloak> {
  await probeIdentity(config);
  const keycloak = new Keycloak({ ...config.keycloak });
  await withTimeout(keycloak.init({ ...INIT, onLoad: 'login-required' }), IDENTITY_TIMEOUT_MS * 2);
  return takeOverNavigation(keycloak);
}

/**
 * A keycloak-js that only builds the sign-in address, for a page that started offline and so
 * holds no session: `init` without `onLoad` neither navigates nor asks the server anything.
 */
export async function loginKeycloak(config: RuntimeConfig): Promise<Keycloak> {
  const keycloak = new Keycloak({ ...config.keycloak });
  await keycloak.init({ ...INIT });
  return keycloak;
}

/** The page keycloak-js's hidden frame comes back to (public/silent-check-sso.html). */
export const SILENT_CHECK_SSO_PATH = '/silent-check-sso.html';

/** The frames keycloak-js adds for a silent check and removes only once they answer. */
const SILENT_FRAMES = 'iframe[title="keycloak-silent-check-sso"], iframe[title="keycloak-3p-check-iframe"]';

/**
 * Signs in without leaving the page, for a page that started offline: keycloak-js's check-sso in
 * a hidden frame (`prompt=none`), which brings tokens only while the identity server's session
 * cookie reaches that frame. Resolves to the signed-in keycloak-js, or undefined when the server
 * says `login_required`, the frame is blocked (third-party cookies, CSP) or nothing answers in
 * time; never rejects, never navigates.
 */
export async function silentKeycloak(config: RuntimeConfig): Promise<Keycloak | undefined> {
  const keycloak = new Keycloak({ ...config.keycloak });
  // keycloak-js falls back to a full-page `prompt=none` redirect when it cannot use the frame;
  // `silentCheckSsoFallback: false` says no, and this makes sure: only the user's tap leaves the page.
  const login = keycloak.login;
  keycloak.login = () => Promise.reject(new Error('silent sign-in only'));
  try {
    const init = keycloak.init({
      ...INIT,
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${window.location.origin}${SILENT_CHECK_SSO_PATH}`,
      silentCheckSsoFallback: false,
      messageReceiveTimeout: IDENTITY_TIMEOUT_MS,
    });
    // The frame itself has no timeout in keycloak-js: a hung one would keep the offer away.
    const authenticated = await withTimeout(init, IDENTITY_TIMEOUT_MS * 2);
    return authenticated && keycloak.token ? takeOverNavigation(keycloak) : undefined;
  } catch {
    for (const frame of document.querySelectorAll(SILENT_FRAMES)) frame.remove();
    return undefined;
  } finally {
    keycloak.login = login;
  }
}
