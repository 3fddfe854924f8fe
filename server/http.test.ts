import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../contract/runtime-config.ts';
import { APP_ROUTES_FILE, routePathsOf } from './app-routes';
import { createHttpServer } from './http';
import { createIdentity, type Identity } from './identity';
import { authorizeUrl } from './identity/flow-helpers';
import { CookieClient, freePort, listen, pkcePair, tempDir, testEnv } from './identity/test-support';

let base: string;
let port: number;
let identity: Identity;
let stop: () => Promise<void>;
let removeDir: () => Promise<void>;
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"linha ${i}"`).join(',')}];\n`;

async function writeSite(root: string): Promise<void> {
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'icons'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><title>Painel</title><div id="root"></div></html>',
  );
  await writeFile(join(root, 'assets', 'index-Ab12Cd34.js'), bigScript);
  await writeFile(join(root, 'assets', 'index-Ab12Cd34.css'), 'body{margin:0}');
  await writeFile(join(root, 'assets', 'vendor-Zz99.js'), 'plain');
  await writeFile(join(root, 'assets', 'vendor-Zz99.js.gz'), gzipSync('precompressed'));
  await writeFile(join(root, 'silent-check-sso.html'), '<!doctype html><script src="/silent-check-sso.js"></script>');
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(root, 'manifest.webmanifest'), '{"name":"Painel de Vendas"}');
  await writeFile(join(root, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build writes (scripts/vite/app-routes.ts), from the real route tree.
  const routes = routePathsOf(await readFile('src/routeTree.gen.ts', 'utf8'));
  await writeFile(join(root, APP_ROUTES_FILE), JSON.stringify(routes));
}

beforeAll(async () => {
  const dir = await tempDir('sandbox-http-');
  removeDir = dir.remove;
  const staticDir = join(dir.path, 'dist');
  await writeSite(staticDir);
  port = await freePort();
  base = `http://localhost:${port}`;
  const env = testEnv(port, join(dir.path, 'data'), { STATIC_DIR: staticDir, IDLE_LIMIT_SECONDS: '600' });
  identity = await createIdentity({ env });
  const apiApp = new Hono().get('/v1/ping', (c) => c.json({ ok: true }));
  stop = await listen(createHttpServer({ env, identity, apiApp, staticDir }), port);
});

afterAll(async () => {
  await stop();
  await identity.close();
  await removeDir();
});

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain(`connect-src 'self' ${base}`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
}

describe('sandbox http server', () => {
  it('lets the portal frame its silent sign-in page, and the identity server only, nothing else', async () => {
    const silent = await fetch(`${base}/silent-check-sso.html`);
    expect(silent.status).toBe(200);
    const csp = silent.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
    expect(silent.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const index = await fetch(`${base}/dashboard`);
    expectSecurityHeaders(index);
    expect(index.headers.get('content-security-policy')).toContain(`frame-src 'self' ${base};`);
  });

  it('serves the runtime config document, valid for the PWA', async () => {
    const response = await fetch(`${base}/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    const config = v.parse(RuntimeConfigSchema, await response.json());
    expect(config).toMatchObject({
      apiUrl: '/api',
      keycloak: { url: base, realm: 'portal', clientId: 'sales-portal' },
      idleLimitSeconds: 600,
    });
  });

  it('mounts the API under /api with no-store and JSON 404s', async () => {
    const ok = await fetch(`${base}/api/v1/ping`);
    expect(await ok.json()).toEqual({ ok: true });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(ok);
    const missing = await fetch(`${base}/api/x`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('says Vary: Accept-Encoding on API answers, gzipped when asked for or not', async () => {
    const plain = await new Promise<{ vary: unknown; encoding: unknown; body: string }>((resolve, reject) => {
      // node:http sends no Accept-Encoding of its own (fetch asks for gzip).
      request(`${base}/api/v1/ping`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ vary: res.headers.vary, encoding: res.headers['content-encoding'], body }));
      })
        .on('error', reject)
        .end();
    });
    expect(plain).toEqual({ vary: 'Accept-Encoding', encoding: undefined, body: '{"ok":true}' });
    const gzipped = await fetch(`${base}/api/v1/ping`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.json()).toEqual({ ok: true });
  });

  it('caches hashed assets forever and revalidates the entry points', async () => {
    const asset = await fetch(`${base}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await fetch(`${base}/icons/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await fetch(`${base}/sw.js`);
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(`${base}/sw.js`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('compresses text and prefers a precompressed sibling', async () => {
    const gzipped = await fetch(`${base}/assets/index-Ab12Cd34.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(bigScript);
    const pre = await fetch(`${base}/assets/vendor-Zz99.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(pre.headers.get('content-encoding')).toBe('gzip');
    expect(await pre.text()).toBe('precompressed');
  });

  it('falls back to index.html for app navigations only', async () => {
    const route = await fetch(`${base}/financial/transactions?x=1`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<div id="root">');
    expectSecurityHeaders(route);
    for (const path of ['/foo.js', '/assets/missing-123.js', '/config/x', '/storage/a', '/api']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it("answers 200 for the router's routes, dynamic and optional segments included", async () => {
    const paths = [
      '/',
      '/dashboard',
      '/financial/transactions/',
      '/financial/receivable_units/77',
      '/paylink/checkout/abc123',
      '/paylink/checkout/abc123/payment/card',
      '/receipt',
      '/receipt/9',
      '/billet/checkout/5',
    ];
    for (const path of paths) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
  });

  it("answers 404 with the app's HTML for any other path, so the app shows its 404 page", async () => {
    for (const path of ['/pagina/que/nao/existe', '/financial/nao-existe', '/paylink/checkout/x/payment/boleto']) {
      const response = await fetch(`${base}${path}`, { headers: { 'if-none-match': 'W/"x"' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
      expectSecurityHeaders(response);
    }
  });

  it('never serves files outside the static dir', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/assets/..%2f..%2fdata%2fidentity-keys.json' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });

  it('hands /realms to the identity server, security headers included', async () => {
    const client = new CookieClient(base);
    const start = await client.fetch(authorizeUrl(base, pkcePair().challenge));
    const login = await client.fetch(start.headers.get('location') ?? '');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('id="kc-login"');
    expectSecurityHeaders(login);
    const discovery = await fetch(`${base}/realms/portal/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${base}/realms/portal`);
  });
});
