import { expect } from 'vitest';
import { formAction, pkcePair, type CookieClient } from './test-support';

/** Drives the browser side of the code flow the way keycloak-js does (test-only). */
export const REALM = '/realms/portal/protocol/openid-connect';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export function authorizeUrl(base: string, challenge: string, redirectUri = `${base}/vendas?aba=1`): string {
  const params = new URLSearchParams({
    client_id: 'sales-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'estado-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${REALM}/auth?${params}`;
}

/** GET auth → login page; returns the page HTML and the form's action. */
export async function openLogin(
  client: CookieClient,
  challenge: string,
): Promise<{ html: string; action: string; response: Response }> {
  const start = await client.fetch(authorizeUrl(client.base, challenge));
  expect(start.status).toBe(303);
  const location = start.headers.get('location') ?? '';
  expect(location).toMatch(/\/realms\/portal\/login-actions\/authenticate\//);
  const response = await client.fetch(location);
  const html = await response.text();
  return { html, action: formAction(html), response };
}

export function submitLogin(
  client: CookieClient,
  action: string,
  username: string,
  password: string,
): Promise<Response> {
  return client.fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

/** Follows same-origin redirects until one leaves for the redirect URI; returns that URL. */
export async function followToRedirectUri(client: CookieClient, first: Response): Promise<URL> {
  let response = first;
  for (let hop = 0; hop < 5; hop += 1) {
    expect([302, 303]).toContain(response.status);
    const next = new URL(response.headers.get('location') ?? '', client.base);
    if (!next.pathname.startsWith('/realms/')) return next;
    response = await client.fetch(next.href);
  }
  throw new Error('too many redirects');
}

export async function exchangeCode(
  client: CookieClient,
  code: string,
  verifier: string,
  origin?: string,
): Promise<Response> {
  return client.fetch(`${REALM}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'sales-portal',
      code,
      code_verifier: verifier,
      redirect_uri: `${client.base}/vendas?aba=1`,
    }).toString(),
  });
}

export function refresh(client: CookieClient, refreshToken: string): Promise<Response> {
  return client.fetch(`${REALM}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'sales-portal',
      refresh_token: refreshToken,
    }).toString(),
  });
}

/** The whole sign-in: returns the token response of the code exchange. */
export async function signIn(client: CookieClient, username: string, password = username): Promise<TokenSet> {
  const { verifier, challenge } = pkcePair();
  const { action } = await openLogin(client, challenge);
  const redirect = await followToRedirectUri(client, await submitLogin(client, action, username, password));
  const fragment = new URLSearchParams(redirect.hash.slice(1));
  expect(fragment.get('state')).toBe('estado-1');
  const code = fragment.get('code');
  if (!code) throw new Error(`no code in ${redirect.href}`);
  const response = await exchangeCode(client, code, verifier);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenSet;
}

/** Submits the auto-submitting logout page the way its script does. */
export async function submitLogoutPage(client: CookieClient, page: Response): Promise<Response> {
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name = '', value = '']) => [name, value],
  );
  return client.fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(inputs).toString(),
  });
}

/** RP-initiated logout as keycloak-js does it: the logout page, submitted. */
export async function logOut(client: CookieClient, idToken: string): Promise<void> {
  const params = new URLSearchParams({ post_logout_redirect_uri: `${client.base}/`, id_token_hint: idToken });
  const done = await submitLogoutPage(client, await client.fetch(`${REALM}/logout?${params}`));
  expect(done.status).toBe(303);
}

/** A form POST to one of the realm's endpoints. */
export function postForm(
  client: CookieClient,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return client.fetch(`${REALM}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

export const basicAuth = (id: string, secret: string): Record<string, string> => ({
  authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
});
