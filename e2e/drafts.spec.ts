import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectShell,
  logoutThroughMenu,
  signInToShell,
  storedKeys,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
  signedInSilently,
} from './fixtures';
import { expectNoHorizontalScroll, reloadAt, textField } from './list-helpers';

/**
 * The offline design (docs/decisions/023): forms keep a per-user draft on the device until sent or
 * discarded; a reload, a reconnect or a sign-in round trip offers it back; sending offline is
 * refused with one message and the draft stays; logout wipes it.
 */

const OFFLINE_MESSAGE = 'Sem conexão: não é possível enviar agora. O que você digitou fica salvo neste aparelho.';

/** Draft keys on the device: localStorage (where drafts live) and IndexedDB (nothing may hide there). */
async function drafts(page: Page): Promise<string[]> {
  const local = await page.evaluate(() => Object.keys(localStorage));
  return [...local, ...(await storedKeys(page))].filter((key) => key.startsWith('pdv:draft:'));
}

/** The draft of form `formId` is on the device (written at most a second after the typing). */
async function expectDraftStored(page: Page, formId: string): Promise<void> {
  await expect
    .poll(async () => (await drafts(page)).some((key) => key.endsWith(`:${encodeURIComponent(formId)}`)), {
      timeout: 10_000,
    })
    .toBe(true);
}

const offer = (page: Page) => page.getByRole('region', { name: 'Rascunho não enviado' });

async function typeLink(page: Page, description: string): Promise<void> {
  await textField(page, 'Descrição').fill(description);
  await textField(page, 'Valor').fill('4990');
  await expect(textField(page, 'Valor')).toHaveValue(/^R\$\s49,90$/);
}

async function expectLinkTyped(page: Page, description: string): Promise<void> {
  await expect(textField(page, 'Descrição')).toHaveValue(description);
  await expect(textField(page, 'Valor')).toHaveValue(/^R\$\s49,90$/);
}

test('a payment link typed, then the page reloads: "Continuar rascunho" fills it, creating it deletes the draft', async ({
  page,
}) => {
  await signInToShell(page, 'lojista', '/paylink/create');
  const description = `Rascunho e2e ${Date.now()}`;
  await typeLink(page, description);
  await expectDraftStored(page, 'paylink:new');

  await page.reload();
  await expectShell(page);
  await expect(offer(page)).toContainText(
    /Há um rascunho de link novo salvo neste aparelho em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
  );
  // The form waits for the choice: nothing half-filled under the offer.
  await expect(textField(page, 'Descrição')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('draft-offer-360.png') });

  await offer(page).getByRole('button', { name: 'Continuar rascunho' }).click();
  await expectLinkTyped(page, description);
  await page.getByRole('button', { name: 'Criar link', exact: true }).click();
  await expect(page).toHaveURL(/\/paylink\/share\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: description })).toBeVisible();
  await expect.poll(() => drafts(page)).toEqual([]);
});

/**
 * Back online after an offline start: the page does not reload (issue 19 §1); the identity
 * server's session is still on, so the app signs in again silently and the typing stays in the form.
 */
async function backOnlineAndSignIn(page: Page, context: BrowserContext, description: string): Promise<void> {
  await context.setOffline(false);
  await expectLinkTyped(page, description);
  await signedInSilently(page);
}

test('typed offline after an offline start: sending is refused with the message, the draft survives the reconnect, logout wipes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInToShell(page, 'lojista', '/paylink/create');
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, ['merchant']);

  const description = `Offline e2e ${Date.now()}`;
  await context.setOffline(true);
  try {
    // Opened from cold offline, as in the field.
    await reloadAt(page, '/paylink/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar link de pagamento' })).toBeVisible({
      timeout: 20_000,
    });
    await typeLink(page, description);
    const send = page.getByRole('button', { name: 'Criar link', exact: true });
    await expect(send).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();
    // Enter in a field sends nothing either.
    await textField(page, 'Descrição').press('Enter');
    await expect(page).toHaveURL(/\/paylink\/create$/);
    await expectDraftStored(page, 'paylink:new');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('draft-refused-offline-360.png') });
  } catch (error) {
    await context.setOffline(false);
    throw error;
  }
  await backOnlineAndSignIn(page, context, description);
  await expectLinkTyped(page, description);
  await expect(page.getByRole('button', { name: 'Criar link', exact: true })).toBeEnabled({ timeout: 20_000 });

  await logoutThroughMenu(page);
  expect(await drafts(page)).toEqual([]);
});

test('a new boleto typed in its sheet is offered on the page after a reload, with a field shown only after a choice', async ({
  page,
}) => {
  await signInToShell(page, 'lojista', '/billet/upload');
  await page.getByRole('button', { name: 'Novo boleto' }).click();
  const sheet = page.getByRole('dialog', { name: 'Novo boleto' });
  await expect(sheet).toBeVisible();
  await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('123,45');
  await page.getByRole('radiogroup', { name: 'Multa' }).getByRole('radio', { name: 'Valor' }).click();
  await page.getByRole('textbox', { name: 'Valor da multa' }).fill('5,00');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ana Rascunho');
  await expectDraftStored(page, 'billet-upload:new');

  await page.reload();
  await expect(offer(page)).toContainText('Há um rascunho de boleto novo salvo neste aparelho');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('draft-offer-boleto-360.png') });
  await offer(page).getByRole('button', { name: 'Continuar rascunho' }).click();
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('123,45');
  await expect(page.getByRole('textbox', { name: 'Valor da multa' })).toHaveValue('5,00');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ana Rascunho');

  // Leaving keeps it (offered on the page again); 'Descartar' deletes it.
  // Ionic slots a sheet's content into its dialog: its buttons are found from the page.
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(offer(page)).toBeVisible();
  await offer(page).getByRole('button', { name: 'Descartar' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect.poll(() => drafts(page)).toEqual([]);
});
