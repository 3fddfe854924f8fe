import type { Page } from '@playwright/test';
import { BRAND_PORT, SECOND_BRAND } from '../playwright.config';
import { createCheckoutLinks } from './checkout-links';
import {
  expect,
  expectNoA11yViolations,
  expectShell,
  fillLoginForm,
  offlineMarker,
  openSideMenu,
  signInToShell,
  skipTour,
  test,
  shownStatsRoot,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';

/**
 * White label: the same build, served by a sandbox with another operator's brand (BRAND_* on
 * BRAND_PORT), shows that brand everywhere: login page, title, sidebar, theme colours, manifest
 * and the customer's checkout. No rebuild: the sandboxes share one STATIC_DIR.
 */
test.use({ baseURL: `http://localhost:${BRAND_PORT}` });

const NAME = SECOND_BRAND.BRAND_NAME;
const PRIMARY = SECOND_BRAND.BRAND_PRIMARY_COLOR;
const PRIMARY_RGB = 'rgb(30, 136, 229)';

const rootVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test('the signed-in portal and its login page show the second brand', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/realms\/portal\//);
  await expect(page.locator('.card .brand')).toHaveText(NAME);
  await expect(page).toHaveTitle(`Entrar | ${NAME}`);
  await expect(page.locator('#kc-login')).toHaveCSS('background-color', PRIMARY_RGB);
  await expectNoA11yViolations(page);

  await fillLoginForm(page, 'lojista', 'lojista');
  await skipTour(page);
  await expectShell(page);
  await expect(page).toHaveTitle(new RegExp(`\\| ${NAME}$`));
  expect(await rootVariable(page, '--ion-color-primary')).toBe(PRIMARY);
  // Neither white (3.7:1) nor the ink (4.3:1) reads on this blue: black does.
  expect(await rootVariable(page, '--ion-color-primary-contrast')).toBe('#000000');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', PRIMARY);

  const menu = await openSideMenu(page);
  await expect(menu.locator('.app-brand')).toHaveText(NAME);
  await expect(menu.locator('.app-brand img')).toHaveAttribute('src', SECOND_BRAND.BRAND_LOGO_URL);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('brand-menu-360.png') });

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: NAME, short_name: 'Banco Azul', theme_color: PRIMARY });
});

test("a customer's checkout shows the second brand", async ({ browser }) => {
  const links = await createCheckoutLinks(browser);
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`/paylink/checkout/${links.active}`);
  await expect(page.getByText('Camiseta de algodão orgânico, tamanho M')).toBeVisible();
  // The tab names the shop and what is paid, as the link's preview (issue 22).
  await expect(page).toHaveTitle('Empório Bela Vista — Camiseta de algodão orgânico, tamanho M');
  const toolbar = page.locator('.public-toolbar');
  await expect(toolbar).toHaveCSS('background-color', PRIMARY_RGB);
  // Beside the merchant's name, the operator's logo carries the operator's name.
  await expect(toolbar.getByRole('img', { name: NAME })).toHaveAttribute('src', SECOND_BRAND.BRAND_LOGO_URL);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('brand-checkout-360.png') });

  // A closed link is said in the shop's name; the operator's logo still names the operator.
  await page.goto(`/paylink/checkout/${links.expired}/expired`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este link expirou' })).toBeVisible();
  await expect(page).toHaveTitle(`Este link expirou | ${NAME}`);
  await expect(toolbar.getByRole('img', { name: NAME })).toBeVisible();
  await expectNoA11yViolations(page);
  await context.close();
});

test('an offline start paints the last screen in the brand, not the default amber', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, [await shownStatsRoot(page), 'merchant']);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pdv:snapshot') !== null), { timeout: 15_000 })
    .toBe(true);
  // The primary colour the picture of the last screen has when it first appears.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paintedPrimary: string[] }).__paintedPrimary = seen;
    new MutationObserver(() => {
      const layer = document.getElementById('offline-snapshot');
      if (layer && seen.length === 0) seen.push(getComputedStyle(layer).getPropertyValue('--ion-color-primary').trim());
    }).observe(document, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    const painted = await page.evaluate(() => (window as unknown as { __paintedPrimary: string[] }).__paintedPrimary);
    expect(painted).toEqual([PRIMARY]);
    expect(await rootVariable(page, '--ion-color-primary')).toBe(PRIMARY);
    await expect(page).toHaveTitle(new RegExp(`\\| ${NAME}$`));
  } finally {
    await context.setOffline(false);
  }
});
