import type { Page } from '@playwright/test';
import { IDLE_PORT } from '../playwright.config';
import { expect, expectLoginForm, expectShell, recordToasts, signInToShell, test } from './fixtures';
import { accessibleText, dialogNamed } from './screen-helpers';

/** The sandbox on IDLE_PORT has a 4 s idle limit; the countdown is 10 s (requirements §4). */
test.use({ baseURL: `http://localhost:${IDLE_PORT}` });

const COUNTDOWN = /Você será desconectado em (\d+) segundos?\./;

function idleDialog(page: Page) {
  return dialogNamed(page, 'Sessão expirada');
}

/** The countdown the dialog reads out (its text is slotted into Ionic's modal: see screen-helpers). */
async function secondsLeft(page: Page): Promise<number> {
  const text = await accessibleText(idleDialog(page));
  const match = COUNTDOWN.exec(text);
  expect(match, `countdown in "${text}"`).not.toBeNull();
  return Number(match?.[1]);
}

test('idle: Sessão expirada with a countdown, the toast, then the login form', async ({ page }) => {
  test.setTimeout(60_000);
  const toasts = await recordToasts(page);
  await signInToShell(page, 'lojista');
  await expectShell(page);

  const dialog = idleDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toMatchAriaSnapshot(`
    - heading "Sessão expirada"
    - paragraph: /Não houve atividade por mais de 4 segundos\\./
    - button "Continuar conectado"
  `);
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(1);
  expect(first).toBeLessThanOrEqual(10);
  // It counts down.
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(first);

  await expectLoginForm(page);
  expect(toasts).toContain('Deslogando usuário...');
});

test('activity during the countdown cancels it: mouse move, then key press', async ({ page }) => {
  test.setTimeout(60_000);
  await signInToShell(page, 'lojista');
  await expectShell(page);
  const dialog = idleDialog(page);

  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await expect(dialog).toBeHidden();
  await expectShell(page);

  // Idle again: the dialog comes back after the limit, and a key press cancels it too.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Shift');
  await expect(dialog).toBeHidden();

  // Still signed in, on the same screen.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectShell(page);
});
