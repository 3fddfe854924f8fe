import Keycloak, { type KeycloakConfig } from 'keycloak-js';

/** Unsigned JWT-shaped tokens for tests: keycloak-js decodes tokens, it never verifies them. */
function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.sig`;
}

/** A token endpoint answer for `sub` whose tokens live `accessSeconds` and `refreshSeconds` from `nowMs`. */
export function tokenResponse(nowMs: number, accessSeconds = 300, refreshSeconds = 1800, sub = 'u1') {
  const iat = Math.floor(nowMs / 1000);
  const claims = { sub, sid: 's1', iat, preferred_username: 'lojista', merchant_id: 1 };
  return {
    access_token: fakeJwt({ ...claims, exp: iat + accessSeconds, realm_access: { roles: ['sales_access'] } }),
    refresh_token: fakeJwt({ ...claims, exp: iat + refreshSeconds, typ: 'Refresh' }),
    id_token: fakeJwt({ ...claims, exp: iat + accessSeconds }),
    token_type: 'Bearer',
    expires_in: accessSeconds,
  };
}

/** keycloak-js 26 calls `Promise.withResolvers` (Node 22+, Chrome 119+); Node 20 runs the tests. */
export function polyfillWithResolvers(): void {
  if (typeof Reflect.get(Promise, 'withResolvers') === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

/**
 * A real keycloak-js signed in as `init({ onLoad: 'login-required' })` leaves it (init renews the
 * given tokens once, so the stubbed fetch must answer the token endpoint).
 */
export async function signedInKeycloak(
  config: KeycloakConfig,
  tokens: ReturnType<typeof tokenResponse>,
): Promise<Keycloak> {
  const keycloak = new Keycloak(config);
  await keycloak.init({
    onLoad: 'login-required',
    checkLoginIframe: false,
    pkceMethod: 'S256',
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
  return keycloak;
}
