import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signInToShell, test, waitForServiceWorker } from './fixtures';

/**
 * Chromium's own installability check. A normal Playwright context is incognito, which Chromium
 * reports as `in-incognito` (STACK.md gotcha 11): a persistent context is needed.
 */

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: ManifestIcon[];
}

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let profile: string;

test.beforeAll(async ({ browserName }, testInfo) => {
  expect(browserName).toBe('chromium');
  profile = await mkdtemp(join(tmpdir(), 'pdv-install-'));
  const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL,
    viewport,
    locale,
    timezoneId,
  });
});

test.afterAll(async () => {
  await context?.close();
  await rm(profile, { recursive: true, force: true });
});

test('Chromium reports no installability errors for the signed-in portal', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
});

test('the manifest is linked and has a name, 192 and 512 icons and a maskable one', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/dashboard');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;

  expect(manifest.name).toBe('Painel de Vendas');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBeTruthy();
  expect(manifest.display).toMatch(/^(standalone|fullscreen|minimal-ui)$/);
  const icons = manifest.icons ?? [];
  const sizes = icons.flatMap((icon) => (icon.sizes ?? '').split(' '));
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(icons.some((icon) => (icon.purpose ?? '').split(' ').includes('maskable'))).toBe(true);

  // Every icon is really there, as a PNG.
  for (const icon of icons) {
    const file = await page.request.get(new URL(icon.src, page.url()).toString());
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
  }
});
