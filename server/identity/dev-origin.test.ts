import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, REALM, signIn } from './flow-helpers';
import { CookieClient, pkcePair, startTestIdentity, type RunningIdentity } from './test-support';

/** `npm run dev`'s Vite server may receive codes and call the realm only in development mode. */
const DEV = 'http://localhost:5173';

async function devOriginAnswers(base: string) {
  const client = new CookieClient(base);
  const authorize = await client.fetch(authorizeUrl(base, pkcePair().challenge, `${DEV}/vendas`));
  const preflight = await client.fetch(`${REALM}/token`, {
    method: 'OPTIONS',
    headers: { origin: DEV, 'access-control-request-method': 'POST' },
  });
  return { client, authorize, preflight };
}

/** keycloak-js's token refresh, as the page on the dev server sends it. */
function refreshFromDev(client: CookieClient, refreshToken: string): Promise<Response> {
  return client.fetch(`${REALM}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DEV },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'sales-portal', refresh_token: refreshToken }),
  });
}

describe('the dev origin in development mode', () => {
  let running: RunningIdentity;
  beforeAll(async () => {
    running = await startTestIdentity('identity-dev-', { extra: { PORTAL_ENVIRONMENT: 'development' } });
  });
  afterAll(() => running.close());

  it('is a valid redirect URI and answers with credentialed CORS', async () => {
    const { client, authorize, preflight } = await devOriginAnswers(running.base);
    expect(authorize.status).toBe(303);
    expect(authorize.headers.get('location')).toMatch(/\/login-actions\/authenticate\//);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DEV);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const tokens = await signIn(client, 'operador');
    const refreshed = await refreshFromDev(client, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('the dev origin in production mode', () => {
  let running: RunningIdentity;
  beforeAll(async () => {
    running = await startTestIdentity('identity-prod-', { extra: { PORTAL_ENVIRONMENT: 'production' } });
  });
  afterAll(() => running.close());

  it('is refused as a redirect URI and as a web origin of token calls', async () => {
    const { client, authorize, preflight } = await devOriginAnswers(running.base);
    expect(authorize.status).toBe(400);
    expect(authorize.headers.get('location')).toBeNull();
    expect(await authorize.text()).toContain('redirect_uri');
    // oidc-provider's own preflight answer is open but never credentialed...
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    // ...and the call itself is refused for an origin that is not the client's.
    const tokens = await signIn(client, 'operador');
    const refreshed = await refreshFromDev(client, tokens.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
