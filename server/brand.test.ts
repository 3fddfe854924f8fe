import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../contract/runtime-config.ts';
import { DEFAULT_BRAND, EnvError, readEnv } from './env';
import { createWebApp } from './http';
import { tempDir } from './identity/test-support';
import { createStaticSite } from './static';

const AZUL = {
  BRAND_NAME: 'Banco Azul Pagamentos',
  BRAND_LOGO_URL: '/icons/azul.svg',
  BRAND_PRIMARY_COLOR: '#1E88E5',
  BRAND_SECONDARY_COLOR: '#0d47a1',
};
const BUILT_MANIFEST = {
  name: 'Painel de Vendas',
  short_name: 'Vendas',
  theme_color: '#edb82b',
  start_url: '/dashboard',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

let staticDir: string;
let remove: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('sandbox-brand-');
  remove = dir.remove;
  staticDir = join(dir.path, 'dist');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Painel</title>');
  await writeFile(join(staticDir, 'manifest.webmanifest'), JSON.stringify(BUILT_MANIFEST));
});

afterAll(() => remove());

function appWith(source: Record<string, string>) {
  const env = readEnv({ STATIC_DIR: staticDir, ...source });
  return createWebApp({ env, apiApp: new Hono(), staticDir }, createStaticSite(staticDir));
}

describe('the brand from BRAND_*', () => {
  it("defaults to the product's brand", async () => {
    const config: unknown = await (await appWith({}).request('/config')).json();
    expect(config).toMatchObject({ brand: { name: DEFAULT_BRAND.name, colors: DEFAULT_BRAND.colors } });
    const manifest: unknown = await (await appWith({}).request('/manifest.webmanifest')).json();
    expect(manifest).toEqual(BUILT_MANIFEST);
  });

  it("serves another operator's brand in /config, valid for the PWA", async () => {
    const config: unknown = await (await appWith(AZUL).request('/config')).json();
    expect(v.safeParse(RuntimeConfigSchema, config).issues).toBeUndefined();
    expect(config).toMatchObject({
      brand: {
        name: 'Banco Azul Pagamentos',
        logoUrl: '/icons/azul.svg',
        colors: { primary: '#1e88e5', secondary: '#0d47a1' },
      },
    });
  });

  it("answers the manifest with the build's file and the brand's name and colour", async () => {
    const response = await appWith({ ...AZUL, BRAND_SHORT_NAME: 'Azul' }).request('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      ...BUILT_MANIFEST,
      name: 'Banco Azul Pagamentos',
      short_name: 'Azul',
      theme_color: '#1e88e5',
    });
    const long: unknown = await (await appWith(AZUL).request('/manifest.webmanifest')).json();
    expect(long).toMatchObject({ short_name: 'Banco Azul Pagamentos' });
  });

  it('refuses colours that are not #rrggbb and logos that are neither a path nor a URL', () => {
    const problems = (() => {
      try {
        readEnv({ BRAND_PRIMARY_COLOR: 'blue', BRAND_SECONDARY_COLOR: '#abc', BRAND_LOGO_URL: 'javascript:x' });
      } catch (error) {
        return error instanceof EnvError ? error.problems : [];
      }
      return [];
    })();
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'BRAND_LOGO_URL',
      'BRAND_PRIMARY_COLOR',
      'BRAND_SECONDARY_COLOR',
    ]);
  });
});
