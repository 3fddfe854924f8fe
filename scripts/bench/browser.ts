import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A persistent context (real IndexedDB and service worker, like an installed app). */
export async function openContext(debugPort?: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'pdv-bench-')), {
    executablePath: CHROMIUM,
    viewport: { width: 360, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    args: debugPort ? [`--remote-debugging-port=${debugPort}`] : [],
  });
}

/**
 * The dashboard the figures are taken on: the last 7 days, so that it always has sales to show
 * (today's period is empty just after midnight: the sandbox sells only up to the moment it seeds).
 */
export const DASHBOARD = '/dashboard?period=7d';

/**
 * The app's home with its figures on screen (or its empty state): its own ready mark, inside the
 * app's root — the offline snapshot's picture of it is painted outside `#root`.
 */
export const DASHBOARD_READY = '#root [data-testid="dashboard-figures"]';

export async function signIn(page: Page, baseUrl: string, user = 'lojista'): Promise<void> {
  await page.goto(`${baseUrl}${DASHBOARD}`);
  await submitLogin(page, user);
}

/** Fills the login form already on screen and waits for the dashboard (tour skipped). */
export async function submitLogin(page: Page, user = 'lojista'): Promise<void> {
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(user);
  await page.locator('#kc-login').click();
  const skip = page.getByRole('button', { name: 'Pular' });
  await skip.click({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
}
