import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_CLIENT_ID } from './clients';
import { followToRedirectUri, submitLogin, submitLogoutPage } from './flow-helpers';
import { CookieClient, formAction, startTestIdentity } from './test-support';

/**
 * The identity server judged by openid-client (a certified relying party) and jose, as a
 * second app or a backend of the operator would use them against Keycloak: discovery, code +
 * PKCE through the sign-in form, tokens checked against the JWKS, refresh and a retried
 * refresh, userinfo, introspection, revocation and RP-initiated logout.
 */
let base: string;
let close: () => Promise<void>;
let issuer: URL;
let app: oidc.Configuration;
let backend: oidc.Configuration;
const insecure = { execute: [oidc.allowInsecureRequests] };

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-openid-client-'));
  issuer = new URL(`${base}/realms/portal`);
  app = await oidc.discovery(issuer, 'sales-portal', undefined, oidc.None(), insecure);
  backend = await oidc.discovery(
    issuer,
    BACKEND_CLIENT_ID,
    undefined,
    oidc.ClientSecretBasic('sandbox-backend-secret'),
    insecure,
  );
});

afterAll(() => close());

/** Code + PKCE: openid-client builds the request and checks the answer; the form is filled in between. */
async function signIn(browser: CookieClient, username: string) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${base}/`;
  const url = oidc.buildAuthorizationUrl(app, {
    redirect_uri: redirectUri,
    scope: 'openid',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const start = await browser.fetch(url.href);
  const next = new URL(start.headers.get('location') ?? '', base);
  // A browser still signed in (SSO) comes straight back with a code; otherwise the form is filled.
  const callback = next.pathname.includes('/login-actions/')
    ? await followToRedirectUri(
        browser,
        await submitLogin(browser, formAction(await (await browser.fetch(next.href)).text()), username, username),
      )
    : next;
  return oidc.authorizationCodeGrant(app, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
}

describe('openid-client and jose', () => {
  it('discovers Keycloak’s endpoints, introspection and revocation included', () => {
    const metadata = app.serverMetadata();
    expect(metadata.issuer).toBe(issuer.href);
    expect(metadata.token_endpoint).toBe(`${issuer.href}/protocol/openid-connect/token`);
    expect(metadata.introspection_endpoint).toBe(`${issuer.href}/protocol/openid-connect/token/introspect`);
    expect(metadata.revocation_endpoint).toBe(`${issuer.href}/protocol/openid-connect/revoke`);
    expect(metadata.code_challenge_methods_supported).toContain('S256');
  });

  it('signs in with code + PKCE; both tokens verify against the JWKS with Keycloak’s claims', async () => {
    const tokens = await signIn(new CookieClient(base), 'lojista');
    const jwks = createRemoteJWKSet(new URL(app.serverMetadata().jwks_uri ?? ''));
    const id = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: issuer.href, audience: 'sales-portal' });
    expect(id.payload).toMatchObject({ typ: 'ID', azp: 'sales-portal', preferred_username: 'lojista' });
    expect(id.payload.at_hash).toEqual(expect.any(String));
    const access = await jwtVerify(tokens.access_token, jwks, { issuer: issuer.href, audience: 'account' });
    expect(access.payload).toMatchObject({
      typ: 'Bearer',
      azp: 'sales-portal',
      merchant_id: 1,
      scope: 'openid profile email',
    });
    expect(tokens.claims()?.sub).toBe(access.payload.sub);
    expect(tokens.scope).toBe('openid profile email');
  });

  it('refreshes, retries a refresh with the old token, and reads userinfo', async () => {
    const tokens = await signIn(new CookieClient(base), 'operador');
    const refreshed = await oidc.refreshTokenGrant(app, tokens.refresh_token ?? '');
    const retried = await oidc.refreshTokenGrant(app, tokens.refresh_token ?? '');
    expect(retried.refresh_token).not.toBe(refreshed.refresh_token);
    const sub = tokens.claims()?.sub ?? '';
    const userinfo = await oidc.fetchUserInfo(app, retried.access_token, sub);
    expect(userinfo).toMatchObject({ preferred_username: 'operador', merchant_id: 2 });
  });

  it('introspects as the backend, revokes as the app, and logs out', async () => {
    const browser = new CookieClient(base);
    const tokens = await signIn(browser, 'lojista');
    expect(await oidc.tokenIntrospection(backend, tokens.access_token)).toMatchObject({
      active: true,
      client_id: 'sales-portal',
      username: 'lojista',
    });

    await oidc.tokenRevocation(app, tokens.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    await expect(oidc.refreshTokenGrant(app, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await oidc.tokenIntrospection(backend, tokens.access_token)).toEqual({ active: false });

    // RP-initiated logout with a fresh sign-in: the session ends, userinfo refuses its token.
    const again = await signIn(browser, 'lojista');
    const logout = oidc.buildEndSessionUrl(app, {
      id_token_hint: again.id_token ?? '',
      post_logout_redirect_uri: `${base}/`,
    });
    const done = await submitLogoutPage(browser, await browser.fetch(logout.href));
    expect(done.headers.get('location')).toBe(`${base}/`);
    await expect(oidc.fetchUserInfo(app, again.access_token, oidc.skipSubjectCheck)).rejects.toBeDefined();
    expect(await oidc.tokenIntrospection(backend, again.access_token)).toEqual({ active: false });
  });
});
