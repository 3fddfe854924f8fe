import type { KeycloakInstance } from './keycloak';
import { IDENTITY_TIMEOUT_MS } from './identity-probe';

/**
 * What asking the identity server for a fresh token came to. The difference decides whether the
 * merchant keeps the session or must sign in again, so it is never guessed from `navigator`:
 * - `valid`: the token is good for the asked time (renewed now, or still fresh);
 * - `unreachable`: no answer (offline, a timeout, a server error, a captive portal's page): the
 *   refresh token may well still be good, so the session is kept and asked again later;
 * - `refused`: the server answered that the refresh token is dead (a 4xx, Keycloak's 400
 *   `invalid_grant`), or there is none: only the sign-in page can help.
 */
export type Renewal = 'valid' | 'unreachable' | 'refused';

/** keycloak-js's fetch has no timeout: on a network that swallows packets it would wait minutes. */
const RENEWAL_TIMEOUT_MS = IDENTITY_TIMEOUT_MS;

/** keycloak-js throws its own `NetworkError` (not exported) carrying the token endpoint's answer. */
export function refusedByServer(error: unknown): boolean {
  const response: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'response') : undefined;
  return response instanceof Response && response.status >= 400 && response.status < 500;
}

/** `updateToken(minValidity)` (-1 forces a renewal), classified; never rejects, never navigates. */
export async function renewToken(
  keycloak: KeycloakInstance,
  minValidity: number,
  timeoutMs = RENEWAL_TIMEOUT_MS,
): Promise<Renewal> {
  if (!keycloak.refreshToken) return 'refused';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Renewal>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), timeoutMs);
  });
  const renewal = keycloak.updateToken(minValidity).then(
    (): Renewal => 'valid',
    (error: unknown): Renewal => (refusedByServer(error) ? 'refused' : 'unreachable'),
  );
  try {
    return await Promise.race([renewal, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** keycloak-js's clock correction: local time minus the server's, in seconds. */
const skewMs = (keycloak: KeycloakInstance) => (keycloak.timeSkew ?? 0) * 1000;

/** The access token can no longer be sent (or there is none). */
export function accessTokenExpired(keycloak: KeycloakInstance, now = Date.now()): boolean {
  const exp = keycloak.tokenParsed?.exp;
  if (!keycloak.token || exp === undefined) return true;
  return exp * 1000 + skewMs(keycloak) <= now;
}

/**
 * The refresh token's life is over (Keycloak: the SSO idle time), so renewing will be refused
 * once the server answers. Without an `exp` it is judged alive: the server will say.
 */
export function refreshTokenExpired(keycloak: KeycloakInstance, now = Date.now()): boolean {
  if (!keycloak.refreshToken) return true;
  const exp = keycloak.refreshTokenParsed?.exp;
  return exp !== undefined && exp * 1000 + skewMs(keycloak) <= now;
}
