import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '@/config/runtime-config';
import { IDENTITY_TIMEOUT_MS, IdentityUnreachable, probeIdentity } from './identity-probe';

export { IDENTITY_TIMEOUT_MS, IdentityUnreachable };

export type KeycloakInstance = Keycloak;

/** Rejects with `IdentityUnreachable` when `promise` does not settle in time. */
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
        reject(error instanceof Error ? error : new IdentityUnreachable());
      },
    );
  });
}

/** Signs in (login required, PKCE S256); resolves once authenticated. */
export async function startKeycloak(config: RuntimeConfig): Promise<Keycloak> {
  await probeIdentity(config);
  const keycloak = new Keycloak({ ...config.keycloak });
  await withTimeout(
    keycloak.init({
      onLoad: 'login-required',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'fragment',
    }),
    IDENTITY_TIMEOUT_MS * 2,
  );
  return keycloak;
}
