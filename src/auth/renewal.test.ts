import type Keycloak from 'keycloak-js';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOverNavigation } from './keycloak';
import { accessTokenExpired, refreshTokenExpired, refusedByServer, renewToken } from './renewal';
import { polyfillWithResolvers, signedInKeycloak, tokenResponse } from './testing/tokens';

/*
 * Against the real keycloak-js (only `fetch` is stubbed): its behaviour on a failed refresh is
 * exactly what these rules guard against, so a fake would prove nothing.
 */
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A keycloak-js signed in as `init({ onLoad: 'login-required' })` leaves it. */
async function signedIn(): Promise<Keycloak> {
  fetchMock.mockResolvedValueOnce(json(tokenResponse(Date.now())));
  const keycloak = await signedInKeycloak(
    { url: 'https://sso.exemplo.com.br', realm: 'portal', clientId: 'sales-portal' },
    tokenResponse(Date.now()),
  );
  expect(keycloak.loginRequired).toBe(true);
  vi.spyOn(keycloak, 'login').mockResolvedValue(undefined);
  return keycloak;
}

describe('token renewal, classified', () => {
  beforeAll(polyfillWithResolvers);
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('renews when the server answers', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    fetchMock.mockResolvedValueOnce(json(tokenResponse(Date.now())));
    expect(await renewToken(keycloak, -1)).toBe('valid');
  });

  it('keeps the session, without navigating, when there is no network', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    const token = keycloak.token;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    expect(await renewToken(keycloak, -1)).toBe('unreachable');
    expect(keycloak.token).toBe(token);
    expect(keycloak.refreshToken).toBeTruthy();
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('treats a server error (%d) as unreachable', async (status) => {
    const keycloak = takeOverNavigation(await signedIn());
    fetchMock.mockResolvedValueOnce(json({ error: 'x' }, status));
    expect(await renewToken(keycloak, -1)).toBe('unreachable');
    expect(keycloak.refreshToken).toBeTruthy();
  });

  it('treats a captive portal (a 200 that is not JSON) as unreachable', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    fetchMock.mockResolvedValueOnce(new Response('<html>Wi-Fi</html>', { status: 200 }));
    expect(await renewToken(keycloak, -1)).toBe('unreachable');
  });

  it('gives up waiting after a timeout: a network that swallows requests is unreachable', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => undefined));
    expect(await renewToken(keycloak, -1, 20)).toBe('unreachable');
  });

  it('says refused on a 400 (a dead refresh token), and keycloak-js does not navigate once we own navigation', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    fetchMock.mockResolvedValueOnce(json({ error: 'invalid_grant' }, 400));

    expect(await renewToken(keycloak, -1)).toBe('refused');
    // keycloak-js clears the tokens itself on a 400 ...
    expect(keycloak.token).toBeUndefined();
    // ... and, left as init made it, would then send the page to the sign-in server.
    expect(keycloak.login).not.toHaveBeenCalled();
  });

  it('shows why: left as init made it, keycloak-js navigates on a refused refresh', async () => {
    const keycloak = await signedIn();
    fetchMock.mockResolvedValueOnce(json({ error: 'invalid_grant' }, 400));
    await renewToken(keycloak, -1);
    expect(keycloak.login).toHaveBeenCalled();
  });

  it('says refused without asking when there is no refresh token', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    keycloak.clearToken();
    fetchMock.mockClear();
    expect(await renewToken(keycloak, 60)).toBe('refused');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads only 4xx answers as a refusal', () => {
    const withStatus = (status: number) => Object.assign(new Error('x'), { response: new Response(null, { status }) });
    expect(refusedByServer(withStatus(400))).toBe(true);
    expect(refusedByServer(withStatus(401))).toBe(true);
    expect(refusedByServer(withStatus(503))).toBe(false);
    expect(refusedByServer(new TypeError('Failed to fetch'))).toBe(false);
    expect(refusedByServer(undefined)).toBe(false);
  });

  it('tells when the access and the refresh token have run out', async () => {
    const keycloak = takeOverNavigation(await signedIn());
    const now = Date.now();
    expect(accessTokenExpired(keycloak, now)).toBe(false);
    expect(accessTokenExpired(keycloak, now + 301_000)).toBe(true);
    expect(refreshTokenExpired(keycloak, now + 301_000)).toBe(false);
    expect(refreshTokenExpired(keycloak, now + 1_801_000)).toBe(true);
  });
});
