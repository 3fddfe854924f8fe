import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TIMEOUT } from './api/test-helpers';
import { paylinkUpdate } from '../contract/paylinks';
import { usePaylinkApi, validLink } from './api/paylink-test-helpers';
import { readEnv } from './env';
import { createWebApp } from './http';
import { tempDir } from './identity/test-support';
import { linkPreviews, withPreview } from './link-preview';
import { createStaticSite } from './static';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Painel de Vendas: vendas." /><title>Painel de Vendas</title></head>' +
  '<body><div id="root"></div></body></html>';
const HOSTILE = 'Bolo </title><script>alert(1)</script> & "festa" <b>';

const links = usePaylinkApi();
let web: Hono;
let remove: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('link-preview-');
  remove = dir.remove;
  const staticDir = join(dir.path, 'dist');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), INDEX);
  const env = readEnv({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://vendas.example.com' });
  const api = links.api();
  web = createWebApp(
    { env, apiApp: api.app, staticDir, linkPreview: linkPreviews(api.db, env) },
    createStaticSite(staticDir),
  );
}, SEED_TIMEOUT);
afterAll(() => remove());

/** The value of a tag's attribute, unescaped as a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return tag
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('link previews: GET /paylink/checkout/{hash}', () => {
  it('names the shop, what is paid and the amount with installments, in the page itself', async () => {
    const link = await links.createLink('lojista', {
      description: 'Camiseta azul',
      amount: 15_000,
      max_installments: 3,
    });
    const res = await web.request(`/paylink/checkout/${link.url_hash}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Empório Bela Vista — Camiseta azul</title>');
    expect(meta(html, 'og:title')).toBe('Empório Bela Vista — Camiseta azul');
    expect(meta(html, 'og:description')).toBe('R$ 150,00 em até 3x');
    expect(meta(html, 'description')).toBe('R$ 150,00 em até 3x');
    expect(meta(html, 'og:image')).toBe('https://vendas.example.com/icons/icon-512.png');
    expect(meta(html, 'og:url')).toBe(`https://vendas.example.com/paylink/checkout/${link.url_hash}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'twitter:title')).toBe('Empório Bela Vista — Camiseta azul');
    // Still the app's page: one title, the root the script renders into.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what the merchant wrote: no tag of theirs reaches the page', async () => {
    const link = await links.createLink('lojista', { description: HOSTILE, amount: 2_000, max_installments: 1 });
    const html = await (await web.request(`/paylink/checkout/${link.url_hash}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;festa&quot;');
    expect(meta(html, 'og:title')).toBe(`Empório Bela Vista — ${HOSTILE}`);
    expect(meta(html, 'og:description')).toBe('R$ 20,00');
  });

  it('serves the plain page for an unknown or malformed hash, and leaves other pages alone', async () => {
    for (const path of [
      '/paylink/checkout/AAAAAAAAAAAAAAAAAAAAAA',
      '/paylink/checkout/x',
      '/paylink/checkout/exception',
    ]) {
      const html = await (await web.request(path)).text();
      expect(html, path).toBe(INDEX);
    }
  });

  it('a closed link still names the shop and what it was, and says it can no longer be paid', async () => {
    const link = await links.createLink('lojista', { description: 'Encomenda única' });
    const body = { ...validLink, description: 'Encomenda única', status: 'INACTIVE' };
    expect((await links.call(paylinkUpdate, `/v1/app/paylink/${link.id}`, { body })).status).toBe(200);
    const html = await (await web.request(`/paylink/checkout/${link.url_hash}`)).text();
    expect(meta(html, 'og:title')).toBe('Empório Bela Vista — Encomenda única');
    expect(meta(html, 'og:description')).toBe('Este link de pagamento está desativado.');
  });
});

describe('withPreview', () => {
  it('replaces the title and description and adds the tags before </head>', () => {
    const html = withPreview(INDEX, {
      title: 'A & B',
      description: 'R$ 1,00',
      image: 'https://x.example/i.png',
      url: 'https://x.example/p',
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="R$ 1,00" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});
