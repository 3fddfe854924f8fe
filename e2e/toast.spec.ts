import { expect, signInToShell, test } from './fixtures';

/**
 * A toast closes after 4 s and the screen stays: Ionic takes a dismissed inline toast out of the
 * DOM itself, and a host that unmounted it then made React throw and the app fall to its error
 * page (found with the boleto screens; every toast of the portal did it).
 */
test('a toast closes after its 4 seconds and the screen stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInToShell(page, 'vendedor', '/paylink/create');
  // Its own link (the paylink specs use this merchant too, in parallel).
  const description = `Toast ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await page.getByRole('textbox', { name: 'Valor' }).fill('10,00');
  await page.getByRole('button', { name: 'Criar link' }).click();
  await expect(page).toHaveURL(/\/paylink\/share\//);
  await page.goto('/paylink/list');
  await page
    .getByRole('button', { name: /^Excluir / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Link de pagamento excluído.')).toBeVisible();
  await expect(page.getByText('Link de pagamento excluído.')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Links de pagamento' })).toBeVisible();
  expect(errors.filter((e) => e.includes('removeChild'))).toEqual([]);
});
