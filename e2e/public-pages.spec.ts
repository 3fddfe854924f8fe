import type { Page } from '@playwright/test';
import { createCheckoutLinks, publicPages } from './checkout-links';
import { expect, expectNoA11yViolations, signInToShell, test } from './fixtures';

/**
 * The customer's pages (checkouts, Pix, receipt, billet) load none of the signed-in app: no
 * Ionic JavaScript, no keycloak-js, no offline persister (decision 017: the checkout must stay tiny).
 * Each is recognised by a string only its code holds; the signed-in dashboard proves the strings
 * are really there when that code loads, so the check cannot pass by looking for nothing.
 */
const SIGNED_IN_ONLY = {
  Ionic: '[Ionic Warning]',
  'keycloak-js': 'Invalid value for responseMode',
  'the offline persister': 'Falha ao salvar o cache offline',
} as const;

/** The text of every script the page loads from now on. */
function recordScripts(page: Page): string[] {
  const texts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((text) => texts.push(text))
      .catch(() => undefined);
  });
  return texts;
}

const holding = (scripts: readonly string[], marker: string) => scripts.filter((text) => text.includes(marker)).length;

test('the public pages load no Ionic, keycloak-js or offline persister, and never ask the identity server', async ({
  browser,
}) => {
  const links = await createCheckoutLinks(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const identityCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/realms/')) identityCalls.push(request.url());
  });
  try {
    for (const { path, heading, title } of publicPages(links.active, links.expired)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page).toHaveTitle(title);
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const [code, marker] of Object.entries(SIGNED_IN_ONLY)) {
      expect(holding(scripts, marker), `${code} loaded on a public page`).toBe(0);
    }
    expect(identityCalls).toEqual([]);
    await expectNoA11yViolations(page);

    // The same strings are there once the signed-in app loads.
    await signInToShell(page, 'lojista');
    await page.waitForLoadState('networkidle');
    for (const [code, marker] of Object.entries(SIGNED_IN_ONLY)) {
      expect(holding(scripts, marker), `${code} not recognised in the signed-in app`).toBeGreaterThan(0);
    }
  } finally {
    await context.close();
  }
});
