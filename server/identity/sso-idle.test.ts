import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizeUrl, refresh, signIn, type TokenSet } from './flow-helpers';
import { CookieClient, pkcePair, startTestIdentity } from './test-support';

/**
 * Keycloak's SSO Session Idle and Max: a session with no sign-in-page visit and no refresh for
 * REFRESH_TOKEN_TTL ends (the next sign-in shows the form, the refresh tokens are refused); a
 * refresh gives it its idle time again; nothing takes it past SSO_SESSION_TTL. The clock is
 * moved (Date only: the server runs in this process) instead of waited for.
 */
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-idle-', {
    extra: { ACCESS_TOKEN_TTL: '30', REFRESH_TOKEN_TTL: '60', SSO_SESSION_TTL: '120' },
  }));
});

afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
});

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** Where a new sign-in goes: straight back with a code (SSO), or to the form. */
async function signInAgain(client: CookieClient): Promise<'code' | 'form'> {
  const start = await client.fetch(authorizeUrl(base, pkcePair().challenge));
  const location = start.headers.get('location') ?? '';
  if (location.includes('/login-actions/authenticate/')) return 'form';
  expect(new URL(location).hash).toContain('code=');
  return 'code';
}

async function refreshed(client: CookieClient, tokens: TokenSet): Promise<TokenSet> {
  const response = await refresh(client, tokens.refresh_token);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenSet;
}

describe('SSO session idle and max', () => {
  it('ends a session left idle: the form again, and its refresh token refused', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    vi.useFakeTimers({ toFake: ['Date'] });
    later(40);
    expect(await signInAgain(client)).toBe('code');
    later(61);
    expect(await signInAgain(client)).toBe('form');
    expect((await refresh(client, tokens.refresh_token)).status).toBe(400);
  });

  it('counts a refresh as activity: the session outlives the first idle time', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'operador');
    vi.useFakeTimers({ toFake: ['Date'] });
    later(50);
    await refreshed(client, tokens);
    later(50);
    // 100 s after sign-in, 50 s after the refresh: still one session.
    expect(await signInAgain(client)).toBe('code');
  });

  it('never takes a session past its maximum, however often it refreshes', async () => {
    const client = new CookieClient(base);
    let tokens = await signIn(client, 'lojista');
    vi.useFakeTimers({ toFake: ['Date'] });
    later(50);
    tokens = await refreshed(client, tokens);
    later(50);
    tokens = await refreshed(client, tokens);
    expect(tokens).toMatchObject({ refresh_expires_in: expect.any(Number) });
    expect((tokens as unknown as { refresh_expires_in: number }).refresh_expires_in).toBeLessThanOrEqual(20);
    later(25);
    expect((await refresh(client, tokens.refresh_token)).status).toBe(400);
    expect(await signInAgain(client)).toBe('form');
  });
});
