import { expect, expectNoA11yViolations, signInToShell, test, watchBearer } from './fixtures';

/**
 * Issue 20: a link's payments on its page — every card attempt, Pix charge and boleto, also for a
 * merchant without a 'Boleto' plan — and an open charge cancelled there, after which the
 * customer's code no longer pays.
 */

interface LinkPayment {
  id: string;
  method: string;
  status: string;
}

test("a customer's open Pix charge shows on the link's page and the merchant cancels it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const bearer = watchBearer(page);
  await signInToShell(page, 'lojista');
  const headers = { Authorization: `Bearer ${await bearer.current()}` };
  const created = await page.request.post('/api/v1/app/paylink', {
    headers,
    data: {
      description: `Cesta de frutas ${Date.now().toString(36)}`,
      amount: 8990,
      max_installments: 1,
      payment_methods: ['PIX', 'BILLET'],
      expires_at: null,
      reusable: true,
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: number; url_hash: string };

  // A customer opens a Pix charge and leaves without paying.
  const customer = await browser.newContext();
  const checkout = await customer.newPage();
  await checkout.goto(`/paylink/checkout/${link.url_hash}/payment/pix`);
  await checkout.getByLabel('Nome', { exact: true }).fill('Rita Melo');
  await checkout.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await checkout.getByLabel('E-mail').fill('rita@example.com');
  await checkout.getByRole('button', { name: 'Gerar Pix' }).click();
  const brCode = await checkout.getByLabel('Código Pix copia e cola').inputValue();
  expect(brCode).not.toBe('');

  await page.goto(`/paylink/share/${link.id}`);
  const payments = page.getByRole('list', { name: 'Pagamentos deste link' });
  const charge = payments.getByRole('listitem').filter({ hasText: 'Pix' });
  await expect(charge).toContainText('R$ 89,90');
  await expect(charge).toContainText('Em aberto');
  await expect(charge).toContainText('Rita Melo');
  await charge.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/paylink-payments/open-charge.png' });
  await expectNoA11yViolations(page);

  await charge.getByRole('button', { name: 'Cancelar cobrança' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelar esta cobrança?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(charge).toContainText('Cancelado');
  await expect(charge.getByRole('button', { name: 'Cancelar cobrança' })).toHaveCount(0);
  const answer = await page.request.get(`/api/v1/app/paylink/${link.id}/payments`, { headers });
  const listed = ((await answer.json()) as { data: LinkPayment[] }).data;
  expect(listed.map((p) => [p.method, p.status])).toEqual([['PIX', 'CANCELLED']]);

  // The code the customer holds no longer pays.
  const bank = await customer.newPage();
  await bank.goto('/pix/test');
  await bank.getByLabel('Código Pix (copia e cola)').fill(brCode);
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByText('Esta cobrança Pix foi cancelada pelo lojista.')).toBeVisible();
  await expect(bank.getByText('Pagamento enviado.')).toHaveCount(0);
  await customer.close();
});
