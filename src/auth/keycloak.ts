import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '@/config/runtime-config';
import { IDENTITY_TIMEOUT_MS, IdentityUnreachable, probeIdentity } from './identity-probe';

export { IDENTITY_TIMEOUT_MS, IdentityUnreachable };

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
