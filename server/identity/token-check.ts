import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Provider } from 'oidc-provider';
import type { IdentityStore } from './store';

/**
 * Is this token still good, as Keycloak answers it at userinfo, introspection and revocation:
 * signed by the realm, of the expected kind, not expired, not revoked, and its SSO session
 * still live (a logout, an idle session or a revoked grant end every token of it, even one
 * whose `exp` is still ahead).
 */
export interface TokenCheck {
  accessToken(value: string): Promise<JWTPayload | undefined>;
  refreshToken(value: string): Promise<JWTPayload | undefined>;
}

export interface TokenCheckOptions {
  issuer: string;
  jwks: { keys: JWK[] };
  /** The realm's HS512 secret for refresh tokens (refresh-token.ts). */
  refreshSecret: string;
  store: IdentityStore;
  provider: Provider;
}

export function createTokenCheck(options: TokenCheckOptions): TokenCheck {
  const keySet = createLocalJWKSet(options.jwks);
  const refreshKey = Buffer.from(options.refreshSecret, 'base64url');
  const live = (payload: JWTPayload): boolean =>
    typeof payload.sid === 'string' && options.store.sessionActive(payload.sid);

  return {
    async accessToken(value) {
      try {
        const { payload } = await jwtVerify(value, keySet, { issuer: options.issuer, algorithms: ['RS256'] });
        // An ID token is signed with the same key but is not a bearer credential.
        if (payload.typ !== 'Bearer') return undefined;
        if (typeof payload.jti === 'string' && options.store.accessTokenRevoked(payload.jti)) return undefined;
        return live(payload) ? payload : undefined;
      } catch {
        return undefined;
      }
    },
    async refreshToken(value) {
      try {
        const { payload } = await jwtVerify(value, refreshKey, { issuer: options.issuer, algorithms: ['HS512'] });
        if (payload.typ !== 'Refresh') return undefined;
        // The store is authoritative: a revoked grant or an ended session has no token left.
        const stored = await options.provider.RefreshToken.find(value);
        return stored?.isValid && live(payload) ? payload : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
