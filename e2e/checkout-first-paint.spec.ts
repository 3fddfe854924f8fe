import type { Browser, Page } from '@playwright/test';
import { createCheckoutLinks, type CheckoutLinks } from './checkout-links';
import { expect, test } from './fixtures';

/**
 * A shared link's first paint (issue 22, server/link-first-paint.ts): the sandbox writes whom
 * and how much the customer pays into the link's HTML, so a slow phone network shows them
 * before the page's script has loaded; the page then draws the same things in the same places
 * and the picture goes without anything moving.
 */

let links: CheckoutLinks;

test.beforeAll(async ({ browser }) => {
  links = await createCheckoutLinks(browser);
});

const CHECKOUT_API = '**/api/v1/external/paylink/checkout/*';
const PARTS = ['.public-header', '.public-merchant', '.checkout-description', '.public-amount', '.public-muted'];

type Box = { x: number; y: number; width: number; height: number };

async function boxesIn(page: Page, scope: string): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const part of PARTS) {
    const box = await page.locator(`${scope} ${part}`).first().boundingBox();
    expect(box, `${scope} ${part}`).not.toBeNull();
    boxes.push(box!);
  }
  return boxes;
}

/** The link's page with no script at all: what the HTML alone paints. */
async function pictureAlone(browser: Browser, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/paylink/checkout/${links.active}`);
  return { page, close: () => context.close() };
}

for (const width of [360, 1366]) {
  test(`at ${width} px the HTML alone shows the shop, what is paid and the amount, where the page then draws them`, async ({
    browser,
    page,
  }, testInfo) => {
    const alone = await pictureAlone(browser, width);
    const picture = alone.page.locator('#first-paint');
    await expect(picture.locator('.public-merchant')).toHaveText('Empório Bela Vista');
    await expect(picture.locator('.checkout-description')).toHaveText('Camiseta de algodão orgânico, tamanho M');
    await expect(picture.locator('.checkout-amount-line')).toHaveText(/^R\$\s159,90em até 6x de R\$\s26,65 no cartão$/);
    await alone.page.screenshot({ path: testInfo.outputPath(`first-paint-${width}.png`) });
    const painted = await boxesIn(alone.page, '#first-paint');
    await alone.close();

    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/paylink/checkout/${links.active}`);
    await expect(page.getByLabel('Número do cartão')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`checkout-${width}.png`) });
    const drawn = await boxesIn(page, '#root');
    // The shop's whole name: beside "Pagamento seguro" it was cut ("Empório Bela …") at 360.
    const name = page.locator('#root .public-merchant');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
      true,
    );
    for (const [i, part] of PARTS.entries()) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(painted[i]![side] - drawn[i]![side]), `${part} ${side}`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('while the script is on its way the picture stands, unread and untouchable; it goes when the page shows its own', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHECKOUT_API, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/paylink/checkout/${links.active}`);
  const picture = page.locator('#first-paint');
  await expect(picture.locator('.public-amount')).toBeVisible();
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  await expect(picture).toHaveAttribute('inert', '');
  // The app beneath is what assistive technology reads: its own loading state, not the picture.
  await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(1);
  release();
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pagar/ })).toBeInViewport();
});

test('a failed load shows its error, not the picture over it', async ({ page }) => {
  await page.route(CHECKOUT_API, (route) => route.abort('internetdisconnected'));
  await page.goto(`/paylink/checkout/${links.active}`);
  await expect(page.getByRole('heading', { name: 'Um erro aconteceu!' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeInViewport();
});

test('a closed or unknown link gets no picture of a payment', async ({ request }) => {
  for (const hash of [links.expired, 'AAAAAAAAAAAAAAAAAAAAAA']) {
    const html = await (await request.get(`/paylink/checkout/${hash}`)).text();
    expect(html, hash).not.toContain('id="first-paint"');
  }
  const payable = await (await request.get(`/paylink/checkout/${links.active}`)).text();
  expect(payable).toContain('id="first-paint"');
});
