import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKEND_CLIENT_ID } from './clients';
import { signIn } from './flow-helpers';
import { CookieClient, startTestIdentity } from './test-support';

/**
 * The identity server judged by keycloak-connect, Keycloak's own Node adapter, as a backend of
 * the operator would use it: its grant manager checks bearer tokens (signature from the JWKS,
 * `typ`, issuer), creates grants from token answers (the ID token must say `typ: "ID"` and
 * name the client in `azp`), keeps them fresh with the refresh token, and validates tokens
 * online through introspection with a confidential client.
 */
interface Token {
  token: string;
  content: Record<string, unknown>;
}
interface Grant {
  access_token?: Token;
  refresh_token?: Token;
  id_token?: Token;
}
interface GrantManager {
  createGrant(raw: string | object): Promise<Grant>;
  validateToken(token: Token, expectedType: string): Promise<Token>;
  ensureFreshness(grant: Grant): Promise<Grant>;
  validateAccessToken(token: string): Promise<Token | string | false>;
}
const require = createRequire(import.meta.url);
const Config = require('keycloak-connect/middleware/auth-utils/config') as new (json: object) => object;
const Manager = require('keycloak-connect/middleware/auth-utils/grant-manager') as new (config: object) => GrantManager;
const KcToken = require('keycloak-connect/middleware/auth-utils/token') as new (
  token: string,
  clientId?: string,
) => Token;

let base: string;
let close: () => Promise<void>;
let app: GrantManager;
let backend: GrantManager;

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-keycloak-connect-'));
  const common = { realm: 'portal', 'auth-server-url': base, 'ssl-required': 'none' };
  app = new Manager(new Config({ ...common, resource: 'sales-portal', 'public-client': true }));
  backend = new Manager(
    new Config({ ...common, resource: BACKEND_CLIENT_ID, credentials: { secret: 'sandbox-backend-secret' } }),
  );
});

afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

describe('keycloak-connect', () => {
  it('accepts the access token as a bearer token and refuses the ID token as one', async () => {
    const tokens = await signIn(new CookieClient(base), 'lojista');
    const checked = await app.validateToken(new KcToken(tokens.access_token, 'sales-portal'), 'Bearer');
    expect(checked.content).toMatchObject({ preferred_username: 'lojista', merchant_id: 1 });
    await expect(app.validateToken(new KcToken(tokens.id_token, 'sales-portal'), 'Bearer')).rejects.toThrow(
      /wrong type/,
    );
  });

  it('creates a grant from the token answer, ID token included', async () => {
    const tokens = await signIn(new CookieClient(base), 'operador');
    const grant = await app.createGrant(JSON.stringify(tokens));
    expect(grant.id_token?.content).toMatchObject({ typ: 'ID', azp: 'sales-portal', preferred_username: 'operador' });
    expect(grant.access_token?.content.typ).toBe('Bearer');
  });

  it('refreshes an expired grant (ensureFreshness) into a valid one', async () => {
    const tokens = await signIn(new CookieClient(base), 'lojista');
    const grant = await app.createGrant(JSON.stringify(tokens));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const fresh = await app.ensureFreshness(grant);
    expect(fresh.access_token?.token).not.toBe(tokens.access_token);
    expect(fresh.access_token?.content.exp).toBeGreaterThan(Date.now() / 1000);
    expect(fresh.id_token?.content.typ).toBe('ID');
  });

  it('validates online through introspection with the confidential client, not the public one', async () => {
    const tokens = await signIn(new CookieClient(base), 'lojista');
    expect(await backend.validateAccessToken(tokens.access_token)).toBe(tokens.access_token);
    expect(await backend.validateAccessToken('nao-e-um-token')).toBe(false);
    // As in Keycloak, a public client may not introspect.
    await expect(app.validateAccessToken(tokens.access_token)).rejects.toThrow(/403/);
  });
});
