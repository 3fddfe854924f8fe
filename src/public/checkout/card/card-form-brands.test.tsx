import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchCardType } from '@contract/rules/card-types';
import { loadCardTypes, loadedCardTypes } from '@/lib/cards';
import type { MatchCardType } from '@contract/rules/card-checks';
import { forget } from '../../api/resource';
import { NavigationContext } from '../../router/navigation';
import { CHECKOUT, fakeApi, type Call } from '../../testing/fake-api';
import { CardCheckoutPage } from '../checkout-page';

// The brands' table is a chunk of its own: here its download is held, answered or failed by hand.
vi.mock('@/lib/cards', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadCardTypes: vi.fn(),
  loadedCardTypes: vi.fn(),
}));

const HASH = 'h4sh';
const PAY_PATH = `/v1/external/paylink/checkout/${HASH}/payment/card`;

/** Each download of the table, to answer one by one. */
let downloads: { resolve: (match: MatchCardType) => void; reject: (error: Error) => void }[] = [];

beforeEach(() => {
  forget(`checkout:${HASH}`);
  downloads = [];
  vi.mocked(loadedCardTypes).mockReturnValue(undefined);
  vi.mocked(loadCardTypes).mockImplementation(
    () => new Promise<MatchCardType>((resolve, reject) => downloads.push({ resolve, reject })),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const navigate = vi.fn();
  await act(async () => {
    render(
      <NavigationContext value={{ navigate, inPage: true }}>
        <CardCheckoutPage params={{ urlHash: HASH }} search={new URLSearchParams()} />
      </NavigationContext>,
    );
  });
  await screen.findByLabelText('Número do cartão');
  return { navigate };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const payButton = () => screen.getByRole('button', { name: /^(Pagar R\$|Processando)/ });
const payments = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === PAY_PATH);
const answer = (index: number) => act(async () => downloads[index]?.resolve(matchCardType));
const fail = (index: number) =>
  act(async () => downloads[index]?.reject(new TypeError('Failed to fetch dynamically imported module')));

function fillForm(number: string, cvv = '123') {
  type('Número do cartão', number);
  type('Nome impresso no cartão', 'Maria Silva');
  type('Validade', '1239');
  type('CVV', cvv);
  type('Nome', 'Maria Silva');
  type('CPF ou CNPJ', '52998224725');
  type('E-mail', 'maria@example.com');
}

describe('the card form and the brands’ table', () => {
  it('asks for the table after the form shows, as it is first focused; until it comes, digits by 4 and no brand', async () => {
    fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage();

    expect(downloads).toHaveLength(0);
    fireEvent.focusIn(field('Número do cartão'));
    expect(downloads).toHaveLength(1);
    type('Número do cartão', '378282246310005');
    type('CVV', '1234');
    expect(field('Número do cartão').value).toBe('3782 8224 6310 005');
    expect(screen.queryByText(/^Bandeira:/)).toBeNull();
    // Any card's code fits meanwhile: an Amex's fourth digit is not cut.
    expect(field('CVV').value).toBe('1234');
    expect(field('CVV').maxLength).toBe(4);

    await answer(0);

    expect(screen.getByText('Bandeira: American Express')).toBeTruthy();
    expect(field('Número do cartão').value).toBe('3782 822463 10005');
    expect(field('CVV').maxLength).toBe(4);
    type('Número do cartão', '4111111111111111');
    expect(screen.getByText('Bandeira: Visa')).toBeTruthy();
    expect(field('CVV').maxLength).toBe(3);
  });

  it('a submit waits for the table and judges with it: a 17-digit Elo is refused, nothing is sent', async () => {
    const { calls } = fakeApi(() => ({ status: 200, body: CHECKOUT }));
    await renderPage();
    // Luhn-valid and 12–19 digits: only the brand's lengths (Elo issues 16) refuse it.
    fillForm('5066 9911 1111 1111 3');

    fireEvent.click(payButton());
    await act(async () => undefined);
    expect(screen.queryByText('Número de cartão inválido')).toBeNull();

    await answer(0);

    expect(screen.getByText('Número de cartão inválido')).toBeTruthy();
    expect(document.activeElement).toBe(field('Número do cartão'));
    expect(payments(calls)).toHaveLength(0);
  });

  it('a submit that waited for the table pays once it comes', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { status: 'APPROVED', receipt_id: 'r-1', payment_id: 'p-1' } }
        : { status: 200, body: CHECKOUT },
    );
    const { navigate } = await renderPage();
    fillForm('4111 1111 1111 1111');

    fireEvent.click(payButton());
    await act(async () => undefined);
    expect(payments(calls)).toHaveLength(0);
    await answer(0);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-1', { replace: true }));
    expect(payments(calls)).toHaveLength(1);
    expect(payments(calls)[0]?.body).toMatchObject({ card: { number: '4111111111111111', cvv: '123' } });
  });

  it('when the table cannot come, says so, keeps everything typed and sends nothing; the next tap tries again', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { status: 'APPROVED', receipt_id: 'r-2', payment_id: 'p-2' } }
        : { status: 200, body: CHECKOUT },
    );
    const { navigate } = await renderPage();
    fireEvent.focusIn(field('Número do cartão'));
    await fail(0);
    fillForm('4111 1111 1111 1111');

    fireEvent.click(payButton());
    await fail(1);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sem conexão com o servidor');
    expect(alert.textContent).toContain('Seus dados continuam preenchidos');
    expect(field('Número do cartão').value).toBe('4111 1111 1111 1111');
    expect(field('CVV').value).toBe('123');
    expect(field('Validade').value).toBe('12/39');
    expect(field('Nome impresso no cartão').value).toBe('Maria Silva');
    expect(field('E-mail').value).toBe('maria@example.com');
    expect(payments(calls)).toHaveLength(0);

    fireEvent.click(payButton());
    await answer(2);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/r-2', { replace: true }));
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
    expect(payments(calls)).toHaveLength(1);
  });
});
