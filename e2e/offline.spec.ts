import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  DASHBOARD_WITH_SALES,
  expect,
  expectShell,
  fillLoginForm,
  headerMerchantName,
  logoutThroughMenu,
  offlineMarker,
  openSideMenu,
  shownStatsRoot,
  signedInSilently,
  signInToShell,
  skipTour,
  storedKeys,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';
import { EVIL, HOSTILE_NODES, HOSTILE_STYLES } from '../src/offline/snapshot/testing/hostile-corpus';
import { inertProblems } from '../src/offline/snapshot/testing/expect-inert';

/**
 * The offline design (decisions 004 and 010): screens seen online reload offline from the persisted cache with
 * the 'offline desde … — dados de' marker; an unreachable identity server starts read-only; logout
 * wipes the device.
 */

interface Screen {
  path: string;
  /** The leading segments of the screen's persisted query key, or how to read them off the screen. */
  query: string | ((page: Page) => Promise<string>);
  /** An element whose text is the screen's data (compared online vs offline). */
  data: (page: Page) => Locator;
}

// In the app's root: not in the picture of the last screen an offline start paints first.
const dd = (page: Page, label: string) =>
  page
    .locator('#root dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

const SCREENS: Screen[] = [
  { path: DASHBOARD_WITH_SALES, query: shownStatsRoot, data: (page) => dd(page, 'Valor bruto') },
  { path: '/merchant', query: 'merchant', data: (page) => dd(page, 'Nome | Razão Social') },
  { path: '/terminals', query: 'terminals', data: (page) => dd(page, 'Nº de série').first() },
  { path: '/plans', query: 'sales-plans', data: (page) => page.getByRole('table').first().locator('tbody tr').first() },
];
const rootOf = (screen: Screen, page: Page): Promise<string> =>
  typeof screen.query === 'string' ? Promise.resolve(screen.query) : screen.query(page);
// Each screen's own period is waited for on its visit: here the roots alone.
const PERSISTED = SCREENS.map((screen) => (typeof screen.query === 'string' ? screen.query : 'dashboard/stats'));

/** Visits every screen online and returns what each showed. */
async function visitScreensOnline(page: Page): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expectShell(page);
    const data = screen.data(page);
    await expect(data).toBeVisible();
    await expect(data).not.toHaveText('');
    shown.set(screen.path, (await data.textContent()) ?? '');
    // The cache is written at most once a second: wait for it before the next full page load
    // (see the pagehide test below for what happens otherwise).
    await waitForPersistedCache(page, [await rootOf(screen, page)]);
  }
  return shown;
}

/**
 * Reloads the page at `path`, the way an installed app is reopened on a screen. Offline, a new
 * navigation of a worker-controlled page (page.goto, or even `location.href = …`) is now and
 * then turned by Chromium into a reload of the CURRENT URL (seen in ~1 of 10 navigations here,
 * with no script-initiated reload from the page), so the URL is set first and then reloaded.
 */
async function reloadAt(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => history.replaceState(history.state, '', target), path);
  await page.reload();
  // The path may carry a query ('?period=7d'): compare it literally.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The dashboard's total as shown online, once the persisted cache holds it. */
async function dashboardTotalSaved(page: Page): Promise<{ total: Locator; amount: string }> {
  const total = dd(page, 'Valor bruto');
  await expect(total).toBeVisible();
  const amount = (await total.textContent()) ?? '';
  await waitForPersistedCache(page, [await shownStatsRoot(page), 'merchant']);
  return { total, amount };
}

/** A snapshot of the last screen is on the device (decision 011; in localStorage). */
async function expectSnapshotStored(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pdv:snapshot') !== null), { timeout: 15_000 })
    .toBe(true);
}

/**
 * The network comes back: the identity server's session is still on, so the read-only portal
 * signs in again silently on the same screen and the marker goes (decision 022). Also lets the
 * page settle before the context closes.
 */
async function backOnline(page: Page, context: BrowserContext): Promise<void> {
  const path = await page.evaluate(() => location.pathname + location.search);
  await context.setOffline(false);
  await signedInSilently(page);
  await expectShell(page);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

test('each screen seen online reloads offline from the cache, with the offline marker', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);
  const online = await visitScreensOnline(page);
  await waitForPersistedCache(page, PERSISTED);

  await context.setOffline(true);
  try {
    for (const screen of SCREENS) {
      await reloadAt(page, screen.path);
      await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
      await expect(screen.data(page)).toHaveText(online.get(screen.path) ?? '');
      await expect(page.locator('#username')).toHaveCount(0);
    }
    await backOnline(page, context);
  } finally {
    await context.setOffline(false);
  }
});

test("identity server unreachable at start: the last user's cached dashboard, read-only", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  const name = await headerMerchantName(page);
  expect(name).not.toBe('');
  const { total, amount } = await dashboardTotalSaved(page);

  // A network failure for every identity call (not a mock answer).
  await page.route('**/realms/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(offlineMarker(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\?period=7d$/);
  await expect(total).toHaveText(amount);
  expect(await headerMerchantName(page)).toBe(name);
  await expect(page.locator('#username')).toHaveCount(0);
});

/** What the offline snapshot layer (decisions 011 and 013) showed while it was there. */
interface SeenLayer {
  text: string;
  inert: boolean;
  hidden: boolean;
  /** Its Ionic copies and the shadow roots painted on them. */
  customElements: number;
  shadowRoots: number;
}

/**
 * Records, from the page's first script on, each offline snapshot layer painted: what it showed,
 * whether it was inert and hidden from assistive tech, and the layer itself with the stylesheets
 * the document adopted for it (in `__layers`, to inspect after the app has removed it).
 */
function watchSnapshotLayer(): void {
  const seen: SeenLayer[] = [];
  const layers: { node: HTMLElement; sheets: CSSStyleSheet[] }[] = [];
  Object.assign(window, { __snapshots: seen, __layers: layers });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of Array.from(record.addedNodes))
        if (node instanceof HTMLElement && node.id === 'offline-snapshot') {
          const all = Array.from(node.querySelectorAll('*'));
          seen.push({
            text: node.textContent ?? '',
            inert: node.inert,
            hidden: node.getAttribute('aria-hidden') === 'true',
            customElements: all.filter((element) => element.localName.includes('-')).length,
            shadowRoots: all.filter((element) => element.shadowRoot).length,
          });
          layers.push({ node, sheets: [...document.adoptedStyleSheets] });
        }
  }).observe(document, { childList: true, subtree: true }); // not documentElement: none yet this early
}

const seenLayers = (page: Page) => page.evaluate(() => (window as unknown as { __snapshots: SeenLayer[] }).__snapshots);

/** The stored snapshot's address, once one is stored (it is saved when the page is idle). */
const storedSnapshotPath = (page: Page) =>
  page.evaluate(() => {
    const stored = localStorage.getItem('pdv:snapshot');
    return stored === null ? undefined : (JSON.parse(stored) as { path: string }).path;
  });

test('offline, the last screen is painted at once from the device, then the app takes over', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  await waitForServiceWorker(page);
  const { total, amount } = await dashboardTotalSaved(page);
  await expectSnapshotStored(page);

  await page.addInitScript(watchSnapshotLayer);
  await context.setOffline(true);
  try {
    await reloadAt(page, DASHBOARD_WITH_SALES);
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#offline-snapshot')).toHaveCount(0);
    const seen = await seenLayers(page);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ inert: true, hidden: true });
    expect(seen[0]?.text).toContain(amount);
    expect(seen[0]?.text).toMatch(/offline desde [\d/: ]+ — dados de \d{2}\/\d{2}\/\d{4}/);
    // The app's own screen, with the same figures.
    await expect(total).toHaveText(amount);

    // Another screen than the one pictured: no picture, the app alone.
    await reloadAt(page, '/merchant');
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __snapshots: unknown[] }).__snapshots)).toHaveLength(0);
    await backOnline(page, context);
  } finally {
    await context.setOffline(false);
  }
});

test("after a start under the picture, the app's sheets and menus answer (the picture holds no ion-app)", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista', '/financial/transactions');
  await waitForServiceWorker(page);
  const sales = page.getByRole('list', { name: 'Vendas' }).getByRole('listitem');
  await expect(sales.first()).toBeVisible();
  await waitForPersistedCache(page, ['transactions']);
  await expectSnapshotStored(page);

  await page.addInitScript(watchSnapshotLayer);
  await context.setOffline(true);
  try {
    await reloadAt(page, '/financial/transactions');
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#offline-snapshot')).toHaveCount(0);
    expect(await seenLayers(page)).toHaveLength(1);
    // The picture's copy of Ionic's root once received the app's modals and popovers: their
    // buttons then did nothing once it was gone ('Fechar' left the sale open, 'Sair' did not sign out).
    await sales.first().getByRole('button').first().click();
    const sheet = page.getByRole('dialog', { name: /^Venda \d+$/ });
    await expect(sheet).toBeVisible();
    // (The dialog role is on the modal's shadow part: its buttons are slotted, not inside it.)
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL((url) => !url.searchParams.has('sale'));
    // Back online, still without tokens (this page started offline): 'Sair' ends the identity
    // server's session too, or the next visit would sign the user straight back in.
    await context.setOffline(false);
    await logoutThroughMenu(page);
    await page.goto('/dashboard');
    await expect(page.locator('#username')).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.setOffline(false);
  }
});

test("identity server unreachable and nobody's data on the device: the 'Sem conexão' page", async ({ page }) => {
  await page.route('**/realms/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('logout wipes IndexedDB; a second user then sees nothing of the first, online or offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);
  const lojistaMerchant = await headerMerchantName(page);
  const lojistaOnline = await visitScreensOnline(page);
  await waitForPersistedCache(page, PERSISTED);

  // The last screen's snapshot is on the device too (in localStorage), until the logout.
  await expectSnapshotStored(page);
  await logoutThroughMenu(page);
  expect((await storedKeys(page)).filter((key) => key.startsWith('pdv:'))).toEqual([]);
  // (A kc-callback-* key there is the new sign-in the login form is waiting for.)
  const localKeys = await page.evaluate(() => Object.keys(localStorage));
  expect(localKeys.filter((key) => key.startsWith('pdv:'))).toEqual([]);

  // The next person on the same phone: operador (merchant 2).
  await fillLoginForm(page, 'operador', 'operador');
  await skipTour(page);
  await expectShell(page);
  const operadorMerchant = await headerMerchantName(page);
  expect(operadorMerchant).not.toBe(lojistaMerchant);
  await page.goto('/merchant');
  await expect(dd(page, 'Cód. Lojista')).toHaveText('2');
  await expect(dd(page, 'Nome | Razão Social')).not.toHaveText(lojistaOnline.get('/merchant') ?? '');
  await waitForPersistedCache(page, ['merchant']);
  expect((await storedKeys(page)).filter((key) => key.startsWith('pdv:cache:'))).toHaveLength(1);

  // Offline, the device has operador's data only.
  await context.setOffline(true);
  try {
    await reloadAt(page, '/merchant');
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(dd(page, 'Cód. Lojista')).toHaveText('2');
    expect(await headerMerchantName(page)).toBe(operadorMerchant);
    await expect(page.getByText(lojistaOnline.get('/merchant') ?? '', { exact: true })).toHaveCount(0);
    await backOnline(page, context);
  } finally {
    await context.setOffline(false);
  }
});

/** Whether the service worker holds a copy of /config for an offline start. */
const configCached = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).length > 0 && (await caches.match('/config')) !== undefined);

test('first visit, then offline: the app starts from the cache (the config copy is there)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // One sign-in, the service worker installs and takes over the page; no reload afterwards,
  // as when a merchant opens the portal once and later reopens it with no signal.
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  await waitForServiceWorker(page);
  const { total, amount } = await dashboardTotalSaved(page);

  await context.setOffline(true);
  try {
    await reloadAt(page, DASHBOARD_WITH_SALES);
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(total).toHaveText(amount);
    await backOnline(page, context);
  } finally {
    await context.setOffline(false);
  }
});

test('a screen seen just before the signal drops still reloads offline (the pagehide flush)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista');
  await waitForServiceWorker(page);
  // A load under the worker caches /config, so only the data can be missing below.
  await page.reload();
  await expectShell(page);
  await expect.poll(() => configCached(page)).toBe(true);
  await waitForPersistedCache(page, [await shownStatsRoot(page), 'merchant']);

  // Client-side navigation, as a merchant taps through the menu.
  const nav = await openSideMenu(page);
  await nav.getByText('Meus equipamentos', { exact: true }).click();
  const serial = dd(page, 'Nº de série').first();
  await expect(serial).toBeVisible();
  const shown = (await serial.textContent()) ?? '';

  // Less than the 1 s write throttle later the signal drops and the app is reopened: the
  // `pagehide` flush is what must have saved the terminals.
  await context.setOffline(true);
  try {
    await reloadAt(page, '/terminals');
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(dd(page, 'Nº de série').first()).toHaveText(shown);
    await backOnline(page, context);
  } finally {
    await context.setOffline(false);
  }
});

/** Every screen whose data is persisted (decision 010), each with the data it shows. */
const PICTURED: Screen[] = [
  ...SCREENS.filter((screen) => screen.query !== 'sales-plans'),
  // The picture keeps what shows at the top of the page: on a phone, the plan named in the
  // simulator's channel choice ('POS (Plano POS Varejo)'), not the fee tables below it.
  {
    path: '/plans',
    query: 'sales-plans',
    data: (page) =>
      page
        .locator('#root')
        .getByText(/^\S.* \(.+\)$/)
        .first(),
  },
  // The lists' totals, at the top of their screens ('177.493 recebíveis', '91.401 vendas').
  {
    path: '/financial/statement',
    query: 'statement',
    data: (page) => page.locator('#root').getByText(/^[\d.]+ recebíve(l|is)$/),
  },
  // The first day of the calendar with its total ('1 28,5 mil').
  { path: '/financial/payments', query: 'payments', data: (page) => page.locator('#root [data-date]').first() },
  {
    path: '/financial/transactions',
    query: 'transactions',
    data: (page) => page.locator('#root').getByText(/^[\d.]+ vendas?$/),
  },
  // The payment links' count ('36 links'), above their cards.
  { path: '/paylink/list', query: 'paylinks', data: (page) => page.locator('#root').getByText(/^[\d.]+ links?$/) },
  // The boletos' count ('24 boletos'), above their cards.
  { path: '/billet/list', query: 'billets', data: (page) => page.locator('#root').getByText(/^[\d.]+ boletos?$/) },
];

test('offline, every persisted screen is painted at once from the device, then the app takes over', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  // The lists first: run after the others, the statement's list sometimes never rendered online
  // (its request answered, the screen stayed on its skeleton): an app issue seen while writing
  // this test, not the snapshot's.
  for (const screen of [...PICTURED].reverse()) {
    // A browser profile per screen: after an offline spell under Playwright's network emulation,
    // the app's next uncached lists here never fetch (seen with the transactions, statement and
    // payments lists; an app issue to look into, not the snapshot's).
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signInToShell(page, 'lojista', screen.path);
      await waitForServiceWorker(page);
      await context.addInitScript(watchSnapshotLayer);
      const data = screen.data(page);
      // The sandbox's 100k-row lists can take a while on a busy machine; a list now and then stays
      // on its skeleton although its request was answered (an app issue seen while writing this
      // test, not the snapshot's): one reload then.
      await data.waitFor({ timeout: 30_000 }).catch(() => page.reload());
      await expect(data).toBeVisible({ timeout: 60_000 });
      await expect(data).not.toHaveText('');
      // The statement's totals come a moment after its list.
      await expect(data).not.toContainText('Carregando', { timeout: 60_000 });
      const shown = ((await data.textContent()) ?? '').trim();
      await waitForPersistedCache(page, [await rootOf(screen, page)]);
      await expect.poll(() => storedSnapshotPath(page), { timeout: 45_000, message: screen.path }).toBe(screen.path);

      await context.setOffline(true);
      await reloadAt(page, screen.path);
      await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('#offline-snapshot')).toHaveCount(0);
      const seen = await seenLayers(page);
      expect(seen, screen.path).toHaveLength(1);
      expect(seen[0], screen.path).toMatchObject({ inert: true, hidden: true });
      expect(seen[0]?.text, screen.path).toContain(shown);
      expect(seen[0]?.text, screen.path).toMatch(/offline desde [\d/: ]+ — dados de \d{2}\/\d{2}\/\d{4}/);
      test.info().annotations.push({
        type: 'picture',
        description: `${screen.path}: ${seen[0]?.customElements} custom elements, ${seen[0]?.shadowRoots} shadow roots`,
      });
      // The app's own screen, with the same data.
      await expect(data).toHaveText(shown);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  }
});

test('a tampered snapshot on the device paints nothing that runs or loads, and the screen still paints', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista', DASHBOARD_WITH_SALES);
  await waitForServiceWorker(page);
  const { total, amount } = await dashboardTotalSaved(page);
  await expect.poll(() => storedSnapshotPath(page), { timeout: 20_000 }).toBe(DASHBOARD_WITH_SALES);
  const [stored, storedStyles] = await page.evaluate(() => [
    localStorage.getItem('pdv:snapshot'),
    localStorage.getItem('pdv:snapshot:styles'),
  ]);
  const record = JSON.parse(stored ?? '{}') as { tree: unknown[]; sheets: number[] };
  const styles = JSON.parse(storedStyles ?? '{}') as { styles: string[] };
  const hostile = HOSTILE_STYLES.map((_, index) => styles.styles.length + index);
  styles.styles.push(...HOSTILE_STYLES);
  record.sheets.push(...hostile);
  record.tree.push({
    t: 'div',
    a: [],
    c: [
      ...HOSTILE_NODES.map(([, node]) => node),
      { t: 'ion-card', a: [], c: ['cartão'], s: { c: [{ t: 'slot', a: [], c: [] }], y: hostile } },
    ],
  });
  // Written at the start of the next document, after this page's own last capture (pagehide).
  await page.addInitScript(
    ([plantedRecord, plantedStyles]) => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      localStorage.setItem('pdv:snapshot', plantedRecord);
      localStorage.setItem('pdv:snapshot:styles', plantedStyles);
    },
    [JSON.stringify(record), JSON.stringify(styles)] as const,
  );
  await page.addInitScript(watchSnapshotLayer);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await context.setOffline(true);
  try {
    await reloadAt(page, DASHBOARD_WITH_SALES);
    await expect(offlineMarker(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#offline-snapshot')).toHaveCount(0);
    const seen = await seenLayers(page);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.text).toContain(amount);
    expect(seen[0]?.text).toContain('cartão');
    const layer = await page.evaluateHandle(
      () => (window as unknown as { __layers: { node: HTMLElement }[] }).__layers[0]?.node as HTMLElement,
    );
    expect(await layer.evaluate(inertProblems as (node: HTMLElement) => string[])).toEqual([]);
    const documentSheets = await page.evaluate(() =>
      (window as unknown as { __layers: { sheets: CSSStyleSheet[] }[] }).__layers[0]?.sheets.map((sheet) =>
        Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'),
      ),
    );
    expect(documentSheets?.length).toBeGreaterThan(HOSTILE_STYLES.length);
    expect(
      documentSheets?.filter((css) =>
        /url\(|image-set\(|(?<!named-)image\(|expression\(|@import|@font-face|@namespace/i.test(css),
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(requests.filter((url) => url.includes(new URL(EVIL).host))).toEqual([]);
    // The app's own screen took over, with its figures.
    await expect(total).toHaveText(amount);
  } finally {
    await context.setOffline(false);
  }
});
