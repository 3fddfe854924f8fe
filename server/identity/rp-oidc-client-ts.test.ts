import {
  InMemoryWebStorage,
  OidcClient,
  UserManager,
  WebStorageStateStore,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followToRedirectUri, REALM, refresh, submitLogin } from './flow-helpers';
import { CookieClient, formAction, startTestIdentity } from './test-support';

/**
 * The identity server judged by oidc-client-ts, the library a second browser app of the
 * operator would most likely use: metadata, sign-in (code + PKCE, its own state and nonce
 * checks), refresh through `signinSilent` with the refresh token, and `revokeTokens`.
 */
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-oidc-client-ts-'));
});

afterAll(() => close());

function settings(): UserManagerSettings {
  return {
    authority: `${base}/realms/portal`,
    client_id: 'sales-portal',
    redirect_uri: `${base}/`,
    scope: 'openid',
    loadUserInfo: true,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
}

/** Signs in through the form and hands the callback to oidc-client-ts; returns the manager. */
async function signedIn(username: string): Promise<{ manager: UserManager; browser: CookieClient }> {
  const config = settings();
  const browser = new CookieClient(base);
  // OidcClient and UserManager share the state store: one starts the request, the other ends it.
  const request = await new OidcClient(config).createSigninRequest({ request_type: 'si:r' });
  const start = await browser.fetch(request.url);
  const form = await browser.fetch(start.headers.get('location') ?? '');
  const callback = await followToRedirectUri(
    browser,
    await submitLogin(browser, formAction(await form.text()), username, username),
  );
  const manager = new UserManager(config);
  await manager.signinCallback(callback.href);
  return { manager, browser };
}

describe('oidc-client-ts', () => {
  it('reads the metadata, revocation endpoint included', async () => {
    const metadata = await new OidcClient(settings()).metadataService.getMetadata();
    expect(metadata.issuer).toBe(`${base}/realms/portal`);
    expect(metadata.revocation_endpoint).toBe(`${base}${REALM}/revoke`);
  });

  it('signs in, with the profile from the ID token and userinfo', async () => {
    const { manager } = await signedIn('lojista');
    const user = await manager.getUser();
    expect(user?.profile).toMatchObject({ preferred_username: 'lojista', merchant_id: 1 });
    expect(user?.scope).toBe('openid profile email');
    expect(user?.expired).toBe(false);
  });

  it('refreshes with the refresh token (signinSilent) and keeps the same user', async () => {
    const { manager } = await signedIn('operador');
    const before = await manager.getUser();
    const after = await manager.signinSilent();
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(after?.profile.sub).toBe(before?.profile.sub);
  });

  it('revokes the refresh token: it no longer refreshes', async () => {
    const { manager, browser } = await signedIn('lojista');
    const user = await manager.getUser();
    await manager.revokeTokens(['refresh_token']);
    expect((await refresh(browser, user?.refresh_token ?? '')).status).toBe(400);
  });
});
