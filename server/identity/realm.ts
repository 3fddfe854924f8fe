import type { Env } from '../env';
import type { ThrottleLimits } from './login-throttle';

/**
 * The realm's settings in one place, under the names Keycloak's admin console and realm export
 * give them, so the sandbox and an operator's Keycloak can be compared line by line (the README's
 * "Deploy against a real Keycloak" lists the same ones). Lifetimes come from the environment;
 * the rest is fixed because the PWA relies on it.
 */
export interface RealmSettings {
  realm: 'portal';
  /** ACCESS_TOKEN_TTL: an access token's (and an ID token's) life. */
  accessTokenLifespan: number;
  /** REFRESH_TOKEN_TTL: "SSO Session Idle": no refresh and no sign-in for this long ends the session. */
  ssoSessionIdleTimeout: number;
  /** SSO_SESSION_TTL: "SSO Session Max": the session ends this long after sign-in, however active. */
  ssoSessionMaxLifespan: number;
  /**
   * "Revoke Refresh Token": off, as in Keycloak's default. A refresh answers with a new refresh
   * token, and the older ones stay usable until they expire or the session ends, so a refresh
   * whose answer was lost on a weak signal can be retried with the token the app still has.
   */
  revokeRefreshToken: false;
  /** "Access Code Lifespan": an authorization code's life (used once, even when the exchange fails). */
  accessCodeLifespan: number;
  /** Default client scopes: in every token whatever the request asks for (keycloak-js asks only `openid`). */
  defaultClientScopes: readonly string[];
  /** "Not Before" policy: no revocation by date, as Keycloak answers it (`not-before-policy: 0`). */
  notBefore: 0;
  /** Brute-force detection ("Temporary lockout"), per login name and per client address. */
  bruteForce: ThrottleLimits;
}

export function realmSettings(env: Env): RealmSettings {
  return {
    realm: 'portal',
    accessTokenLifespan: env.accessTokenTtl,
    ssoSessionIdleTimeout: env.refreshTokenTtl,
    ssoSessionMaxLifespan: env.ssoSessionTtl,
    revokeRefreshToken: false,
    accessCodeLifespan: 60,
    defaultClientScopes: ['profile', 'email'],
    notBefore: 0,
    bruteForce: env.loginThrottle,
  };
}

/**
 * Seconds an SSO session has left after activity at `now` (a sign-in, a refresh, a visit to the
 * sign-in page): the idle time, never past the session's maximum counted from sign-in.
 */
export function sessionSecondsLeft(realm: RealmSettings, loginTs: number | undefined, now: number): number {
  const maxLeft = (loginTs ?? now) + realm.ssoSessionMaxLifespan - now;
  return Math.max(1, Math.min(realm.ssoSessionIdleTimeout, maxLeft));
}
