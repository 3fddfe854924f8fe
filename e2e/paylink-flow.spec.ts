import { apiGet, expect, expectNoA11yViolations, plain, signInToShell, test, watchBearer } from './fixtures';
import { textField } from './list-helpers';

/**
 * Issue 10's whole flow, one merchant and one customer on phones, against the real sandbox:
 * the merchant ('vendedor', merchant 3) creates a link on the portal, the customer opens it in a
 * browser of their own and pays by card, gets the receipt, and the sale is at once in the
 * merchant's transactions (from the API the screen reads, and on the screen).
 */

interface Sale {
  transaction_id: number;
  amount: number;
  status: string;
}

test('a link created on the portal is paid by card by a customer and its sale shows in transactions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = watchBearer(page).current;
  await signInToShell(page, 'vendedor', '/paylink/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar link de pagamento' })).toBeVisible();
  // No 'Boleto' plan: card and Pix are ticked, Boleto is not offered (issue 32).
  const methods = page.getByRole('group', { name: 'Formas de pagamento', exact: true }).getByRole('checkbox');
  await expect(methods).toHaveCount(2);
  for (const name of ['Cartão', 'Pix']) await expect(methods.filter({ hasText: name })).toBeChecked();

  // A price no seeded sale of this merchant has, so the new sale is told apart.
  const cents = 3_000 + (Date.now() % 997);
  const price = `R$\u00a0${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  const description = `Encomenda e2e ${Date.now()}`;
  await textField(page, 'Descrição').fill(description);
  await textField(page, 'Valor').fill(String(cents));
  await expect(textField(page, 'Valor')).toHaveValue(price);
  await page.getByRole('button', { name: 'Criar link', exact: true }).click();

  await expect(page).toHaveURL(/\/paylink\/share\/\d+$/);
  const url = plain((await page.getByText(/\/paylink\/checkout\/[\w-]{22}$/).textContent()) ?? '');
  expect(url).toMatch(/^http:\/\/localhost:\d+\/paylink\/checkout\/[\w-]{22}$/);

  // The customer: a browser of their own, no session.
  const customer = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const checkout = await customer.newPage();
    await checkout.goto(url);
    await expect(checkout.getByText(description)).toBeVisible();
    await expect(checkout.getByRole('banner')).toContainText('Ateliê Araucária');
    // One page (issue 22): the form's default methods are card and Pix, the card's tab first.
    await expect(checkout.getByRole('tab', { name: 'Cartão' })).toHaveAttribute('aria-selected', 'true');
    await checkout.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
    await checkout.getByLabel('Nome impresso no cartão').fill('Joana Prado');
    await checkout.getByLabel('Validade').fill('11/31');
    await checkout.getByLabel('CVV').fill('321');
    await checkout.getByLabel('Nome', { exact: true }).fill('Joana Prado');
    await checkout.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await checkout.getByLabel('E-mail').fill('joana@example.com');
    await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(checkout.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
    // The heading shows while the receipt still loads ('Carregando…'): wait for its details.
    await expect(checkout.getByText('Visa final 1111')).toBeVisible();
    const receipt = plain(await checkout.locator('main').innerText());
    expect(receipt).toContain(price.replace('\u00a0', ' '));
    expect(receipt).not.toContain('4111 1111');
  } finally {
    await customer.close();
  }

  // The merchant: the sale is the newest of today's, confirmed, at the link's price.
  const sales = await apiGet<{ data: Sale[] }>(page.request, await token(), '/v1/app/transaction?perPage=10');
  const sale = sales.data.find((candidate) => candidate.amount === cents);
  expect(sale?.status).toBe('CONFIRMED');
  await page.goto('/financial/transactions');
  const cards = page.getByRole('list', { name: 'Vendas' }).getByRole('listitem');
  await expect(cards.filter({ hasText: `${sale?.transaction_id}` }).first()).toContainText(price);
  await expectNoA11yViolations(page);

  // The link now counts its payment.
  await page.goto('/paylink/list');
  const links = page.getByRole('list', { name: 'Links de pagamento' }).getByRole('listitem');
  await expect(links.filter({ hasText: description }).first()).toContainText('1 pagamento');
});
