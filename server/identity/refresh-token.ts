import { createHmac, randomUUID } from 'node:crypto';
import type { BaseTokenInstance, Provider } from 'oidc-provider';

/**
 * Makes oidc-provider's refresh tokens JWT-shaped, as Keycloak's are: keycloak-js decodes the
 * refresh token and fails sign-in with "Unable to decode token" on an opaque one.
 *
 * oidc-provider stores a refresh token under its id and hands the id out as the token value,
 * so the id itself becomes the JWT. `generateTokenId` is synchronous, hence node:crypto's HMAC
 * rather than jose. HS512 with a realm secret, as in Keycloak: not in the JWKS, so no resource
 * server can take a refresh token for an access token. Storage stays authoritative; the
 * signature only matters to whoever decodes the token.
 */
function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signRefreshJwt(payload: Record<string, unknown>, secret: string): string {
  const input = `${base64url(JSON.stringify({ alg: 'HS512', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha512', Buffer.from(secret, 'base64url')).update(input).digest();
  return `${input}.${base64url(signature)}`;
}

export function installJwtRefreshTokens(provider: Provider, options: { issuer: string; secret: string }): void {
  provider.RefreshToken.prototype.generateTokenId = function generateTokenId(this: BaseTokenInstance): string {
    const now = Math.floor(Date.now() / 1000);
    // Fixing iat/exp here makes the stored expiry and the one in the JWT the same instant.
    this.iat = now;
    this.exp = now + this.expiration;
    return signRefreshJwt(
      {
        exp: this.exp,
        iat: now,
        jti: randomUUID(),
        iss: options.issuer,
        aud: options.issuer,
        sub: this.accountId,
        typ: 'Refresh',
        azp: this.clientId,
        sid: this.sid,
        session_state: this.sid,
        scope: this.scope,
      },
      options.secret,
    );
  };
}
