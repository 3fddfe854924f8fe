import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectShell,
  fillLoginForm,
  offlineMarker,
  openSideMenu,
  recordToasts,
  signInToShell,
  skipTour,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
} from './fixtures';
import { chooseRadio, expectNoHorizontalScroll, openFilters, reloadAt, search, textField, tick } from './list-helpers';
import { accessibleText, dialogNamed } from './screen-helpers';

/**
 * Issue 10, the merchant's side of payment links, against the real sandbox: create → share
 * (QR, copy, a share queued after saving and done with one tap) → edit → delete; the seeded
 * list; a merchant without e-commerce; offline, the list from the device and sharing.
 *
 * Linux Chromium has no Web Share API: `navigator.share` is stood in for by a recorder that
 * behaves as the browser's does — it refuses without a user gesture (NotAllowedError) and
 * resolves otherwise.
 */

declare global {
  interface Window {
    __shares: ShareData[];
  }
}

async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shares = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        if (!navigator.userActivation.isActive) {
          return Promise.reject(new DOMException('Must be handling a user gesture', 'NotAllowedError'));
        }
        window.__shares.push(data);
        return Promise.resolve();
      },
    });
  });
}

/** 'Parcelas (máximo)' (chooseSheetOption takes the field as a pattern: its parentheses would group). */
async function chooseInstallments(page: Page, option: string): Promise<void> {
  await page.getByRole('button', { name: /^Parcelas \(máximo\)/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Parcelas (máximo)', exact: true });
  await expect(sheet).toBeVisible();
  await page.getByRole('radio', { name: option, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: `Parcelas (máximo) ${option}`, exact: true })).toBeVisible();
}

/** A card's open button (its heading: amount and description), which opens the share page. */
const openCard = (page: Page, index = 0) =>
  linkList(page).getByRole('listitem').nth(index).getByRole('heading').getByRole('button');

const shares = (page: Page) => page.evaluate(() => window.__shares);
const linkList = (page: Page) => page.getByRole('list', { name: 'Links de pagamento' });
const pendingNote = (page: Page) => page.getByText(/^Compartilhamento pendente/);

test('create a link, share it (queued after saving, then one tap), copy it, edit it, delete it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordShares(page);
  const toasts = await recordToasts(page);
  await signInToShell(page, 'lojista', '/paylink/list');
  await expect(linkList(page)).toBeVisible();

  await page.getByRole('link', { name: 'Novo link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Criar link de pagamento' })).toBeVisible();
  // The rules of requirements §5 before anything is sent.
  await page.getByRole('button', { name: 'Criar link', exact: true }).click();
  await expect(page.getByText('O campo Descrição é obrigatório')).toBeVisible();
  await expect(page.getByText('O campo Valor é obrigatório')).toBeVisible();
  await expectNoA11yViolations(page);

  // Every method lojista can offer is ticked on a new link: its 'Boleto' plan too (issue 32).
  const methods = page.getByRole('group', { name: 'Formas de pagamento', exact: true }).getByRole('checkbox');
  await expect(methods).toHaveCount(3);
  for (const name of ['Cartão', 'Boleto', 'Pix']) await expect(methods.filter({ hasText: name })).toBeChecked();
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/paylink-new-360.png` });

  const description = `Bolo de cenoura e2e ${Date.now()}`;
  await textField(page, 'Descrição').fill(description);
  await textField(page, 'Valor').fill('99');
  await textField(page, 'Válido até').click();
  await expect(page.getByText(/^O Valor mínimo aceito é de R\$\s1,00$/)).toBeVisible();
  await textField(page, 'Valor').fill('4990');
  await expect(textField(page, 'Valor')).toHaveValue(/^R\$\s49,90$/);
  await chooseInstallments(page, '3x sem juros');
  await tick(page, 'Formas de pagamento', 'Boleto');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Criar link', exact: true }).click();

  // Saving opens the share page; the share asked for there has no gesture left: it waits.
  await expect(page).toHaveURL(/\/paylink\/share\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: description })).toBeVisible();
  await expect(pendingNote(page)).toBeVisible();
  expect(await shares(page)).toEqual([]);
  const url = (await page.getByText(/\/paylink\/checkout\/[\w-]{22}$/).textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/localhost:\d+\/paylink\/checkout\/[\w-]{22}$/);
  await expect(page.getByRole('img', { name: 'QR code do link de pagamento' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // Reloaded, the queue is still there (on the device, per user): one tap shares it.
  await page.reload();
  await expect(pendingNote(page)).toBeVisible();
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(pendingNote(page)).toBeHidden();
  expect(await shares(page)).toEqual([{ title: 'Link de pagamento', text: expect.stringContaining(description), url }]);

  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toBe(`https://wa.me/?text=${description} — R$\u00a049,90\n${url}`);

  // Edit: the form holds the link; saving goes back to its share page.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar link de pagamento' })).toBeVisible();
  await expect(textField(page, 'Descrição')).toHaveValue(description);
  await expect(page.getByRole('button', { name: 'Parcelas (máximo) 3x sem juros' })).toBeVisible();
  const edited = `${description} (2 kg)`;
  await textField(page, 'Descrição').fill(edited);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('heading', { level: 2, name: edited })).toBeVisible();

  // Delete, from the list, after a confirmation.
  await page.getByRole('link', { name: 'Ver todos os links' }).click();
  await expect(linkList(page).getByText(edited, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Excluir ${edited}` }).click();
  const dialog = dialogNamed(page, 'Excluir link de pagamento?');
  await expect(dialog).toBeVisible();
  expect(await accessibleText(dialog)).toContain('deixará de abrir para os clientes');
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(linkList(page).getByText(edited, { exact: true })).toHaveCount(0);
  expect(toasts).toContain('Link de pagamento excluído.');
});

test('the seeded list: statuses in words, filters, more on scroll, no sideways scroll, axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToShell(page, 'lojista', '/paylink/list');
  const summary = page.getByText(/^\d+ links$/);
  await expect(summary).toBeVisible();
  const total = Number(((await summary.textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  await expect(linkList(page).getByRole('listitem')).toHaveCount(10);
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);

  // Infinite scroll: nearing the end loads the next page.
  await linkList(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(linkList(page).getByRole('listitem')).toHaveCount(20, { timeout: 15_000 });

  await openFilters(page);
  await chooseRadio(page, 'Status', 'Pago');
  await search(page);
  await expect(page).toHaveURL(/status=PAID/);
  const cards = linkList(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByText('Pago', { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+ pagamentos? · R\$/)).toBeVisible();
  }

  // A tablet: the table, and still nothing scrolls sideways but the table itself.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('table', { name: 'Links de pagamento' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Wide screens: a table with the actions of each row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: 'Links de pagamento' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ações' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a merchant without e-commerce has no paylink menu, and the screen says why', async ({ page }) => {
  await signInToShell(page, 'operador');
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Meus equipamentos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Link de pagamento/ })).toHaveCount(0);

  await page.goto('/paylink/list');
  await expectShell(page);
  // On the screen (the same words also come as requirements §8's toast, outside the page's content).
  await expect(page.locator('ion-content').getByText('E-commerce não habilitado para este lojista.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Novo link' })).toHaveCount(0);
});

test('offline: the list reloads from the device, a link still shares, writes say why not', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await recordShares(page);
  await page.goto('/paylink/list');
  await fillLoginForm(page, 'lojista', 'lojista');
  await skipTour(page);
  await waitForServiceWorker(page);
  const first = linkList(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const heading = ((await first.getByRole('heading').textContent()) ?? '').trim();
  await waitForPersistedCache(page, ['paylinks']);

  await context.setOffline(true);
  try {
    await reloadAt(page, '/paylink/list');
    await expect(offlineMarker(page)).toBeVisible({ timeout: 20_000 });
    await expect(linkList(page).getByRole('listitem').first().getByRole('heading')).toHaveText(heading);
    await expect(page.getByText(/^Indisponível offline/).first()).toBeVisible();
    await expect(
      linkList(page)
        .getByRole('button', { name: /^Excluir / })
        .first(),
    ).toBeDisabled();

    // Its share page opens from the cached list, and the share needs no server.
    await openCard(page).click();
    await expect(page).toHaveURL(/\/paylink\/share\/\d+$/);
    await expect(page.getByRole('img', { name: 'QR code do link de pagamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
    await expect.poll(async () => (await shares(page)).length).toBe(1);
  } finally {
    await context.setOffline(false);
  }
});
