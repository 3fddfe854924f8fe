import type { Page } from '@playwright/test';
import { createCheckoutLinks, type CheckoutLinks } from './checkout-links';
import { expect, expectNoA11yViolations, plain, test } from './fixtures';

/**
 * The customer's checkout against the real sandbox, as a customer would meet it: a link the
 * merchant created, opened in a fresh browser context (no session, nothing stored), paid by card,
 * Pix (through the simulated bank of /pix/test) and boleto. Every page is checked with axe and
 * for sideways scrolling at 360 px.
 */

let links: CheckoutLinks;

test.beforeAll(async ({ browser }) => {
  links = await createCheckoutLinks(browser);
});

/** No sideways scroll at 360 px: neither the document nor the page's own scroller. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const content = document.querySelector('.public-content');
    return {
      document: document.documentElement.scrollWidth - window.innerWidth,
      content: content ? content.scrollWidth - content.clientWidth : 0,
    };
  });
  expect(overflow).toEqual({ document: 0, content: 0 });
}

async function checkPage(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectNoA11yViolations(page);
}

async function fillPayer(page: Page, name: string, document: string, email: string): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('CPF ou CNPJ').fill(document);
  await page.getByLabel('E-mail').fill(email);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Nome impresso no cartão').fill('Maria da Silva');
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await fillPayer(page, 'Maria da Silva', '529.982.247-25', 'maria@example.com');
}

test('a customer pays by card from the link and gets the receipt, with the last 4 digits only', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') thirdParty.push(request.url());
  });
  try {
    // One page: the summary, the method tabs and the card form (issue 22).
    await page.goto(`/paylink/checkout/${links.active}`);
    await expect(page.getByText('Camiseta de algodão orgânico, tamanho M')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Empório Bela Vista');
    await expect(page.getByRole('tab', { name: 'Cartão' })).toHaveAttribute('aria-selected', 'true');
    await checkPage(page);

    await fillCard(page, '5555 5555 5555 4444');
    await expect(page.getByText('Bandeira: Mastercard')).toBeVisible();
    await page.getByLabel('Parcelas').selectOption('3');
    await checkPage(page);
    const payment = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/payment/card'),
    );
    await page.getByRole('button', { name: /^Pagar R\$/ }).dblclick();

    expect((await payment).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
    await expect(page.getByText('Pagamento aprovado')).toBeVisible();
    await expect(page).toHaveURL(/\/receipt\/[\w-]+$/);
    const receipt = plain(await page.locator('main').innerText());
    expect(receipt).toContain('R$ 159,90');
    expect(receipt).toContain('Mastercard final 4444');
    expect(receipt).toContain('3x de R$ 53,30');
    // A short code the customer can read out, not the payment's UUID.
    expect(receipt).toMatch(/Comprovante nº\s*[0-9A-F]{4}-[0-9A-F]{4}\b/);
    expect(receipt).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await page.screenshot({ path: 'test-results/checkout/receipt-360.png' });
    expect(receipt).not.toContain('5555 5555');
    expect(receipt).not.toMatch(/5555555555554444/);
    await checkPage(page);

    // Nothing of the card was kept: not in storage, not in the address.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain('5555555555554444');
    expect(page.url()).not.toContain('5555');
    expect(thirdParty).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a denied card shows the issuer's message and keeps the form", async ({ page }) => {
  await page.goto(`/paylink/checkout/${links.active}/payment/card`);
  await fillCard(page, '4111 1111 1107 0002');

  await page.getByRole('button', { name: /^Pagar R\$/ }).click();

  await expect(page.getByRole('alert')).toHaveText('Pagamento não aprovado. Transação negada pelo emissor.');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1107 0002');
  await expect(page.getByLabel('E-mail')).toHaveValue('maria@example.com');
  await expect(page.getByRole('button', { name: /^Pagar R\$/ })).toBeEnabled();
  await checkPage(page);
});

test('a customer pays by Pix through the test bank and the checkout shows the receipt', async ({ page, context }) => {
  await page.goto(`/paylink/checkout/${links.active}/payment/pix`);
  await fillPayer(page, 'João Souza', '11.222.333/0001-81', 'joao@example.com');
  await page.getByRole('button', { name: 'Gerar Pix' }).click();

  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await checkPage(page);
  const brCode = await page.getByLabel('Código Pix copia e cola').inputValue();

  const bank = await context.newPage();
  await bank.goto('/pix/test');
  await bank.getByLabel('Código Pix (copia e cola)').fill(brCode);
  await expect(bank.getByLabel('Dados do Pix')).toContainText('R$ 159,90');
  await expect(bank.getByLabel('Dados do Pix')).toContainText('Emporio Bela Vista');
  await checkPage(bank);
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByText('Pagamento enviado.')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pagamento aprovado')).toBeVisible();
  await expect(page.locator('main')).toContainText('Pix');
});

test('a single-use link paid by card stops the Pix code another customer opened on it', async ({ page, browser }) => {
  await page.goto(`/paylink/checkout/${links.single}/payment/pix`);
  await fillPayer(page, 'João Souza', '11.222.333/0001-81', 'joao@example.com');
  await page.getByRole('button', { name: 'Gerar Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  const brCode = await page.getByLabel('Código Pix copia e cola').inputValue();

  // Another customer, another browser, pays the link by card first.
  const other = await browser.newContext();
  try {
    const card = await other.newPage();
    await card.goto(`/paylink/checkout/${links.single}/payment/card`);
    await fillCard(card, '4111 1111 1111 1111');
    await card.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(card.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
  } finally {
    await other.close();
  }

  await expect(page.getByText('Este código Pix foi cancelado e não pode mais ser pago.')).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  await page.screenshot({ path: test.info().outputPath('pix-cancelled-360.png') });

  const bank = await page.context().newPage();
  await bank.goto('/pix/test');
  await bank.getByLabel('Código Pix (copia e cola)').fill(brCode);
  await bank.getByRole('button', { name: 'Pagar' }).click();
  await expect(bank.getByText('Esta cobrança Pix foi cancelada: o link de pagamento já foi pago.')).toBeVisible();
  await checkPage(bank);
  await bank.screenshot({ path: test.info().outputPath('pix-test-cancelled-360.png') });
});

test('the test bank refuses a code whose CRC does not match', async ({ page }) => {
  await page.goto('/pix/test');
  await page
    .getByLabel('Código Pix (copia e cola)')
    .fill(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63040000',
    );

  await expect(page.getByText('Código Pix inválido: o dígito verificador (CRC) não confere.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeDisabled();
});

test('a boleto: linha digitável to copy, a barcode, due date, amount and a PDF', async ({ page }) => {
  await page.goto(`/paylink/checkout/${links.active}/payment/billet`);
  await fillPayer(page, 'Ana Lima', '111.444.777-35', 'ana@example.com');
  await page.getByRole('button', { name: 'Gerar boleto' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento de boleto' })).toBeVisible();
  // The link rides along for "Trocar forma de pagamento".
  await expect(page).toHaveURL(/\/billet\/checkout\/[\w-]+\?link=[\w-]+$/);
  const line = await page.locator('.billet-line').innerText();
  expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(page.locator('main')).toContainText('R$ 159,90');
  await expect(page.locator('main')).toContainText('341 - Itaú Unibanco S.A.');
  await checkPage(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^boleto-.+\.pdf$/);
});

test('an expired link says so where it was opened, in the shop’s name; an unknown one opens the exception page', async ({
  page,
}) => {
  await page.goto(`/paylink/checkout/${links.expired}/payment/card`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este link expirou' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/paylink/checkout/${links.expired}/payment/card$`));
  await expect(page.locator('.public-merchant')).toHaveText('Empório Bela Vista');
  await expect(page.getByText('Se ainda precisa pagar, peça um novo link a quem o enviou.')).toBeVisible();
  await checkPage(page);

  await page.goto('/paylink/checkout/nao-existe-este-link');
  await expect(page.getByRole('heading', { level: 1, name: 'Não foi possível abrir o pagamento' })).toBeVisible();
  await checkPage(page);
});
