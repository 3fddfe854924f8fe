import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadOrCreateSecret } from '../secret-file.ts';

/**
 * The realm's secrets, kept in `${DATA_DIR}/identity-keys.json` so that a restart does not
 * invalidate tokens the PWA holds or the session cookies of signed-in browsers. Created on
 * first start; deleting the file signs everybody out.
 */
export interface IdentityKeys {
  /** RS256 private key (JWK with kid, alg, use) that signs access and id tokens. */
  signing: JWK;
  /**
   * HS512 secret for refresh tokens. Keycloak signs them with a realm secret that is not in
   * the JWKS, so no resource server can ever accept a refresh token as an access token.
   */
  refreshSecret: string;
  /** Keys that sign oidc-provider's cookies. */
  cookieKeys: string[];
}

const FILE = 'identity-keys.json';
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

function isKeys(value: unknown): value is IdentityKeys {
  if (typeof value !== 'object' || value === null) return false;
  const keys = value as Partial<IdentityKeys>;
  return (
    typeof keys.signing === 'object' &&
    keys.signing?.kty === 'RSA' &&
    typeof keys.signing.d === 'string' &&
    typeof keys.refreshSecret === 'string' &&
    Array.isArray(keys.cookieKeys) &&
    keys.cookieKeys.every((key) => typeof key === 'string')
  );
}

async function createKeys(): Promise<IdentityKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    signing: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    refreshSecret: randomBytes(64).toString('base64url'),
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

export function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  return loadOrCreateSecret({ dataDir, file: FILE, isValid: isKeys, create: createKeys, what: 'identity key' });
}

/** The public half, as served at `certs` and handed to the API's token verifier. */
export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member))) as JWK;
}
