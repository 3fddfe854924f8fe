import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM, refresh, signIn, submitLogoutPage } from './flow-helpers';
import { CookieClient, startTestIdentity } from './test-support';

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-logout-'));
});

afterAll(() => close());

describe('logout', () => {
  it('ends the session and redirects without a confirmation step (id_token_hint form)', async () => {
    const client = new CookieClient(base);
    const tokens = await signIn(client, 'lojista');
    const params = new URLSearchParams({ post_logout_redirect_uri: `${base}/`, id_token_hint: tokens.id_token });
    const page = await client.fetch(`${REALM}/logout?${params}`);
    expect(page.status).toBe(200);
    const html = await page.clone().text();
    // No question to answer: the page only holds a form that its external script submits.
    expect(html).toContain('id="kc-auto-submit"');
    expect(html).toContain('<script src="/realms/portal/resources/auto-submit.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const done = await submitLogoutPage(client, page);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/`);
    // The refresh token died with the session.
    expect((await refresh(client, tokens.refresh_token)).status).toBe(400);
  });

  it("accepts keycloak-js's client_id form and a deep post-logout URI", async () => {
    const client = new CookieClient(base);
    await signIn(client, 'operador');
    const params = new URLSearchParams({
      client_id: 'sales-portal',
      post_logout_redirect_uri: `${base}/entrar?motivo=sair`,
    });
    const done = await submitLogoutPage(client, await client.fetch(`${REALM}/logout?${params}`));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/entrar?motivo=sair`);
  });

  it('redirects even when the session is already gone, allowing only a hashed inline script', async () => {
    const client = new CookieClient(base);
    const params = new URLSearchParams({ client_id: 'sales-portal', post_logout_redirect_uri: `${base}/` });
    const page = await client.fetch(`${REALM}/logout?${params}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline' ;");
    const done = await submitLogoutPage(client, page);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/`);
  });

  it('refuses a post-logout redirect to a foreign origin', async () => {
    const client = new CookieClient(base);
    const params = new URLSearchParams({
      client_id: 'sales-portal',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    // A browser navigation (Accept: text/html) gets the Portuguese error page, not JSON.
    const page = await client.fetch(`${REALM}/logout?${params}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('lang="pt-BR"');
  });
});
