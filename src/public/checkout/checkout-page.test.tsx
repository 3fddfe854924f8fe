import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forget } from '../api/resource';
import { NavigationContext } from '../router/navigation';
import { CHECKOUT, fakeApi, type Call } from '../testing/fake-api';
import { CheckoutPage, PixCheckoutTabPage } from './checkout-page';
import { lastDay } from './payee';
import { rememberPaidLink } from './paid-links';

const HASH = 'h4sh';
const CARD_PATH = `/v1/external/paylink/checkout/${HASH}/payment/card`;
const DENIED = {
  status: 402,
  body: { status: 'DENIED', message: 'Transação negada pelo emissor.', payment_id: 'p-1' },
};

type Page = typeof CheckoutPage;

async function renderPage(Page: Page = CheckoutPage) {
  const navigate = vi.fn();
  await renderAsync(
    <NavigationContext value={{ navigate, inPage: true }}>
      <Page params={{ urlHash: HASH }} search={new URLSearchParams()} />
    </NavigationContext>,
  );
  return { navigate };
}

async function renderAsync(ui: ReactElement) {
  await act(async () => {
    render(ui);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const tab = (name: string) => screen.getByRole('tab', { name });
const cardPayments = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === CARD_PATH);

function fillPayer() {
  type('Nome', 'Maria Silva');
  type('CPF ou CNPJ', '52998224725');
  type('E-mail', 'maria@example.com');
}

function fillCard(number: string) {
  type('Número do cartão', number);
  type('Nome impresso no cartão', 'Maria Silva');
  type('Validade', '1239');
  type('CVV', '123');
  fillPayer();
}

const linkWith = (payment_methods: string[]) => ({ ...CHECKOUT, payment_methods });

beforeEach(() => {
  forget(`checkout:${HASH}`);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the one-page checkout', () => {
  it('shows the summary, a tab per method the link takes and the card form, on the link’s own address', async () => {
    fakeApi(() => ({ status: 200, body: linkWith(['CARD', 'PIX']) }));
    await renderPage();

    await screen.findByLabelText('Número do cartão');
    expect(screen.getByText('Camiseta azul')).toBeTruthy();
    expect(screen.getByText('R$ 100,00')).toBeTruthy();
    expect(screen.getByText('em até 3x de R$ 34,00 no cartão')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual(['Cartão', 'Pix']);
    expect(tab('Cartão').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Cartão').id);
    expect(screen.getByRole('button', { name: /^Pagar R\$\s100,00$/ })).toBeTruthy();
    expect(document.title).toBe('Loja Exemplo — Camiseta azul');
  });

  it('switches method by tab or arrow key, keeping the payer’s data and never the card’s', async () => {
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    type('Número do cartão', '4111 1111 1111 1111');
    fillPayer();

    fireEvent.click(tab('Pix'));

    expect(tab('Pix').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Gerar Pix' })).toBeTruthy();
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();
    expect(field('E-mail').value).toBe('maria@example.com');
    fireEvent.keyDown(tab('Pix'), { key: 'ArrowRight' });
    expect(tab('Boleto').getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('button', { name: 'Gerar boleto' });
    expect(document.activeElement).toBe(tab('Boleto'));
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
    fireEvent.keyDown(tab('Boleto'), { key: 'Home' });
    expect(field('Número do cartão').value).toBe('');
    expect(field('Nome').value).toBe('Maria Silva');
  });

  it('opens an old per-method address on its tab, and a one-method link without tabs', async () => {
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage(PixCheckoutTabPage);
    expect((await screen.findByRole('tab', { name: 'Pix' })).getAttribute('aria-selected')).toBe('true');
  });

  it('has no tabs for a link that takes one method, and its Pix page then offers no way back', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: { pix_id: 'px-1' } } : { status: 200, body: linkWith(['PIX']) },
    );
    const { navigate } = await renderPage();
    await screen.findByRole('button', { name: 'Gerar Pix' });
    expect(screen.queryByRole('tablist')).toBeNull();
    fillPayer();

    fireEvent.click(screen.getByRole('button', { name: 'Gerar Pix' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pix/checkout?id=px-1'));
    expect(calls.at(-1)?.body).toEqual({
      payer: { name: 'Maria Silva', document: '52998224725', email: 'maria@example.com' },
    });
  });

  it('sends the link along to the Pix page when it has other methods (for "Trocar forma de pagamento")', async () => {
    fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: { pix_id: 'px-2' } } : { status: 200, body: CHECKOUT },
    );
    const { navigate } = await renderPage(PixCheckoutTabPage);
    await screen.findByRole('button', { name: 'Gerar Pix' });
    fillPayer();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/pix/checkout?id=px-2&link=${HASH}`));
  });
});

describe('after a decline', () => {
  it('gives the reason, and "Tentar outro cartão" empties the card, keeps the payer and pays anew', async () => {
    const { calls } = fakeApi((call) => {
      if (call.method !== 'POST') return { status: 200, body: CHECKOUT };
      const body = call.body as { card: { number: string } };
      return body.card.number === '4111111111070002'
        ? DENIED
        : { status: 201, body: { status: 'APPROVED', receipt_id: 'r-5' } };
    });
    const { navigate } = await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillCard('4111 1111 1107 0002');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar R\$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pagamento não aprovado. Transação negada pelo emissor.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tentar outro cartão' }));

    expect(screen.queryByRole('alert')).toBeNull();
    for (const label of ['Número do cartão', 'Nome impresso no cartão', 'Validade', 'CVV'])
      expect(field(label).value, label).toBe('');
    expect(document.activeElement).toBe(field('Número do cartão'));
    // Not flagged as wrong before the customer types: the form starts over.
    expect(screen.queryByText('O campo Número do cartão é obrigatório')).toBeNull();
    expect(field('Nome').value).toBe('Maria Silva');
    expect(field('E-mail').value).toBe('maria@example.com');

    type('Número do cartão', '4111 1111 1111 1111');
    type('Nome impresso no cartão', 'Maria Silva');
    type('Validade', '1239');
    type('CVV', '123');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar R\$/ }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-5', { replace: true }));
    const [first, second] = cardPayments(calls);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('offers the link’s other methods only, and "Pagar com Pix" opens the Pix tab with the payer', async () => {
    fakeApi((call) => (call.method === 'POST' ? DENIED : { status: 200, body: linkWith(['CARD', 'PIX']) }));
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillCard('4111 1111 1107 0002');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar R\$/ }));
    await screen.findByRole('alert');

    expect(screen.getByRole('button', { name: 'Pagar com Pix' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar com boleto' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com Pix' }));

    expect(tab('Pix').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(tab('Pix')));
    await screen.findByRole('button', { name: 'Gerar Pix' });
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25');
  });

  it('offers "Pagar com boleto" for a link that takes it', async () => {
    fakeApi((call) => (call.method === 'POST' ? DENIED : { status: 200, body: CHECKOUT }));
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillCard('4111 1111 1107 0002');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar R\$/ }));
    await screen.findByRole('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Pagar com boleto' }));

    expect(tab('Boleto').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Gerar boleto' })).toBeTruthy();
  });
});

describe('a link that can no longer be paid', () => {
  const gone = (body: object) => fakeApi(() => ({ status: 410, body }));
  const PAID = { message: 'Este link de pagamento já foi pago.', status: 'PAID' };

  it('says "Este link já foi pago" under the shop’s name, and leads to the receipt this browser got', async () => {
    gone({ ...PAID, merchant: { name: 'Ateliê Araucária' } });
    rememberPaidLink(HASH, { receiptId: 'r-77', merchant: 'Ateliê Araucária' });
    await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Este link já foi pago' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Ateliê Araucária');
    expect(screen.getByRole('banner').textContent).not.toContain('Painel de Vendas');
    expect(screen.getByRole('link', { name: 'Ver comprovante' }).getAttribute('href')).toBe('/receipt/r-77');
  });

  it('offers no receipt to a browser that did not pay it', async () => {
    gone({ ...PAID, merchant: { name: 'Ateliê Araucária' } });
    await renderPage();

    await screen.findByRole('heading', { level: 1, name: 'Este link já foi pago' });
    expect(screen.queryByRole('link', { name: 'Ver comprovante' })).toBeNull();
    expect(screen.getByText('Se ainda precisa pagar, peça um novo link a quem o enviou.')).toBeTruthy();
  });

  it('on a backend without the optional merchant: the shop this browser paid, else the brand', async () => {
    gone(PAID);
    rememberPaidLink(HASH, { receiptId: 'r-78', merchant: 'Ateliê Araucária' });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Este link já foi pago' });
    expect(screen.getByRole('banner').textContent).toContain('Ateliê Araucária');
  });

  it('names the brand when nothing names the shop, and says an inactive link is switched off', async () => {
    gone({ message: 'Este link de pagamento está desativado.', status: 'INACTIVE' });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Este link está desativado' });
    expect(screen.getByRole('banner').textContent).toContain('Painel de Vendas');
  });
});

describe('lastDay', () => {
  it('writes a link’s last day the Brazilian way, nothing for none', () => {
    expect(lastDay('2026-12-31')).toBe('31/12/2026');
    expect(lastDay(null)).toBeNull();
    expect(lastDay('amanhã')).toBeNull();
  });
});
