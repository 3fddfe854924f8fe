import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_USERS = ['lojista', 'operador', 'suporte', 'sem-lojista', 'sem-acesso'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Signs in through the real login form (Keycloak's ids) and waits for the portal. */
export async function signIn(page: Page, user: DemoUser, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(user);
  await page.locator('#kc-login').click();
}

/** Signs in and waits for the shell; skips the first-run tour. */
export async function signInToShell(page: Page, user: DemoUser = 'lojista', path = '/dashboard'): Promise<void> {
  await signIn(page, user, path);
  await skipTour(page);
}

export async function skipTour(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: 'Pular' });
  await skip.waitFor({ state: 'visible', timeout: 15_000 });
  await skip.click();
  await expect(skip).toBeHidden();
}

/** axe-core with WCAG 2.x A/AA and the target-size rule on. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Names of the IndexedDB keys the portal stored (idb-keyval's default store). */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const request = db.transaction('keyval').objectStore('keyval').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

export const test = base;
export { expect };
