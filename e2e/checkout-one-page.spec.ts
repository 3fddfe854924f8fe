import type { Locator, Page } from '@playwright/test';
import { createCheckoutLinks, type CheckoutLinks } from './checkout-links';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * Issue 22's customer on a 360×800 phone, against the real sandbox: the checkout on one page
 * ("Pagar" on the first screen), the ways out of a decline, the way back from Pix and boleto,
 * and a paid single-use link reopened. Screenshots of each state at 360 (and 768, 1366 for
 * the checkout) go to the test's output folder.
 */

let links: CheckoutLinks;

test.beforeAll(async ({ browser }) => {
  links = await createCheckoutLinks(browser);
});

const DESCRIPTION = 'Camiseta de algodão orgânico, tamanho M';

/** Wholly inside the window, with the page's scroller at its top: seen without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'on screen').not.toBeNull();
  expect(await page.locator('.public-content').evaluate((content) => content.scrollTop)).toBe(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
}

async function fillPayer(page: Page): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill('Maria da Silva');
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByLabel('E-mail').fill('maria@example.com');
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nome impresso no cartão').fill('Maria da Silva');
}

/** Opens the link and pays with the card the test issuer denies (the payer filled in). */
async function payAndBeDeclined(page: Page): Promise<void> {
  await page.goto(`/paylink/checkout/${links.active}`);
  await fillCard(page, '4000 0000 0000 0002');
  await fillPayer(page);
  await payButton(page).click();
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pagar R\$/ });

test('the link opens on one page: summary, method tabs, the card form and "Pagar" on the first screen', async ({
  page,
}) => {
  await page.goto(`/paylink/checkout/${links.active}`);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Empório Bela Vista');
  await expect(page).toHaveTitle(`Empório Bela Vista — ${DESCRIPTION}`);
  await expect(page.getByRole('tab')).toHaveText(['Cartão', 'Pix', 'Boleto']);
  await expect(page.getByRole('tab', { name: 'Cartão' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('em até 6x de R$ 26,65 no cartão')).toBeVisible();

  await expectOnFirstScreen(page, payButton(page));
  await expectOnFirstScreen(page, page.getByLabel('Número do cartão'));
  await page.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  await expect(page.getByText('Bandeira: Mastercard')).toBeVisible();
  await expectOnFirstScreen(page, page.getByText('Bandeira: Mastercard'));
  await expectNoA11yViolations(page);
  await shot(page, 'checkout-360');
  for (const [width, height] of [
    [768, 1024],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectOnFirstScreen(page, payButton(page));
    await shot(page, `checkout-${width}`);
  }
});

test('after a decline, "Tentar outro cartão" empties the card, keeps the payer, and the next card pays', async ({
  page,
}) => {
  await payAndBeDeclined(page);

  await expect(page.getByRole('alert')).toHaveText('Pagamento não aprovado. Transação negada pelo emissor.');
  await expect(page.getByRole('button', { name: 'Pagar com Pix' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar com boleto' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'declined-360');

  await page.getByRole('button', { name: 'Tentar outro cartão' }).click();
  await expect(page.getByLabel('Número do cartão')).toHaveValue('');
  await expect(page.getByLabel('Número do cartão')).toBeFocused();
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).toHaveValue('maria@example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await fillCard(page, '4111 1111 1111 1111');
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
  await expect(page.getByText('Visa final 1111')).toBeVisible();
});

test('after a decline, "Pagar com Pix" opens the Pix tab; the Pix page leads back with "Trocar forma de pagamento"', async ({
  page,
}) => {
  await payAndBeDeclined(page);
  await page.getByRole('button', { name: 'Pagar com Pix' }).click();

  await expect(page.getByRole('tab', { name: 'Pix' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Número do cartão')).toHaveCount(0);
  await shot(page, 'pix-tab-360');
  await page.getByRole('button', { name: 'Gerar Pix' }).click();

  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pix/checkout\\?id=[\\w-]+&link=${links.active}$`));
  await expectNoA11yViolations(page);
  await shot(page, 'pix-360');
  await page.getByRole('link', { name: 'Trocar forma de pagamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/paylink/checkout/${links.active}$`));
  await expect(page.getByRole('tab', { name: 'Cartão' })).toBeVisible();
});

test('the boleto: "Baixar PDF" on the first screen, a compact barcode lying down, and the way back', async ({
  page,
}) => {
  await page.goto(`/paylink/checkout/${links.active}/payment/billet`);
  await expect(page.getByRole('tab', { name: 'Boleto' })).toHaveAttribute('aria-selected', 'true');
  await fillPayer(page);
  await page.getByRole('button', { name: 'Gerar boleto' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento de boleto' })).toBeVisible();
  const barcode = page.getByRole('img', { name: 'Código de barras do boleto' });
  await expect(barcode).toBeVisible();
  const box = (await barcode.boundingBox())!;
  expect(box.width).toBeGreaterThan(box.height * 3);
  expect(box.height).toBeLessThanOrEqual(80);
  await expectOnFirstScreen(page, page.getByRole('button', { name: 'Baixar PDF' }));
  await expect(page.locator('.billet-line')).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByRole('link', { name: 'Trocar forma de pagamento' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'boleto-360');
});

test('a paid single-use link reopened says "Este link já foi pago" in the shop’s name, with the receipt', async ({
  page,
  browser,
}) => {
  await page.goto(`/paylink/checkout/${links.single}`);
  await fillCard(page, '4111 1111 1111 1111');
  await fillPayer(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprovante' })).toBeVisible();
  const receiptUrl = page.url();

  await page.goto(`/paylink/checkout/${links.single}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este link já foi pago' })).toBeVisible();
  await expect(page.locator('.public-merchant')).toHaveText('Empório Bela Vista');
  await expectNoA11yViolations(page);
  await shot(page, 'paid-link-360');
  await page.getByRole('link', { name: 'Ver comprovante' }).click();
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByText('Pagamento aprovado')).toBeVisible();

  // Someone else opening the same link: the same words and shop, no receipt of theirs.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto(`/paylink/checkout/${links.single}`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Este link já foi pago' })).toBeVisible();
    await expect(stranger.locator('.public-merchant')).toHaveText('Empório Bela Vista');
    await expect(stranger.getByRole('link', { name: 'Ver comprovante' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the shared link’s HTML carries its preview, before any script runs', async ({ page }) => {
  const html = await (await page.request.get(`/paylink/checkout/${links.active}`)).text();
  expect(html).toContain(`<title>Empório Bela Vista — ${DESCRIPTION}</title>`);
  expect(html).toContain(`<meta property="og:title" content="Empório Bela Vista — ${DESCRIPTION}" />`);
  expect(html).toContain('<meta property="og:description" content="R$ 159,90 em até 6x" />');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/icons\/icon-512\.png" \/>/);
});
