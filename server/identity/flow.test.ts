import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from './index';
import { exchangeCode, followToRedirectUri, openLogin, REALM, refresh, signIn, submitLogin } from './flow-helpers';
import { CookieClient, pkcePair, startTestIdentity } from './test-support';

let identity: Identity;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ identity, base, close } = await startTestIdentity('identity-flow-'));
});

afterAll(() => close());

async function verify(token: string) {
  return jwtVerify(token, createLocalJWKSet(identity.jwks()), { issuer: identity.issuer });
}

describe('authorization code flow with PKCE', () => {
  it('signs lojista in and issues Keycloak-shaped JWTs', async () => {
    const tokens = await signIn(new CookieClient(base), 'lojista');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);

    const { payload, protectedHeader } = await verify(tokens.access_token);
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      iss: `${base}/realms/portal`,
      sub: '5c1f3a52-2f4e-4d1a-9b6e-0a7d1c2e3f41',
      typ: 'Bearer',
      azp: 'sales-portal',
      aud: 'account',
      preferred_username: 'lojista',
      name: 'Ana Paula Ribeiro',
      merchant_id: 1,
      realm_access: { roles: ['sales_access', 'mentor_suporte', 'sales_refund', 'sales_anticipation'] },
      resource_access: { 'sales-portal': { roles: ['bo-access', 'cp-client'] } },
    });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp).toBe((payload.iat ?? 0) + 300);

    // keycloak-js decodes the refresh token as a JWT (docs/stack-notes.md).
    const refreshClaims = decodeJwt(tokens.refresh_token);
    expect(decodeProtectedHeader(tokens.refresh_token).alg).toBe('HS512');
    expect(refreshClaims).toMatchObject({ typ: 'Refresh', azp: 'sales-portal', sub: payload.sub, sid: payload.sid });
    expect(refreshClaims.exp).toBe((refreshClaims.iat ?? 0) + 1800);

    const idToken = await verify(tokens.id_token);
    expect(idToken.payload).toMatchObject({
      aud: 'sales-portal',
      nonce: 'nonce-1',
      sid: payload.sid,
      preferred_username: 'lojista',
    });
  });

  it('omits merchant_id for the user without a merchant and roles for sem-acesso', async () => {
    const semLojista = decodeJwt((await signIn(new CookieClient(base), 'sem-lojista')).access_token);
    expect(semLojista).not.toHaveProperty('merchant_id');
    expect(semLojista.realm_access).toEqual({ roles: ['sales_access'] });
    const semAcesso = decodeJwt((await signIn(new CookieClient(base), 'sem-acesso')).access_token);
    expect(semAcesso).toMatchObject({ merchant_id: 1, realm_access: { roles: [] } });
    expect(semAcesso).not.toHaveProperty('resource_access');
  });

  it('refreshes with a new refresh token each time, the previous one still good (Revoke Refresh Token off)', async () => {
    const client = new CookieClient(base);
    const first = await signIn(client, 'operador');
    const response = await refresh(client, first.refresh_token);
    expect(response.status).toBe(200);
    const second = (await response.json()) as { access_token: string; refresh_token: string };
    const { payload } = await verify(second.access_token);
    expect(payload).toMatchObject({ preferred_username: 'operador', merchant_id: 2, typ: 'Bearer' });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.refresh_token).typ).toBe('Refresh');
    // A retry with the token the app still has (the answer was lost on the way) signs nobody out:
    // it answers, and the newer token keeps working too.
    const retried = await refresh(client, first.refresh_token);
    expect(retried.status).toBe(200);
    expect((await refresh(client, second.refresh_token)).status).toBe(200);
  });

  it('keeps the username and shows #input-error after a wrong password', async () => {
    const client = new CookieClient(base);
    const { challenge } = pkcePair();
    const { action } = await openLogin(client, challenge);
    const response = await submitLogin(client, action, 'lojista', 'errada');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="input-error"[^>]*>Usuário ou senha inválidos\.<\/div>/);
    expect(html).toMatch(/<input id="username"[^>]*value="lojista"/);
    // The same login form still works afterwards.
    const retry = await submitLogin(client, action, 'lojista', 'lojista');
    expect((await followToRedirectUri(client, retry)).searchParams.get('aba')).toBe('1');
  });

  it('refuses a code exchange with the wrong PKCE verifier', async () => {
    const client = new CookieClient(base);
    const { challenge } = pkcePair();
    const { action } = await openLogin(client, challenge);
    const redirect = await followToRedirectUri(client, await submitLogin(client, action, 'suporte', 'suporte'));
    const code = new URLSearchParams(redirect.hash.slice(1)).get('code') ?? '';
    const response = await exchangeCode(client, code, pkcePair().verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects an authorization request without PKCE or to a foreign redirect URI', async () => {
    const client = new CookieClient(base);
    const noPkce = await client.fetch(
      `${REALM}/auth?client_id=sales-portal&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${base}/`)}`,
    );
    expect(noPkce.status).toBe(303);
    expect(noPkce.headers.get('location')).toContain('error=invalid_request');
    const foreign = await client.fetch(
      `${REALM}/auth?client_id=sales-portal&response_type=code&scope=openid&code_challenge=${pkcePair().challenge}&code_challenge_method=S256&redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('serves userinfo from the access token', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    const response = await client.fetch(`${REALM}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      preferred_username: 'lojista',
      name: 'Ana Paula Ribeiro',
      merchant_id: 1,
    });
    const idAsBearer = await client.fetch(`${REALM}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(idAsBearer.status).toBe(401);
  });
});
