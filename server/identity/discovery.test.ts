import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity } from './index';
import { authorizeUrl, REALM, refresh, signIn } from './flow-helpers';
import { CookieClient, freePort, listen, pkcePair, tempDir, testEnv } from './test-support';

let dataDir: string;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('identity-discovery-');
  dataDir = dir.path;
  removeDir = dir.remove;
});
afterAll(() => removeDir());

/** Starts an identity server on a fresh port; the data dir is shared by the whole file. */
async function start(extra: Record<string, string> = {}, fixedPort?: number) {
  const port = fixedPort ?? (await freePort());
  const identity = await createIdentity({ env: testEnv(port, dataDir, extra) });
  const stop = await listen(createServer(identity.callback), port);
  const base = `http://localhost:${port}`;
  return {
    identity,
    base,
    client: new CookieClient(base),
    stop: async () => {
      await stop();
      await identity.close();
    },
  };
}

describe('discovery and keys', () => {
  it("publishes Keycloak's endpoint paths under the realm issuer", async () => {
    const server = await start();
    try {
      const response = await server.client.fetch('/realms/portal/.well-known/openid-configuration');
      expect(response.status).toBe(200);
      const document = (await response.json()) as Record<string, unknown>;
      const realm = `${server.base}/realms/portal`;
      expect(document).toMatchObject({
        issuer: realm,
        authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
        token_endpoint: `${realm}/protocol/openid-connect/token`,
        end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
        jwks_uri: `${realm}/protocol/openid-connect/certs`,
        userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
        code_challenge_methods_supported: ['S256'],
      });
      expect(document.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
      expect(server.identity.issuer).toBe(realm);
    } finally {
      await server.stop();
    }
  });

  it('serves only public RS256 keys at certs', async () => {
    const server = await start();
    try {
      const { keys } = (await (await server.client.fetch(`${REALM}/certs`)).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: server.identity.jwks().keys[0]?.kid });
      for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(member);
      expect(server.identity.jwks().keys[0]).not.toHaveProperty('d');
    } finally {
      await server.stop();
    }
  });

  it('keeps its keys and sessions across restarts on the same data dir', async () => {
    const first = await start();
    const tokens = await signIn(first.client, 'lojista');
    const kid = first.identity.jwks().keys[0]?.kid;
    await first.stop();
    const saved = JSON.parse(await readFile(join(dataDir, 'identity-keys.json'), 'utf8')) as {
      signing: { kid: string };
    };
    expect(saved.signing.kid).toBe(kid);

    const second = await start({}, Number(new URL(first.base).port));
    try {
      expect(second.identity.jwks().keys[0]?.kid).toBe(kid);
      // A token from before the restart still verifies against the new instance's keys...
      await jwtVerify(tokens.access_token, createLocalJWKSet(second.identity.jwks()), {
        issuer: first.identity.issuer,
      });
      // ...and the session survived too: its refresh token still works.
      expect((await refresh(second.client, tokens.refresh_token)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('answers other realms with 404', async () => {
    const server = await start();
    try {
      const response = await server.client.fetch('/realms/outro/.well-known/openid-configuration');
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

describe('login page', () => {
  async function loginHtml(extra: Record<string, string> = {}) {
    const server = await start(extra);
    try {
      const first = await server.client.fetch(authorizeUrl(server.base, pkcePair().challenge));
      const page = await server.client.fetch(first.headers.get('location') ?? '');
      return { page, html: await page.text(), css: await server.client.fetch('/realms/portal/resources/login.css') };
    } finally {
      await server.stop();
    }
  }

  it('is Portuguese, labelled, cache-free and locked down by the security headers', async () => {
    const { page, html, css } = await loginHtml();
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<label for="username">/);
    expect(html).toMatch(/<label for="password">/);
    expect(html).toMatch(/<button id="kc-login"[^>]*type="submit"/);
    expect(html).not.toMatch(/<script|style=/);

    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // Production (the default): the Vite dev server's origin is no form target.
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:\d+(;|$)/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('shows the demo users only when SANDBOX_DEMO_HINT is on', async () => {
    const shown = await loginHtml();
    expect(shown.html).toContain('Usuários de demonstração');
    expect(shown.html).toContain('<code>sem-lojista</code>');
    const hidden = await loginHtml({ SANDBOX_DEMO_HINT: 'false' });
    expect(hidden.html).not.toContain('Usuários de demonstração');
  });

  it("shows the operator's brand (BRAND_*): name, logo, title and colours", async () => {
    const { html, css } = await loginHtml({
      BRAND_NAME: 'Banco Azul <Pagamentos>',
      BRAND_LOGO_URL: '/icons/azul.svg',
      BRAND_PRIMARY_COLOR: '#1565c0',
      BRAND_SECONDARY_COLOR: '#0d47a1',
    });
    expect(html).toContain('<title>Entrar | Banco Azul &lt;Pagamentos&gt;</title>');
    expect(html).toContain('<p class="brand">Banco Azul &lt;Pagamentos&gt;</p>');
    expect(html).toContain('<img class="brand-logo" src="/icons/azul.svg" alt=""');
    const stylesheet = await css.text();
    // White reads on this blue (5.8:1); the default amber keeps dark ink (tested by brand-colors).
    expect(stylesheet).toContain('--brand: #1565c0; --brand-hover: #1259a9; --brand-ink: #ffffff; --brand-2: #0d47a1;');
    const defaults = await (await loginHtml()).css.text();
    expect(defaults).toContain('--brand: #edb82b;');
    expect(defaults).toContain('--brand-ink: #1f2430;');
  });
});
