import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signInToShell, test, waitForServiceWorker } from './fixtures';

/**
 * Chromium's own installability check. A normal Playwright context is incognito, which Chromium
 * reports as `in-incognito` (a known Chromium quirk): a persistent context is needed.
 */

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}
interface ManifestScreenshot {
  src: string;
  sizes?: string;
  type?: string;
  form_factor?: string;
  label?: string;
}
interface Manifest {
  name?: string;
  description?: string;
  lang?: string;
  screenshots?: ManifestScreenshot[];
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

test('the manifest describes the app in Portuguese and shows it narrow and wide (Android’s richer install dialog)', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest.lang).toBe('pt-BR');
  expect(manifest.description).toMatch(/vendas.*recebíveis/);
  const shots = manifest.screenshots ?? [];
  expect(shots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
    ['narrow', '360x800'],
    ['wide', '1366x768'],
  ]);
  for (const shot of shots) {
    expect(shot.label, shot.src).toBeTruthy();
    const file = await page.request.get(shot.src);
    expect(file.ok(), shot.src).toBe(true);
    expect(file.headers()['content-type']).toContain('image/png');
    const png = await file.body();
    // The PNG header's width and height are the declared size; kept small for the install dialog.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    expect(png.length).toBeLessThan(150_000);
  }
});

const installBanner = (page: Page) => page.getByRole('status', { name: 'Instale o app' });

test('"Instale o app": not on the first visit; from the second on, with Chromium’s dialog; closing it is remembered', async () => {
  const first = context.pages()[0] ?? (await context.newPage());
  await first.goto('/dashboard');
  await expect(first.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await expect(installBanner(first)).toHaveCount(0);

  // A new tab is the next visit (a reload is the same one).
  const second = await context.newPage();
  await second.goto('/dashboard');
  const banner = installBanner(second);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Instalar' })).toBeVisible();
  await second.screenshot({ path: 'test-results/installability/banner-second-visit.png' });
  // It arrives after the page painted: over the page's foot, moving nothing on it.
  const heading = second.getByRole('heading', { name: 'Início', level: 1 });
  const withBanner = await heading.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(Math.round((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0))).toBe(second.viewportSize()?.height);
  await banner.getByRole('button', { name: 'Dispensar' }).click();
  await expect(banner).toHaveCount(0);
  expect((await heading.boundingBox())?.y).toBe(withBanner?.y);
  // Still in the user menu.
  await second.locator('#user-menu-trigger').click();
  await expect(second.getByText('Instalar aplicativo')).toBeVisible();
  await second.close();

  const third = await context.newPage();
  await third.goto('/dashboard');
  await expect(third.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await expect(installBanner(third)).toHaveCount(0);
  await third.close();
});

test('on an iPhone (Safari has no install event) the second visit says where "Adicionar à Tela de Início" is', async ({
  browser,
}) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 360, height: 800 },
  });
  try {
    const first = await iphone.newPage();
    await signInToShell(first, 'lojista');
    await expect(installBanner(first)).toHaveCount(0);
    const second = await iphone.newPage();
    await second.goto('/dashboard');
    await expect(installBanner(second)).toHaveText(
      'Instale o app. Toque em Compartilhar e depois em Adicionar à Tela de Início.',
    );
    await expect(installBanner(second).getByRole('button', { name: 'Instalar' })).toHaveCount(0);
    await second.screenshot({ path: 'test-results/installability/banner-iphone.png' });
  } finally {
    await iphone.close();
  }
});
