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

/** The customer's pages of a real link (`hash`), and the answers to unknown ids (they still draw their page). */
export const publicPages = (hash: string, expired: string) => [
  { path: `/paylink/checkout/${hash}`, title: 'Pagamento' },
  { path: `/paylink/checkout/${hash}/payment`, title: 'Forma de pagamento' },
  { path: `/paylink/checkout/${hash}/payment/card`, title: 'Pagamento com cartão' },
  { path: `/paylink/checkout/${hash}/payment/billet`, title: 'Pagamento com boleto' },
  { path: `/paylink/checkout/${hash}/payment/pix`, title: 'Pagamento com Pix' },
  { path: `/paylink/checkout/${expired}/expired`, title: 'Link expirado' },
  { path: '/paylink/checkout/exception', title: 'Não foi possível abrir o pagamento' },
  { path: '/pix/checkout?id=nao-existe', title: 'Não foi possível abrir o Pix' },
  { path: '/pix/checkout/exception', title: 'Não foi possível abrir o Pix' },
  { path: '/pix/test', title: 'Teste de Pix' },
  { path: '/receipt/42', title: 'Comprovante' },
  { path: '/billet/checkout/42', title: 'Pagamento de boleto' },
];
