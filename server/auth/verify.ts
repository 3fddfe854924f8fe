import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { AccessClaimsSchema, type AccessClaims } from './claims.ts';

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

/** Verified tokens kept at most; the oldest goes first (a token is a few hundred bytes). */
const MAX_VERIFIED = 1_000;

interface Verified {
  claims: AccessClaims;
  /** The token's exp, in ms: the entry is never used at or after it. */
  expiresAt: number;
}

/**
 * Verifies RS256 access tokens against the realm's keys. The algorithm allow-list is what makes
 * `alg: none` and HS256-with-the-public-key forgeries fail; jose also checks exp and nbf.
 *
 * A client sends the same token with every call until it renews it, and the RSA signature check
 * was ~0.4 ms of each list call under load: a token that passed is remembered — keyed by the
 * whole token, so nothing but the very same bytes is ever answered from memory — until its own
 * `exp`, never longer. Failures are not remembered (a token before its nbf may pass later).
 */
export function createAccessTokenVerifier(opts: AccessTokenVerifierOptions): (token: string) => Promise<AccessClaims> {
  const keys = createLocalJWKSet({ keys: opts.jwks.keys });
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(token, entry);
  };
  return async (token) => {
    const known = verified.get(token);
    if (known && Date.now() < known.expiresAt) return known.claims;
    if (known) verified.delete(token);
    const { claims, exp } = await verifyToken(token, keys, opts);
    remember(token, { claims, expiresAt: exp * 1000 });
    return claims;
  };
}

async function verifyToken(
  token: string,
  keys: ReturnType<typeof createLocalJWKSet>,
  opts: AccessTokenVerifierOptions,
): Promise<{ claims: AccessClaims; exp: number }> {
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
  // Shared by every call that sends this token: nobody may change it for the others.
  return { claims: deepFreeze(parsed.output), exp: payload.exp as number };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
