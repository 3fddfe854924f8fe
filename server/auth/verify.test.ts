import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestKeys, TEST_ISSUER, unsignedToken, USERS, type TestKeys } from '../api/test-helpers.ts';
import { createAccessTokenVerifier, InvalidAccessTokenError } from './verify.ts';
import { hasPermission, rolesOf, type AccessClaims } from './claims.ts';

let keys: TestKeys;
let verify: (token: string) => Promise<AccessClaims>;
beforeAll(async () => {
  keys = await createTestKeys();
  verify = createAccessTokenVerifier({ jwks: keys.jwks, issuer: TEST_ISSUER });
});

describe('createAccessTokenVerifier', () => {
  it('returns the Keycloak-shaped claims of a valid RS256 token', async () => {
    const claims = await verify(await keys.sign(USERS.lojista));
    expect(claims).toMatchObject({
      sub: 'user-lojista',
      preferred_username: 'lojista',
      name: 'Lúcia Lojista',
      merchant_id: 1,
      sid: 'sid-1',
      realm_access: { roles: ['sales_access', 'bo-access', 'mentor_suporte'] },
      resource_access: { 'sales-portal': { roles: ['cp-client'] } },
    });
  });

  it('reads a merchant_id emitted as a string by a Keycloak attribute mapper', async () => {
    expect((await verify(await keys.sign({ ...USERS.operador, merchant_id: '2' }))).merchant_id).toBe(2);
    expect((await verify(await keys.sign(USERS.semLojista))).merchant_id).toBeUndefined();
  });

  const rejected: [string, () => Promise<string>][] = [
    ['an expired token', () => keys.sign(USERS.lojista, { expiresIn: -60 })],
    ['another issuer', () => keys.sign(USERS.lojista, { issuer: 'http://localhost:8080/realms/other' })],
    ['a signature by another key', () => keys.signWithForeignKey(USERS.lojista)],
    ['alg: none', async () => unsignedToken(USERS.lojista)],
    [
      'HS256 (a key confusion attempt)',
      () =>
        new SignJWT({ ...USERS.lojista })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-signing-key' })
          .setIssuer(TEST_ISSUER)
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('x'.repeat(32))),
    ],
    ['a refresh token', () => keys.sign(USERS.lojista, { typ: 'Refresh' })],
    // The sandbox's ID tokens carry no typ (oidc-provider), Keycloak's say "ID": neither is a bearer.
    ['an ID token without typ', () => keys.sign({ ...USERS.lojista, typ: undefined, aud: 'portal' })],
    ['a Keycloak ID token', () => keys.sign({ ...USERS.lojista, aud: 'portal' }, { typ: 'ID' })],
    ['a token without sub', () => keys.sign({ merchant_id: 1 })],
    ['a non-integer merchant_id', () => keys.sign({ ...USERS.lojista, merchant_id: 1.5 })],
    ['malformed roles', () => keys.sign({ ...USERS.lojista, realm_access: { roles: 'sales_access' } })],
    ['garbage', async () => 'a.b.c'],
  ];

  it.each(rejected)('rejects %s with InvalidAccessTokenError', async (_name, token) => {
    await expect(verify(await token())).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('checks the audience when one is configured', async () => {
    const strict = createAccessTokenVerifier({ jwks: keys.jwks, issuer: TEST_ISSUER, audience: 'account' });
    await expect(strict(await keys.sign({ ...USERS.lojista, aud: 'account' }))).resolves.toMatchObject({
      sub: 'user-lojista',
    });
    await expect(strict(await keys.sign({ ...USERS.lojista, aud: 'other' }))).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });
});

describe('a verified token remembered until its exp', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const signatureChecks = () => vi.spyOn(SubtleCrypto.prototype, 'verify');

  it('checks the signature of the same token once, and again only for other bytes', async () => {
    // Its own jti: the same claims signed in the same second by another test are the same bytes.
    const token = await keys.sign({ ...USERS.lojista, jti: 'once' });
    const checks = signatureChecks();
    const first = await verify(token);
    expect(await verify(token)).toBe(first);
    expect(checks).toHaveBeenCalledTimes(1);
    // The cached token's signature on another payload: a different token, verified (and refused).
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...USERS.lojista, merchant_id: 2, typ: 'Bearer' })).toString(
      'base64url',
    );
    await expect(verify(`${header}.${payload}.${signature}`)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('never answers from memory at or after exp: jose judges it again (its 5 s of tolerance included)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z'), toFake: ['Date'] });
    const token = await keys.sign(USERS.lojista, { expiresIn: 60 });
    const checks = signatureChecks();
    await verify(token);
    vi.setSystemTime(new Date('2026-11-28T12:00:59.999Z'));
    await verify(token);
    expect(checks).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-11-28T12:01:02.000Z')); // past exp, within the tolerance
    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-lojista' });
    expect(checks).toHaveBeenCalledTimes(2);
    vi.setSystemTime(new Date('2026-11-28T12:01:06.000Z'));
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  it('shares claims nobody can change', async () => {
    const claims = await verify(await keys.sign(USERS.lojista));
    expect(() => claims.realm_access?.roles.push('bypass_permission')).toThrow(TypeError);
    expect(() => Object.assign(claims, { merchant_id: 2 })).toThrow(TypeError);
  });
});

describe('roles', () => {
  it('are realm roles ∪ every client role', () => {
    expect(rolesOf(USERS.lojista)).toEqual(new Set(['sales_access', 'bo-access', 'mentor_suporte', 'cp-client']));
  });

  it('need every required role, unless bypass_permission', () => {
    expect(hasPermission(USERS.lojista, ['sales_access', 'cp-client'])).toBe(true);
    expect(hasPermission(USERS.operador, ['sales_access', 'cp-client'])).toBe(false);
    expect(hasPermission(USERS.semAcesso, ['sales_access'])).toBe(false);
    expect(hasPermission(USERS.suporte, ['sales_access'])).toBe(true);
    expect(hasPermission(USERS.clientRole, ['sales_access'])).toBe(true);
  });
});
