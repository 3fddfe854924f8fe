import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, exchangeCode, logOut, REALM, signIn } from './flow-helpers';
import { CookieClient, pkcePair, startTestIdentity } from './test-support';

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await startTestIdentity('identity-silent-'));
});

afterAll(() => close());

/** keycloak-js's check-sso in a hidden frame: `prompt=none`, back to the silent page. */
async function silentAuthorize(client: CookieClient, challenge: string): Promise<URL> {
  const url = new URL(authorizeUrl(base, challenge, `${base}/vendas?aba=1`), base);
  url.searchParams.set('prompt', 'none');
  const response = await client.fetch(url.href);
  // Never a page (a login form inside a hidden frame would hang there): straight back.
  expect([302, 303]).toContain(response.status);
  return new URL(response.headers.get('location') ?? '', base);
}

describe('prompt=none (silent sign-in)', () => {
  it('answers login_required, with the state, when there is no session', async () => {
    const back = await silentAuthorize(new CookieClient(base), pkcePair().challenge);
    expect(back.pathname).toBe('/vendas');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('error')).toBe('login_required');
    expect(fragment.get('state')).toBe('estado-1');
    expect(fragment.get('code')).toBeNull();
  });

  it('gives a code for the live session without any page, and login_required once it ended', async () => {
    const client = new CookieClient(base);
    const first = await signIn(client, 'lojista');
    const { verifier, challenge } = pkcePair();
    const back = new URLSearchParams((await silentAuthorize(client, challenge)).hash.slice(1));
    const code = back.get('code');
    expect(back.get('error')).toBeNull();
    expect(code).toBeTruthy();
    const exchanged = await exchangeCode(client, code ?? '', verifier);
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { access_token?: string }).access_token).toBeTruthy();

    await logOut(client, first.id_token);
    const after = new URLSearchParams((await silentAuthorize(client, pkcePair().challenge)).hash.slice(1));
    expect(after.get('error')).toBe('login_required');
  });
});

describe("keycloak-js's third-party cookie check (3p-cookies/step1.html, step2.html)", () => {
  it('serves both steps with external scripts, framable by the portal only', async () => {
    const client = new CookieClient(base);
    for (const step of ['step1', 'step2']) {
      const page = await client.fetch(`${REALM}/3p-cookies/${step}.html`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<script src="/realms/portal/resources/3p-cookies-${step}.js"></script>`));
      expect(html).not.toMatch(/<script>/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${base}`);
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBeNull();
      const script = await client.fetch(`/realms/portal/resources/3p-cookies-${step}.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
    }
  });

  it('keeps every other identity page unframable', async () => {
    const page = await new CookieClient(base).fetch(`${REALM}/certs`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
