import type { Locator, Page } from '@playwright/test';
import { expect, sideMenu } from './fixtures';

/*
 * Helpers for screens drawn with Ionic's web components (open shadow roots).
 *
 * What the app renders in an IonModal is slotted into Ionic's wrapper, inside the modal's shadow
 * root. When the dialog role sits on that wrapper (as Ionic puts it), Playwright's role locators
 * find the dialog and its accessibility tree (`ariaSnapshot`, `toMatchAriaSnapshot`) follows the
 * slot, but a locator scoped to it (`dialog.getByRole(…)`, `filter({ hasText })`) does not: the
 * slotted nodes are not its DOM descendants. So these helpers read a dialog's content from its
 * accessibility tree and take its controls from the page while that (modal) dialog is the one
 * open, which holds wherever the app puts the role.
 */

/** A modal dialog by its accessible name, as a dialog or an alertdialog (a warning to answer). */
export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true }).or(page.getByRole('alertdialog', { name, exact: true }));
}

/** What a screen reader reads in `locator` (its accessibility tree, slotted content included). */
export async function accessibleText(locator: Locator): Promise<string> {
  return locator.ariaSnapshot();
}

/**
 * The accessible names of the elements `locator` matches, in order: for Ionic's items and
 * buttons the named element is the native control in the shadow root, whose own text content is
 * empty (the label is slotted), so `allTextContents()` cannot read them.
 */
export async function accessibleNames(locator: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const element of await locator.all()) {
    // `- link "Ver Dashboard":` (quotes escaped) or `- 'link "Lojista: …"'` (YAML-quoted).
    const first = (await element.ariaSnapshot()).split('\n')[0] ?? '';
    const quoted = /^- '?[a-z]+ "((?:[^"\\]|\\.)*)"/.exec(first)?.[1];
    names.push((quoted ?? '').replace(/\\(.)/g, '$1').replace(/''/g, "'"));
  }
  return names;
}

/**
 * Picks `option` of a choice field (an item named '{field} {choice}' that opens its choices as
 * radios in a sheet named by the field). The radio is taken from the page: see the note above.
 */
export async function chooseSheetOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}\\b`) }).click();
  const sheet = page.getByRole('dialog', { name: field, exact: true });
  await expect(sheet).toBeVisible();
  await page.getByRole('radio', { name: option, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: `${field} ${option}`, exact: true })).toBeVisible();
}

/** The options a choice field's sheet offers (opens the sheet, reads its radios, closes it). */
export async function sheetOptions(page: Page, field: string): Promise<string[]> {
  await page.getByRole('button', { name: new RegExp(`^${field}\\b`) }).click();
  const sheet = page.getByRole('dialog', { name: field, exact: true });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  const names = await accessibleNames(page.getByRole('radio'));
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(sheet).toBeHidden();
  return names;
}

/**
 * A finger (here the mouse, which Ionic's gestures also follow) pulling the page down from
 * `from`: pressed, moved down `distance` px in small steps, released.
 */
export async function pullDown(page: Page, from: { x: number; y: number }, distance = 300): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 30;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(from.x, from.y + (distance * step) / steps);
    // Slowly, as a finger: Ionic's gesture reads the movement frame by frame.
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/** A swipe to the left across the open drawer (the gesture that closes Ionic's menu). */
export async function swipeDrawerLeft(page: Page): Promise<void> {
  const box = await sideMenu(page).boundingBox();
  if (!box) throw new Error('the drawer is not on screen');
  const y = box.y + box.height / 2;
  const start = Math.min(box.x + box.width, page.viewportSize()?.width ?? 360) - 40;
  await page.mouse.move(start, y);
  await page.mouse.down();
  const steps = 20;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(start - ((start - 10) * step) / steps, y + step / 4);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/**
 * Nothing on the page is wider than the viewport (no sideways scroll on a phone). With Ionic the
 * page scrolls inside each IonContent (its shadow part 'scroll', which clips sideways overflow
 * instead of scrolling it), so those scrollers are measured too, not only the document.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  const overflow = await page.evaluate(() => {
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      wide.push(`document: ${document.documentElement.scrollWidth}px`);
    }
    for (const host of Array.from(document.querySelectorAll('*'))) {
      const scroller = host.shadowRoot?.querySelector<HTMLElement>('[part~="scroll"]');
      if (!scroller || scroller.clientWidth === 0) continue;
      if (scroller.scrollWidth > scroller.clientWidth) {
        wide.push(`${host.localName}.${host.className}: ${scroller.scrollWidth}px in ${scroller.clientWidth}px`);
      }
    }
    return wide;
  });
  expect(overflow, `wider than the ${width}px viewport`).toEqual([]);
}

/**
 * Every signed-in screen of requirements §2 reached by its path, with its page heading, for the tests
 * that walk them all (strict contract, overflow). Details opened from a list add their own.
 * `feature`: a screen of an optional capability (issue 23), absent from a spec-minimal backend.
 */
export const SIGNED_IN_SCREENS: readonly {
  path: string;
  heading: string;
  feature?: 'anticipation' | 'notifications';
}[] = [
  { path: '/dashboard', heading: 'Início' },
  { path: '/merchant', heading: 'Meu negócio' },
  { path: '/terminals', heading: 'Meus equipamentos' },
  { path: '/plans', heading: 'Meus planos' },
  { path: '/financial/transactions', heading: 'Transações' },
  { path: '/financial/statement', heading: 'Extrato financeiro' },
  { path: '/financial/receivable_units', heading: 'Unidades de recebíveis' },
  { path: '/financial/contract_effects', heading: 'Efeitos de contrato' },
  { path: '/financial/payments', heading: 'Pagamentos' },
  { path: '/financial/anticipation', heading: 'Antecipar recebíveis', feature: 'anticipation' },
  { path: '/paylink/list', heading: 'Links de pagamento' },
  { path: '/billet/list', heading: 'Lista de boletos' },
  { path: '/billet/upload', heading: 'Gerenciar boletos' },
  { path: '/billet/files', heading: 'Arquivos de retorno' },
  { path: '/notifications', heading: 'Notificações', feature: 'notifications' },
  { path: '/notifications/preferences', heading: 'Preferências de notificação', feature: 'notifications' },
];

/** The field-selection and form pages (requirements §2), reached from the screens above. */
export const SIGNED_IN_SUBPAGES: readonly string[] = [
  '/financial/transactions/fields',
  '/financial/statement/fields',
  '/financial/receivable_units/fields',
  '/billet/list/billetfields',
  '/billet/files/fields',
  '/billet/upload/fields',
  '/paylink/create',
];
