import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

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

async function readKeys(path: string): Promise<IdentityKeys | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isKeys(parsed)) throw new Error(`${path} is not a valid identity key file: delete it to create new keys`);
  return parsed;
}

export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const path = join(dataDir, FILE);
  const existing = await readKeys(path);
  if (existing) return existing;

  await mkdir(dataDir, { recursive: true });
  const created = await createKeys();
  try {
    // 'wx': if another process created the file meanwhile, use its keys rather than ours.
    await writeFile(path, `${JSON.stringify(created, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKeys(path);
    if (!winner) throw error;
    return winner;
  }
}

/** The public half, as served at `certs` and handed to the API's token verifier. */
export function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([member]) => !PRIVATE_MEMBERS.has(member))) as JWK;
}
