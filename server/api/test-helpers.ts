import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { base64url, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { createAccessTokenVerifier, type AccessClaims } from '../auth/verify.ts';
import { DATA_VERSION } from '../db/bootstrap.ts';
import { closeDatabase, openDatabase, type Db } from '../db/index.ts';
import { todayInZone } from '../db/zone.ts';
import { createApiApp } from './app.ts';

/** Creating and seeding PGlite is CPU-bound; on a busy shared machine it can take a minute. */
export const SEED_TIMEOUT = 240_000;

export const TEST_ISSUER = 'http://localhost:8080/realms/portal';
const KID = 'test-signing-key';

/** Claims of the sandbox's demo users (DESIGN.md), Keycloak-shaped. */
export const USERS = {
  lojista: {
    sub: 'user-lojista',
    preferred_username: 'lojista',
    name: 'Lúcia Lojista',
    merchant_id: 1,
    sid: 'sid-1',
    realm_access: { roles: ['sales_access', 'bo-access', 'mentor_suporte'] },
    resource_access: { 'sales-portal': { roles: ['cp-client'] } },
  },
  operador: {
    sub: 'user-operador',
    preferred_username: 'operador',
    merchant_id: 2,
    realm_access: { roles: ['sales_access'] },
  },
  suporte: {
    sub: 'user-suporte',
    preferred_username: 'suporte',
    merchant_id: 1,
    realm_access: { roles: ['bypass_permission'] },
  },
  vendedor: {
    sub: 'user-vendedor',
    preferred_username: 'vendedor',
    merchant_id: 3,
    realm_access: { roles: ['sales_access'] },
  },
  semLojista: { sub: 'user-sem-lojista', preferred_username: 'sem-lojista', realm_access: { roles: ['sales_access'] } },
  semAcesso: { sub: 'user-sem-acesso', preferred_username: 'sem-acesso', merchant_id: 1, realm_access: { roles: [] } },
  /** sales_access granted through a client role only: roles are realm ∪ client roles. */
  clientRole: { sub: 'user-client-role', merchant_id: 1, resource_access: { account: { roles: ['sales_access'] } } },
} satisfies Record<string, AccessClaims>;

export type TestUser = keyof typeof USERS;

export interface TestKeys {
  jwks: { keys: JWK[] };
  /** An RS256 access token signed with the realm key; `expiresIn` in seconds (negative: expired). */
  sign(claims: JWTPayload, opts?: { expiresIn?: number; issuer?: string; typ?: string }): Promise<string>;
  /** Same header and claims, signed by a key the realm does not publish. */
  signWithForeignKey(claims: JWTPayload): Promise<string>;
}

export async function createTestKeys(): Promise<TestKeys> {
  const realm = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(realm.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const now = () => Math.floor(Date.now() / 1000);
  const build = (claims: JWTPayload, opts: { expiresIn?: number; issuer?: string; typ?: string } = {}) =>
    new SignJWT({ typ: opts.typ ?? 'Bearer', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(opts.issuer ?? TEST_ISSUER)
      .setIssuedAt(now() - 10)
      .setExpirationTime(now() + (opts.expiresIn ?? 300));
  return {
    jwks: { keys: [publicJwk] },
    sign: (claims, opts) => build(claims, opts).sign(realm.privateKey),
    signWithForeignKey: (claims) => build(claims).sign(foreign.privateKey),
  };
}

/** `alg: none`: a token anyone can forge; it must never be accepted. */
export function unsignedToken(claims: JWTPayload): string {
  const encode = (value: object) => base64url.encode(JSON.stringify(value));
  const exp = Math.floor(Date.now() / 1000) + 300;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: TEST_ISSUER, exp, typ: 'Bearer', ...claims })}.`;
}

export interface TestApi {
  app: Hono;
  db: Db;
  keys: TestKeys;
  /** GET `path` as a demo user (or with a raw Authorization header, or none). */
  get(path: string, as?: TestUser | { authorization: string } | null): Promise<Response>;
  /** Runs SQL directly, for checking API figures against the database. */
  sql(statement: string, params?: (string | number | Date)[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const CACHE_PREFIX = 'painel-seed-cache-';

/**
 * A copy of a seeded, closed data dir shared by the API test files of a run (and later runs):
 * PGlite's initdb plus the seed cost ~10 s per file on these machines, a copy ~0.3 s. The key
 * covers the seed date and every source under server/db and server/domain (and PGlite's version), so a changed
 * schema or generator never reuses stale data; server/db/database.test.ts always seeds afresh.
 */
function seedCacheDir(today: string): string {
  const hash = createHash('sha256').update(`${DATA_VERSION}:${today}:`);
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  const dbDir = fileURLToPath(new URL('../db/', import.meta.url));
  const sources = readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of sources.sort()) hash.update(file).update(readFileSync(join(dbDir, file)));
  // The seed also builds on the domain rules (settlement, boletos, Pix).
  const domainDir = fileURLToPath(new URL('../domain/', import.meta.url));
  const domain = readdirSync(domainDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of domain.sort()) hash.update(`domain/${file}`).update(readFileSync(join(domainDir, file)));
  return join(tmpdir(), `${CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
}

/** Keeps the closed data dir for the next files; replaces older caches (~100 MB each). */
function saveSeedCache(dataDir: string, cacheDir: string): void {
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(CACHE_PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const partial = `${cacheDir}.partial-${process.pid}`;
  cpSync(dataDir, partial, { recursive: true });
  try {
    renameSync(partial, cacheDir); // atomic: a concurrent run never copies half a cache
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** One seeded PGlite in a temp dir and the API over it: create in beforeAll, close in afterAll. */
export async function openTestApi(opts: { today?: string; strictContract?: boolean } = {}): Promise<TestApi> {
  const today = opts.today ?? todayInZone();
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-api-'));
  const cacheDir = seedCacheDir(today);
  const started = performance.now();
  if (existsSync(cacheDir)) cpSync(cacheDir, dataDir, { recursive: true });
  let db = await openDatabase({ dataDir, today });
  console.info(
    `test database ${db.bootstrap === 'reused' ? 'copied from the seed cache' : `${db.bootstrap} and seeded`} in ${Math.round(performance.now() - started)} ms`,
  );
  if (db.bootstrap !== 'reused') {
    await closeDatabase(db); // a data dir is only copied closed
    saveSeedCache(dataDir, cacheDir);
    db = await openDatabase({ dataDir, today });
  }
  const keys = await createTestKeys();
  const app = createApiApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({ jwks: keys.jwks, issuer: TEST_ISSUER }),
    strictContract: opts.strictContract ?? false,
  });
  const tokens = new Map<TestUser, string>();
  return {
    app,
    db,
    keys,
    get: async (path, as = 'lojista') => {
      const headers: Record<string, string> = {};
      if (typeof as === 'string') {
        const token = tokens.get(as) ?? (await keys.sign(USERS[as]));
        tokens.set(as, token);
        headers.Authorization = `Bearer ${token}`;
      } else if (as) headers.Authorization = as.authorization;
      return app.request(path, { headers });
    },
    sql: (statement, params = []) => db.driver.transaction((s) => s.query(statement, params)),
    close: async () => {
      await closeDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
