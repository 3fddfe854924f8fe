import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationContext } from '../router/navigation';
import { fakeApi } from '../testing/fake-api';
import { PixCheckoutPage } from './pix-checkout-page';
import { formatCountdown } from './use-countdown';
import { PIX_POLL_MS } from './use-pix-charge';

const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const NOW = Date.parse('2026-11-23T12:00:00Z');

const charge = (status: 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED') => ({
  pix_id: 'p1',
  status,
  amount: 2550,
  br_code: BR_CODE,
  expires_at: '2026-11-23T12:15:00Z',
  receipt_id: status === 'PAID' ? 'r-9' : null,
});

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderPix(id = 'p1', link?: string) {
  const navigate = vi.fn();
  await act(async () => {
    render(
      <NavigationContext value={{ navigate, inPage: true }}>
        <PixCheckoutPage params={{}} search={new URLSearchParams(link ? { id, link } : { id })} />
      </NavigationContext>,
    );
  });
  return { navigate };
}

/** Lets the timers run `ms` forward and the answers arrive. */
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('PixCheckoutPage', () => {
  it('offers "Trocar forma de pagamento" back to the link while unpaid, and none without the link', async () => {
    fakeApi(() => ({ status: 200, body: charge('PENDING') }));
    await renderPix('p1', 'h4sh');
    expect(screen.getByRole('link', { name: 'Trocar forma de pagamento' }).getAttribute('href')).toBe(
      '/paylink/checkout/h4sh',
    );
  });

  it('has no way back when it was not opened from a link with other methods', async () => {
    fakeApi(() => ({ status: 200, body: charge('PENDING') }));
    await renderPix();
    expect(screen.queryByRole('link', { name: 'Trocar forma de pagamento' })).toBeNull();
  });

  it('once paid, remembers the receipt for the link (reopened, the link leads back to it)', async () => {
    localStorage.clear();
    fakeApi(() => ({
      status: 200,
      body: { ...charge('PAID'), merchant: { name: 'Ateliê Araucária', document: '1' } },
    }));
    const { navigate } = await renderPix('p1', 'h4sh');
    expect(navigate).toHaveBeenCalledWith('/receipt/r-9', { replace: true });
    expect(screen.queryByRole('link', { name: 'Trocar forma de pagamento' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('pdv:link-paid:h4sh') ?? 'null')).toEqual({
      receiptId: 'r-9',
      merchant: 'Ateliê Araucária',
    });
  });

  it('names the shop as written when the charge says who it is, else as the BR Code spells it', async () => {
    fakeApi(() => ({
      status: 200,
      body: { ...charge('PENDING'), merchant: { name: 'Ateliê Araucária', document: '1' } },
    }));
    await renderPix();
    // The BR Code's field 59 has no accents; the header keeps the shop's own spelling.
    expect(screen.getByRole('banner').textContent).toContain('Ateliê Araucária');
  });

  it('falls back to the BR Code when a backend sends no merchant (an optional extra)', async () => {
    fakeApi(() => ({ status: 200, body: charge('PENDING') }));
    await renderPix();
    expect(screen.getByRole('banner').textContent).toContain('Fulano de Tal');
  });

  it('shows the QR code, the code to copy and the time left, and asks again every 3 s until paid', async () => {
    const replies = ['PENDING', 'PENDING', 'PAID'] as const;
    const { calls } = fakeApi(() => ({ status: 200, body: charge(replies[Math.min(calls.length - 1, 2)]!) }));
    const { navigate } = await renderPix();

    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeTruthy();
    expect((screen.getByLabelText('Código Pix copia e cola') as HTMLTextAreaElement).value).toBe(BR_CODE);
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    expect(calls).toHaveLength(1);

    await advance(PIX_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toBe('14:57');

    await advance(PIX_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.path === '/v1/external/pix/p1')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/receipt/r-9', { replace: true });

    await advance(PIX_POLL_MS * 3);
    expect(calls).toHaveLength(3);
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const { calls } = fakeApi(() => ({ status: 200, body: charge('PENDING') }));
    await renderPix();
    visibility = 'hidden';

    await advance(PIX_POLL_MS * 5);
    expect(calls).toHaveLength(1);

    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(calls).toHaveLength(2);
  });

  it('keeps the code on screen when a read fails, and tries again', async () => {
    let fail = false;
    const { calls } = fakeApi(() =>
      fail ? new TypeError('Failed to fetch') : { status: 200, body: charge('PENDING') },
    );
    await renderPix();
    fail = true;

    await advance(PIX_POLL_MS);
    expect(screen.getByRole('img', { name: 'QR code do Pix' })).toBeTruthy();
    expect(screen.getByText('Sem conexão: tentando de novo…')).toBeTruthy();

    fail = false;
    await advance(PIX_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(screen.getByText('Aguardando o pagamento…')).toBeTruthy();
  });

  it('says when the code expired, and sends an unknown charge to the exception page', async () => {
    fakeApi((call) =>
      call.path.endsWith('/p1') ? { status: 200, body: charge('EXPIRED') } : { status: 404, body: {} },
    );
    await renderPix();
    expect(screen.getByText('Este código Pix expirou e não pode mais ser pago.')).toBeTruthy();

    const { navigate } = await renderPix('nope');
    expect(navigate).toHaveBeenCalledWith('/pix/checkout/exception', { replace: true });
  });

  it('says when the code was cancelled (its link was paid another way or closed), and stops asking', async () => {
    const { calls } = fakeApi(() => ({ status: 200, body: charge('CANCELLED') }));
    await renderPix();
    expect(screen.getByText('Este código Pix foi cancelado e não pode mais ser pago.')).toBeTruthy();
    await advance(PIX_POLL_MS * 2);
    expect(calls).toHaveLength(1);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, and hours when there are', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3605)).toBe('1:00:05');
  });
});
