import type { Locator, Page } from '@playwright/test';
import {
  closeSideMenu,
  DASHBOARD_WITH_SALES,
  expect,
  expectLoginForm,
  expectNoA11yViolations,
  expectShell,
  merchantButton,
  openSideMenu,
  openSignedIn,
  openUserMenu,
  skipTour,
  test,
} from './fixtures';
import { dialogNamed } from './screen-helpers';

/**
 * axe-core (WCAG 2.x A/AA + target-size) on every screen, with one sign-in shared by the file.
 * Not `serial` on purpose: a violation on one screen must not hide the others' (serial mode
 * skips the rest after a failure). Every test navigates on its own, so after a failure the
 * next worker's `beforeAll` signs in again and the run goes on.
 */
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ page } = await openSignedIn(browser));
  expect(page.viewportSize()).toEqual({ width: 360, height: 800 });
});
test.afterAll(() => page.context().close());

test('login page', async ({ page: fresh }) => {
  await fresh.goto('/dashboard');
  await expectLoginForm(fresh);
  await expectNoA11yViolations(fresh);
});

const dd = (label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

const SCREENS: { name: string; path: string; ready: () => Locator }[] = [
  { name: 'dashboard', path: DASHBOARD_WITH_SALES, ready: () => dd('Valor bruto') },
  { name: 'merchant', path: '/merchant', ready: () => dd('Cód. Lojista') },
  { name: 'terminals', path: '/terminals', ready: () => dd('Nº de série').first() },
  { name: 'plans', path: '/plans', ready: () => page.getByRole('table').first() },
  {
    name: "an 'em breve' screen (payment links)",
    path: '/paylink/list',
    ready: () => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'notifications (the bell)',
    path: '/notifications',
    ready: () =>
      page.getByText('Nenhuma notificação ainda').or(page.getByRole('list', { name: 'Notificações recentes' })),
  },
  {
    name: 'notification preferences',
    path: '/notifications/preferences',
    ready: () => page.getByRole('list', { name: 'O que avisar' }),
  },
  {
    name: '404 page',
    path: '/pagina-que-nao-existe',
    ready: () => page.getByRole('heading', { name: 'Página não encontrada :(' }),
  },
];

for (const screen of SCREENS) {
  test(screen.name, async () => {
    await page.goto(screen.path);
    await expect(screen.ready()).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page);
  });
}

test('menu drawer open', async () => {
  await page.goto(DASHBOARD_WITH_SALES);
  await expect(dd('Valor bruto')).toBeVisible();
  await openSideMenu(page);
  await expectNoA11yViolations(page);
  await closeSideMenu(page);
});

test('user popover open', async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  await openUserMenu(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Menu do usuário' })).toBeHidden();
});

test('merchant popover open', async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  await merchantButton(page).click();
  const popover = page.getByRole('dialog', { name: 'Resumo do lojista' });
  await expect(popover).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test('choice sheet open (the simulator’s Bandeira)', async () => {
  await page.goto('/plans');
  await page.getByRole('button', { name: /^Bandeira\b/ }).click();
  const sheet = dialogNamed(page, 'Bandeira');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('first-run tour dialog (replayed from the user menu)', async () => {
  await page.goto('/dashboard');
  await expectShell(page);
  const list = await openUserMenu(page);
  await list.getByRole('button', { name: 'Ver o tour novamente' }).click();
  await expect(page.getByRole('button', { name: 'Pular' })).toBeVisible();
  await expectNoA11yViolations(page);
  await skipTour(page);
});
