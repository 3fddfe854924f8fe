import type { Hono } from 'hono';
import { base64url, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { createAccessTokenVerifier } from '../auth/verify.ts';
import type { AccessClaims } from '../auth/claims.ts';
import type { Db } from '../db/index.ts';
import { todayInZone } from '../domain/zone.ts';
import { createApiApp } from './app.ts';
import { openTestDatabase } from './test-database.ts';

/** Creating and seeding PGlite is CPU-bound; on a busy shared machine it can take a minute. */
export const SEED_TIMEOUT = 240_000;

export const TEST_ISSUER = 'http://localhost:8080/realms/portal';
const KID = 'test-signing-key';

/** Claims of the sandbox's demo users (README, "Run it"), Keycloak-shaped. */
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

/**
 * A private seeded database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and the API
 * over it: create in beforeAll, close in afterAll.
 */
export async function openTestApi(opts: { today?: string; strictContract?: boolean } = {}): Promise<TestApi> {
  const { db, dispose } = await openTestDatabase(opts.today ?? todayInZone());
  const keys = await createTestKeys();
  const app = createApiApp({
    db,
    verifyAccessToken: createAccessTokenVerifier({ jwks: keys.jwks, issuer: TEST_ISSUER }),
    strictContract: opts.strictContract ?? false,
    // Every answer of every server test is held to its contract declaration.
    checkResponses: true,
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
    close: dispose,
  };
}
