import type { Browser } from '@playwright/test';
import { expect, signInToShell, watchBearer } from './fixtures';

export interface CheckoutLinks {
  /** Reusable and taking every method: each test may pay it again. */
  active: string;
  /** Single-use, every method: paid once, its other charges stop. */
  single: string;
  /** A seeded link past its date. */
  expired: string;
}

/**
 * The checkout's hash, from the link's `url` (…/paylink/checkout/{hash}): the contract requires
 * the url, which the merchant shares; `url_hash` is a sandbox extra the strict sandbox leaves out.
 */
const hashOf = (url: string): string => new URL(url).pathname.split('/').pop() ?? '';

/**
 * A payment link created as the merchant would (the lojista's token on the merchant API, in a
 * context of its own), and a seeded expired one. Customers' tests then open them in fresh
 * contexts, with no session.
 */
export async function createCheckoutLinks(browser: Browser): Promise<CheckoutLinks> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bearer = watchBearer(page);
  await signInToShell(page, 'lojista');
  const headers = { Authorization: `Bearer ${await bearer.current()}` };
  const create = async (description: string, reusable: boolean) => {
    const created = await page.request.post('/api/v1/app/paylink', {
      headers,
      data: {
        description,
        amount: 15990,
        max_installments: 6,
        payment_methods: ['CARD', 'BILLET', 'PIX'],
        expires_at: null,
        reusable,
      },
    });
    expect(created.status()).toBe(201);
    return hashOf(((await created.json()) as { url: string }).url);
  };
  const active = await create('Camiseta de algodão orgânico, tamanho M', true);
  const single = await create('Encomenda única de bolo', false);
  const list = await page.request.get('/api/v1/app/paylink/?page=1&perPage=10&status=EXPIRED', { headers });
  const expired = ((await list.json()) as { data: { url: string; status: string }[] }).data.find(
    (link) => link.status === 'EXPIRED',
  );
  expect(expired, 'a seeded expired link').toBeTruthy();
  await context.close();
  return { active, single, expired: expired ? hashOf(expired.url) : '' };
}

/**
 * The customer's pages of a real link (`hash`), and the answers to unknown ids (they still draw
 * their page). The link's own addresses are one page (issue 22), titled as its preview:
 * `shop — description`.
 */
export const publicPages = (hash: string, expired: string) => {
  const link = 'Empório Bela Vista — Camiseta de algodão orgânico, tamanho M';
  const page = (path: string, heading: string, title = `${heading} | Painel de Vendas`) => ({ path, heading, title });
  return [
    page(`/paylink/checkout/${hash}`, 'Pagamento', link),
    page(`/paylink/checkout/${hash}/payment`, 'Pagamento', link),
    page(`/paylink/checkout/${hash}/payment/card`, 'Pagamento', link),
    page(`/paylink/checkout/${hash}/payment/billet`, 'Pagamento', link),
    page(`/paylink/checkout/${hash}/payment/pix`, 'Pagamento', link),
    page(`/paylink/checkout/${expired}/expired`, 'Este link expirou'),
    page('/paylink/checkout/exception', 'Não foi possível abrir o pagamento'),
    page('/pix/checkout?id=nao-existe', 'Não foi possível abrir o Pix'),
    page('/pix/checkout/exception', 'Não foi possível abrir o Pix'),
    page('/pix/test', 'Teste de Pix'),
    page('/receipt/42', 'Comprovante'),
    page('/billet/checkout/42', 'Pagamento de boleto'),
  ];
};
