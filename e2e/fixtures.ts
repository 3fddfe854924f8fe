import { test as base, expect, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export type DemoUser = 'lojista' | 'operador' | 'suporte' | 'sem-lojista' | 'sem-acesso' | 'vendedor';

/**
 * The dashboard over the last 7 days, for tests that need figures on it. The default period
 * (today) is empty in the first minutes or hours after midnight — the sandbox sells only up to
 * the moment it seeds, as a real acquirer would — and CI may run then.
 */
export const DASHBOARD_WITH_SALES = '/dashboard?period=7d';

/** Signs in through the real login form (Keycloak's ids) and waits for the portal. */
export async function signIn(page: Page, user: DemoUser, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  await fillLoginForm(page, user, user);
}

/** Types into the login form that is already on screen. */
export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
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

/** The identity server's login form (Keycloak's ids), i.e. the user is signed out. */
export async function expectLoginForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/realms\/portal\//, { timeout: 15_000 });
  await expect(page.locator('#username')).toBeVisible();
  await expect(page.locator('#kc-login')).toBeVisible();
}

/** The signed-in shell is on screen (header user button). */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.locator('#user-menu-trigger')).toBeVisible({ timeout: 15_000 });
}

/** The header merchant button; its accessible name is `Lojista: {trade, else merchant_name}`. */
export function merchantButton(page: Page) {
  return page.getByRole('button', { name: /^Lojista: / });
}

/** The merchant name the header shows, from the button's accessible name (however it is given). */
export async function headerMerchantName(page: Page): Promise<string> {
  // `- button "Lojista: Empório Bela Vista"`: the accessible name, from aria-label or text.
  const snapshot = await merchantButton(page).ariaSnapshot();
  const name = /button "Lojista: ((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? '';
  return name.replace(/\\(.)/g, '$1');
}

/** The side menu (Ionic's menu: a navigation landmark, a drawer on phones). */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** Opens the phone drawer and returns it once it has slid in. */
export async function openSideMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  // The drawer slides in: wait until it has arrived before acting on it.
  await expect
    .poll(() => menu.evaluate((el) => el.shadowRoot?.querySelector('.menu-inner')?.getBoundingClientRect().left))
    .toBe(0);
  return menu;
}

/** Closes the phone drawer and waits until it is gone. */
export async function closeSideMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(sideMenu(page)).toBeHidden();
}

/**
 * Chooses an option of an Ionic segment (a tab in a tablist). Its host takes the taps (the inner
 * button has pointer-events: none) and ignores them until it has rendered: tap until chosen.
 */
export async function chooseTab(page: Page, name: string | RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: typeof name === 'string' });
  await expect(tab).toBeVisible();
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click({ force: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Ticks (or unticks) Ionic's checkbox named `name`, by a tap on its label as a user would. */
export async function setChecked(page: Page, name: string, checked = true): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) await page.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

/** Opens the header user popover and returns its list. */
export async function openUserMenu(page: Page) {
  await page.locator('#user-menu-trigger').click();
  const list = page.getByRole('list', { name: 'Menu do usuário' });
  await expect(list).toBeVisible();
  return list;
}

/** Signs out through the user menu's 'Sair'. */
export async function logoutThroughMenu(page: Page): Promise<void> {
  const list = await openUserMenu(page);
  await list.getByRole('button', { name: 'Sair' }).click();
  await expectLoginForm(page);
}

/** axe-core with WCAG 2.x A/AA and the target-size rule on. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // A wait box fading out (its modal's leave animation) is half transparent: axe would judge its
  // text's contrast against whatever shows through. Judge the screen once it has gone.
  await expect(page.locator('.app-wait-box-message:visible')).toHaveCount(0);
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

/** The query keys in every persisted cache on the device. */
export async function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const store = db.transaction('keyval').objectStore('keyval');
          const request = store.getAll();
          request.onsuccess = () => {
            const keys: unknown[][] = [];
            for (const value of request.result as unknown[]) {
              const queries = (value as { clientState?: { queries?: { queryKey?: unknown[] }[] } } | null)?.clientState
                ?.queries;
              for (const query of queries ?? []) keys.push(query.queryKey ?? []);
            }
            resolve(keys);
          };
          request.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/** A key segment as written in a root: an object (a date range) by its values, joined by '..'. */
const segmentText = (segment: unknown): string =>
  segment !== null && typeof segment === 'object' ? Object.values(segment).map(String).join('..') : String(segment);

/**
 * The root of the dashboard figures on screen: 'dashboard/stats/2026-11-20..2026-11-26', read
 * from the period it shows ("Período: 20/11/2026 a 26/11/2026"). A bare 'dashboard/stats' is
 * already met by another period saved earlier (the "Hoje" of the sign-in), and a wait on it let
 * a full page load drop the figures just fetched before they were written.
 */
export async function shownStatsRoot(page: Page): Promise<string> {
  // One day ("Hoje") is written once: "Período: 26/11/2026".
  const note = page.locator('#root').getByText(/^Período: \d{2}\/\d{2}\/\d{4}( a \d{2}\/\d{2}\/\d{4})?$/);
  const text = (await note.textContent()) ?? '';
  const days = [...text.matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g)].map(([, d, m, y]) => `${y}-${m}-${d}`);
  return `dashboard/stats/${days[0]}..${days.at(-1)}`;
}

/**
 * Waits until the throttled offline cache has been written to IndexedDB, holding at least the
 * given queries, named by the leading segments of their key joined by '/' ('merchant'; for the
 * dashboard's figures of one period, see shownStatsRoot).
 */
export async function waitForPersistedCache(page: Page, roots: string[] = []): Promise<void> {
  await expect
    .poll(async () => (await storedKeys(page)).some((key) => key.startsWith('pdv:cache:')), { timeout: 15_000 })
    .toBe(true);
  if (roots.length === 0) return;
  await expect
    .poll(
      async () => {
        // Every leading part of each key, joined by '/': 'dashboard', 'dashboard/stats', …
        const stored = new Set(
          (await persistedQueryKeys(page)).flatMap((key) =>
            key.map((_, end) =>
              key
                .slice(0, end + 1)
                .map(segmentText)
                .join('/'),
            ),
          ),
        );
        return roots.filter((root) => !stored.has(root));
      },
      { timeout: 15_000, message: 'queries missing from the persisted cache' },
    )
    .toEqual([]);
}

/**
 * Waits until the service worker controls the page (needed for an offline reload). The first
 * install claims the page; should it not, one reload puts the page under the worker.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), undefined, { timeout: 20_000 });
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  }
}

/** The marker the signed-in screens show while their data is the cached copy ('offline desde 14:32 — dados de …'). */
export function offlineMarker(page: Page) {
  return page.getByRole('status').filter({ hasText: /offline( desde [^—]+)? — dados de/ });
}

/** The line that offers signing in again once online (the page never goes there by itself). */
export function signInBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Você está online. Entre novamente para atualizar os dados.' });
}

/**
 * Back online after an offline start, with the identity server's session still on: the app signs
 * in again by itself in a hidden frame, without offering 'Entrar' and without a page load; the
 * offline marker goes.
 */
export async function signedInSilently(page: Page): Promise<void> {
  let offered = false;
  await expect
    .poll(
      async () => {
        offered ||= await signInBanner(page).isVisible();
        return offlineMarker(page).count();
      },
      { timeout: 30_000, message: 'still read-only after the connection returned' },
    )
    .toBe(0);
  expect(offered, "the banner offered 'Entrar'").toBe(false);
  await expect(signInBanner(page)).toHaveCount(0);
}

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * Records the bearer token of every call the app makes to /api. `current()` waits for the first
 * one; afterwards it returns the newest (keycloak-js refreshes it every few seconds here).
 */
export function watchBearer(page: Page): { current: () => Promise<string> } {
  let latest: string | undefined;
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) latest = header.slice('Bearer '.length);
  });
  return {
    async current() {
      await expect.poll(() => latest, { message: 'the app sent no bearer token to /api' }).toBeTruthy();
      return latest ?? '';
    },
  };
}

/**
 * The lojista signed in at `path` in a context of its own (not browser.newPage(): axe opens a
 * helper page in it), for a file whose tests share one session (beforeAll); the caller closes
 * `page.context()` afterwards. `token()` is the app's newest bearer token.
 */
export async function openSignedIn(
  browser: Browser,
  path = '/dashboard',
): Promise<{ page: Page; token: () => Promise<string> }> {
  const page = await (await browser.newContext()).newPage();
  const { current } = watchBearer(page);
  await signInToShell(page, 'lojista', path);
  await expectShell(page);
  return { page, token: current };
}

/** GET on the sandbox API with the app's own token, as JSON of the caller's expected shape. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /api${path}`).toBe(200);
  return (await response.json()) as T;
}

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer cents as the portal shows them, with a plain space (Intl puts an NBSP after 'R$'). */
export function brl(cents: number): string {
  return brlFormat.format(cents / 100).replace(/\s/g, ' ');
}

/** Text of an element with NBSPs and runs of whitespace turned into single spaces. */
export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Every toast message the page shows, including ones that only live for a moment before a
 * navigation (the idle logout toast). Register before the page navigates.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__e2eToast', (message: string) => {
    seen.push(message);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eToast: (message: string) => void }).__e2eToast;
    const reported = new WeakSet<Element>();
    /** The portal's live-region toast (`.app-toast`), or an IonToast's `message`. */
    const messageOf = (toast: Element): string => {
      const ionMessage = (toast as Element & { message?: unknown }).message;
      if (typeof ionMessage === 'string') return ionMessage;
      return toast.querySelector('span')?.textContent?.trim() ?? '';
    };
    const scan = () => {
      for (const toast of Array.from(document.querySelectorAll('ion-toast, .app-toast'))) {
        const message = messageOf(toast);
        if (reported.has(toast) || message === '') continue;
        reported.add(toast);
        report(message);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}

export const test = base;
export { expect };
