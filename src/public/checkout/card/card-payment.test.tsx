import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forget } from '../../api/resource';
import { NavigationContext } from '../../router/navigation';
import { CHECKOUT, fakeApi, type Call } from '../../testing/fake-api';
import { CardCheckoutPage } from '../checkout-page';

const HASH = 'h4sh';
const PAY_PATH = `/v1/external/paylink/checkout/${HASH}/payment/card`;

async function renderPage() {
  const navigate = vi.fn();
  await renderAsync(
    <NavigationContext value={{ navigate, inPage: true }}>
      <CardCheckoutPage params={{ urlHash: HASH }} search={new URLSearchParams()} />
    </NavigationContext>,
  );
  return { navigate };
}

/** Renders and lets the link's data arrive (React's `use` resumes inside act). */
async function renderAsync(ui: React.ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillForm(number = '4111 1111 1111 1111') {
  type('Número do cartão', number);
  type('Nome impresso no cartão', 'Maria Silva');
  type('Validade', '1239');
  type('CVV', '123');
  type('Nome', 'Maria Silva');
  type('CPF ou CNPJ', '52998224725');
  type('E-mail', 'maria@example.com');
}

const payButton = () => screen.getByRole('button', { name: /^(Pagar R\$|Processando)/ });
const payments = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === PAY_PATH);

beforeEach(() => {
  forget(`checkout:${HASH}`);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the card tab of the checkout', () => {
  it('labels every field with the autofill tokens and numeric keyboards phones need', async () => {
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage();

    await screen.findByLabelText('Número do cartão');
    expect(field('Número do cartão').autocomplete).toBe('cc-number');
    expect(field('Número do cartão').inputMode).toBe('numeric');
    expect(field('Validade').autocomplete).toBe('cc-exp');
    expect(field('Validade').inputMode).toBe('numeric');
    expect(field('CVV').autocomplete).toBe('cc-csc');
    expect(field('CVV').inputMode).toBe('numeric');
    expect(field('Nome impresso no cartão').autocomplete).toBe('cc-name');
    expect(field('Nome').autocomplete).toBe('name');
    expect(field('E-mail').autocomplete).toBe('email');
    expect(screen.getByLabelText('Parcelas').textContent).toContain('3x de R$\u00a034,00 (total R$\u00a0102,00)');
    expect(screen.getByRole('banner').textContent).toContain('Loja Exemplo');
  });

  it('shows the brand as the number is typed and turns the card while the CVV has the focus', async () => {
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    const { container } = await renderAsync(
      <CardCheckoutPage params={{ urlHash: HASH }} search={new URLSearchParams()} />,
    );
    await screen.findByLabelText('Número do cartão');

    // The brands' table is asked for as the customer starts filling the form in.
    fireEvent.focusIn(field('Número do cartão'));
    type('Número do cartão', '5555555555554444');
    expect(field('Número do cartão').value).toBe('5555 5555 5555 4444');
    expect(await screen.findByText('Bandeira: Mastercard')).toBeTruthy();

    const preview = container.querySelector('.card-preview');
    fireEvent.focus(field('CVV'));
    expect(preview?.getAttribute('data-flipped')).toBe('true');
    fireEvent.blur(field('CVV'));
    expect(preview?.getAttribute('data-flipped')).toBe('false');
  });

  it('on a phone draws no card picture (nor loads it): the brand shows beside the number’s label', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    const { container } = await renderAsync(
      <CardCheckoutPage params={{ urlHash: HASH }} search={new URLSearchParams()} />,
    );
    await screen.findByLabelText('Número do cartão');
    fireEvent.focusIn(field('Número do cartão'));
    type('Número do cartão', '5555555555554444');

    expect(container.querySelector('.card-preview')).toBeNull();
    const row = (await screen.findByText('Bandeira: Mastercard')).closest('.public-field-label-row');
    expect(row?.querySelector('label')?.textContent).toBe('Número do cartão');
  });

  it("shows requirements §5's messages on submit and focuses the first wrong field, sending nothing", async () => {
    const { calls } = fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    type('Número do cartão', '4111111111111112');
    type('Validade', '1320');

    fireEvent.click(payButton());

    // Judged once the brands' table is there (at once when it already is).
    expect(await screen.findByText('Número de cartão inválido')).toBeTruthy();
    expect(screen.getByText('Data inválida')).toBeTruthy();
    expect(screen.getByText('O campo E-mail é obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(field('Número do cartão'));
    expect(field('Número do cartão').getAttribute('aria-invalid')).toBe('true');
    expect(payments(calls)).toHaveLength(0);
  });

  it('pays with an Idempotency-Key and opens the receipt, keeping the card out of storage and the URL', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { calls } = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { status: 'APPROVED', receipt_id: 'r-1', payment_id: 'p-1' } }
        : { status: 200, body: CHECKOUT },
    );
    const { navigate } = await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm();
    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '3' } });

    fireEvent.click(payButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-1', { replace: true }));
    const [payment] = payments(calls);
    expect(payment?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.headers.authorization).toBe('Basic Og==');
    expect(payment?.body).toEqual({
      installments: 3,
      card: { number: '4111111111111111', holder_name: 'MARIA SILVA', expiry: '12/39', cvv: '123' },
      payer: { name: 'Maria Silva', document: '52998224725', email: 'maria@example.com' },
    });
    // The only thing stored: this link's receipt, to lead back to it if the link is reopened.
    await waitFor(() => expect(setItem).toHaveBeenCalled());
    expect(setItem.mock.calls).toEqual([
      [`pdv:link-paid:${HASH}`, JSON.stringify({ receiptId: 'r-1', merchant: 'Loja Exemplo' })],
    ]);
    expect(window.location.href).not.toContain('4111');
    setItem.mockRestore();
  });

  it('charges once on a double tap: the button is disabled and the second tap sends nothing', async () => {
    let approve: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = fakeApi((call) =>
      call.method === 'POST' ? new Promise((resolve) => (approve = resolve)) : { status: 200, body: CHECKOUT },
    );
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm();

    fireEvent.click(payButton());
    fireEvent.click(payButton());
    fireEvent.submit(payButton().closest('form')!);

    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(true));
    expect(payButton().textContent).toBe('Processando pagamento…');
    // Requirements §2's 'Aguarde...' box covers the page meanwhile.
    expect(screen.getByRole('alertdialog', { name: 'Aguarde...' }).textContent).toContain('Processando o pagamento…');
    expect(payments(calls)).toHaveLength(1);
    await act(async () => approve({ status: 201, body: { status: 'APPROVED', receipt_id: 'r-2' } }));
  });

  it('after a network failure says so, keeps what was typed, and retries with the same key', async () => {
    let online = false;
    const { calls } = fakeApi((call) => {
      if (call.method !== 'POST') return { status: 200, body: CHECKOUT };
      return online
        ? { status: 201, body: { status: 'APPROVED', receipt_id: 'r-3' } }
        : new TypeError('Failed to fetch');
    });
    const { navigate } = await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm();

    fireEvent.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Sem conexão com o servidor');
    expect(field('Número do cartão').value).toBe('4111 1111 1111 1111');
    expect(field('CVV').value).toBe('123');
    online = true;
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-3', { replace: true }));
    const [first, second] = payments(calls);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('shows a denial in the issuer’s words and keeps the form; the same card again is the same payment', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 402, body: { status: 'DENIED', message: 'Saldo insuficiente.', payment_id: 'p-7' } }
        : { status: 200, body: CHECKOUT },
    );
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm('4111 1111 1107 9995');

    fireEvent.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Pagamento não aprovado. Saldo insuficiente.');
    expect(field('Número do cartão').value).toBe('4111 1111 1107 9995');
    fireEvent.click(payButton());
    await waitFor(() => expect(payments(calls)).toHaveLength(2));
    type('Número do cartão', '4111 1111 1111 1111');
    fireEvent.click(payButton());
    await waitFor(() => expect(payments(calls)).toHaveLength(3));
    const [first, second, third] = payments(calls).map((call) => call.headers['idempotency-key']);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('keeps the key after a 409 "still being processed", so the retry cannot charge twice', async () => {
    let busy = true;
    const { calls } = fakeApi((call) => {
      if (call.method !== 'POST') return { status: 200, body: CHECKOUT };
      return busy
        ? {
            status: 409,
            body: { message: 'Este pagamento ainda está sendo processado. Tente novamente em instantes.' },
          }
        : { status: 201, body: { status: 'APPROVED', receipt_id: 'r-9', payment_id: 'p-9' } };
    });
    const { navigate } = await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm();

    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('ainda está sendo processado');
    busy = false;
    fireEvent.click(payButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-9', { replace: true }));
    const [first, second] = payments(calls);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('a changed form is a new attempt: a new key after a failure with other data', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST' ? new TypeError('Failed to fetch') : { status: 200, body: CHECKOUT },
    );
    await renderPage();
    await screen.findByLabelText('Número do cartão');
    fillForm();
    fireEvent.click(payButton());
    await screen.findByRole('alert');

    type('Nome impresso no cartão', 'Maria S Silva');
    fireEvent.click(payButton());

    await waitFor(() => expect(payments(calls)).toHaveLength(2));
    const [first, second] = payments(calls);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('says an expired link is closed where it was opened, in the shop’s name (no move to another page)', async () => {
    fakeApi(() => ({
      status: 410,
      body: { message: 'Este link de pagamento expirou.', status: 'EXPIRED', merchant: { name: 'Loja Exemplo' } },
    }));
    const { navigate } = await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Este link expirou' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Loja Exemplo');
    expect(navigate).not.toHaveBeenCalled();
  });
});
