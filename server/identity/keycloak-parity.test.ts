import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_CLIENT_ID } from './clients';
import {
  basicAuth,
  exchangeCode,
  followToRedirectUri,
  logOut,
  openLogin,
  postForm,
  REALM,
  refresh,
  signIn,
  submitLogin,
} from './flow-helpers';
import type { Identity } from './index';
import { CookieClient, pkcePair, startTestIdentity } from './test-support';

/**
 * The identity server where it used to differ from Keycloak: the token answer's fields, the ID
 * token's claims, codes spent by a failed exchange, CORS preflights from foreign origins,
 * userinfo after logout, introspection and revocation. The relying-party libraries' own tests
 * (rp-*.test.ts) judge the same behaviour from outside.
 */
let identity: Identity;
let base: string;
let close: () => Promise<void>;
const SECRET = 'sandbox-backend-secret';
const backend = basicAuth(BACKEND_CLIENT_ID, SECRET);

beforeAll(async () => {
  ({ identity, base, close } = await startTestIdentity('identity-parity-'));
});

afterAll(() => close());

const verify = (token: string) =>
  jwtVerify(token, createLocalJWKSet(identity.jwks()), { issuer: identity.issuer }).then(({ payload }) => payload);

const introspect = async (client: CookieClient, token: string, hint?: string) => {
  const response = await postForm(
    client,
    '/token/introspect',
    { token, ...(hint ? { token_type_hint: hint } : {}) },
    backend,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

describe('tokens as Keycloak issues them', () => {
  it('answers a code exchange with refresh_expires_in, session_state, not-before-policy and the default scopes', async () => {
    const tokens = (await signIn(new CookieClient(base), 'lojista')) as unknown as Record<string, unknown>;
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 1800,
      'not-before-policy': 0,
      scope: 'openid profile email',
    });
    const access = await verify(String(tokens.access_token));
    expect(tokens.session_state).toBe(access.sid);
    expect(access.scope).toBe('openid profile email');
    expect(typeof access.auth_time).toBe('number');
  });

  it('puts typ "ID", azp, auth_time and at_hash in the ID token', async () => {
    const tokens = await signIn(new CookieClient(base), 'operador');
    const id = await verify(tokens.id_token);
    const access = await verify(tokens.access_token);
    const digest = createHash('sha256').update(tokens.access_token).digest();
    expect(id).toMatchObject({
      typ: 'ID',
      azp: 'sales-portal',
      aud: 'sales-portal',
      auth_time: access.auth_time,
      at_hash: digest.subarray(0, 16).toString('base64url'),
      sid: access.sid,
    });
  });

  it('gives the refreshed ID token the new access token’s at_hash and keeps auth_time', async () => {
    const client = new CookieClient(base);
    const first = await signIn(client, 'lojista');
    const again = (await (await refresh(client, first.refresh_token)).json()) as Record<string, string>;
    const id = await verify(String(again.id_token));
    const digest = createHash('sha256').update(String(again.access_token)).digest();
    expect(id.at_hash).toBe(digest.subarray(0, 16).toString('base64url'));
    expect(id.auth_time).toBe((await verify(first.id_token)).auth_time);
  });
});

describe('codes and refresh tokens', () => {
  it('spends a code on its first exchange, even one refused for the wrong PKCE verifier', async () => {
    const client = new CookieClient(base);
    const { verifier, challenge } = pkcePair();
    const { action } = await openLogin(client, challenge);
    const redirect = await followToRedirectUri(client, await submitLogin(client, action, 'suporte', 'suporte'));
    const code = new URLSearchParams(redirect.hash.slice(1)).get('code') ?? '';
    expect((await exchangeCode(client, code, pkcePair().verifier)).status).toBe(400);
    const second = await exchangeCode(client, code, verifier);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a retried refresh with the old token, twenty at once, and signs nobody out', async () => {
    const client = new CookieClient(base);
    const first = await signIn(client, 'lojista');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(client, first.refresh_token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const last = (await answers[19]!.json()) as { refresh_token: string; access_token: string };
    expect((await refresh(client, last.refresh_token)).status).toBe(200);
    expect(await introspect(client, last.access_token)).toMatchObject({ active: true });
  });
});

describe('userinfo and introspection follow the session', () => {
  it('refuses an access token whose session was logged out (401), as introspection calls it inactive', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    const userinfo = () =>
      client.fetch(`${REALM}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await userinfo()).status).toBe(200);
    expect(await introspect(client, tokens.access_token)).toMatchObject({
      active: true,
      client_id: 'sales-portal',
      username: 'lojista',
      token_type: 'Bearer',
      merchant_id: 1,
    });
    expect(await introspect(client, tokens.refresh_token, 'refresh_token')).toMatchObject({
      active: true,
      typ: 'Refresh',
    });

    await logOut(client, tokens.id_token);
    const after = await userinfo();
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await introspect(client, tokens.access_token)).toEqual({ active: false });
    expect(await introspect(client, tokens.refresh_token)).toEqual({ active: false });
  });

  it('lets only the confidential client introspect', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'operador');
    const publicClient = await postForm(client, '/token/introspect', {
      token: tokens.access_token,
      client_id: 'sales-portal',
    });
    expect(publicClient.status).toBe(403);
    expect(await publicClient.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'Client not allowed.',
    });
    const wrongSecret = await postForm(
      client,
      '/token/introspect',
      { token: tokens.access_token },
      basicAuth(BACKEND_CLIENT_ID, 'x'),
    );
    expect(wrongSecret.status).toBe(401);
    const inBody = await postForm(client, '/token/introspect', {
      token: tokens.access_token,
      client_id: BACKEND_CLIENT_ID,
      client_secret: SECRET,
    });
    expect(await inBody.json()).toMatchObject({ active: true });
    expect(await introspect(client, 'not-a-token')).toEqual({ active: false });
    expect(await introspect(client, tokens.id_token)).toEqual({ active: false });
  });
});

describe('revocation', () => {
  it('ends the grant with its refresh token: no refresh, no userinfo, inactive tokens', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    const revoked = await postForm(client, '/revoke', {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'sales-portal',
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(client, tokens.refresh_token)).status).toBe(400);
    expect(await introspect(client, tokens.access_token)).toEqual({ active: false });
    const userinfo = await client.fetch(`${REALM}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
  });

  it('refuses a revoked access token until it expires, and answers 200 for an unknown token', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'operador');
    expect((await postForm(client, '/revoke', { token: tokens.access_token, client_id: 'sales-portal' })).status).toBe(
      200,
    );
    expect(await introspect(client, tokens.access_token)).toEqual({ active: false });
    // The refresh token (and so the merchant's session) is untouched.
    expect((await refresh(client, tokens.refresh_token)).status).toBe(200);
    expect((await postForm(client, '/revoke', { token: 'desconhecido', client_id: 'sales-portal' })).status).toBe(200);
    expect((await postForm(client, '/revoke', { token: tokens.access_token })).status).toBe(400);
  });
});

describe('discovery and CORS', () => {
  it('names the introspection and revocation endpoints at Keycloak’s paths', async () => {
    const discovery = (await (await fetch(`${base}/realms/portal/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      introspection_endpoint: `${base}${REALM}/token/introspect`,
      revocation_endpoint: `${base}${REALM}/revoke`,
    });
  });

  it('answers a token preflight from a foreign origin without allowing it, and the PWA’s own with it', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}${REALM}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const own = await preflight(base);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(base);
  });
});

describe('a token that is not what it claims', () => {
  it('is not taken for a refresh token by introspection when only its payload says Refresh', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    const [header, , signature] = tokens.refresh_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.refresh_token), sub: 'outro' })).toString(
      'base64url',
    );
    expect(await introspect(client, `${header}.${forged}.${signature}`, 'refresh_token')).toEqual({ active: false });
  });
});
