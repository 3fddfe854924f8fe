import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { AccessClaimsSchema, type AccessClaims } from './claims.ts';

export type { AccessClaims } from './claims.ts';
export { hasPermission, rolesOf } from './claims.ts';

/** Any reason a bearer token is not accepted: the API answers 401 for all of them. */
export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
}

export interface AccessTokenVerifierOptions {
  jwks: { keys: JWK[] };
  issuer: string;
  /** Optional audience check, for deployments whose tokens carry a known `aud`. */
  audience?: string | string[];
}

/**
 * Verifies RS256 access tokens against the realm's keys. The algorithm allow-list is what makes
 * `alg: none` and HS256-with-the-public-key forgeries fail; jose also checks exp and nbf.
 */
export function createAccessTokenVerifier(opts: AccessTokenVerifierOptions): (token: string) => Promise<AccessClaims> {
  const keys = createLocalJWKSet({ keys: opts.jwks.keys });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: opts.issuer,
        ...(opts.audience === undefined ? {} : { audience: opts.audience }),
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidAccessTokenError(error.code);
      throw error;
    }
    // Keycloak marks its access tokens `typ: "Bearer"`: only those may call the API, never a
    // refresh or ID token signed with the same realm key (an ID token may carry no typ at all).
    if (payload.typ !== 'Bearer') throw new InvalidAccessTokenError('not an access token');
    const parsed = v.safeParse(AccessClaimsSchema, payload);
    if (!parsed.success) throw new InvalidAccessTokenError('unexpected claims');
    return parsed.output;
  };
}
