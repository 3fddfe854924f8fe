import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptText, shareReceipt } from './share-receipt';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/ui/toast', () => ({ showToast: toast }));

const SALE = {
  transaction_id: 5521,
  payment_date: '2026-11-21T10:15:00-03:00',
  status: 'CONFIRMED',
  amount: 12_345,
  qt_installment: 3,
  nsu: '123456',
  authorization_number: 'A1B2C3',
  operation: { id: 2, operation_name: 'Crédito Parcelado' },
  card_brand: { id: 1, brand_name: 'MASTERCARD' },
  card_last4: '4444',
  card_number: '544731******4444',
};

describe('the sale receipt', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.mockClear();
  });

  it('says shop, amount, date, brand, last digits, authorization and NSU', () => {
    expect(receiptText(SALE, 'Empório Bela Vista')).toBe(
      [
        'Comprovante de venda — Empório Bela Vista',
        'Valor: R$\u00a0123,45',
        'Data: 21/11/2026 10:15',
        'Mastercard · Crédito parcelado 3x',
        'Cartão final 4444',
        'Autorização: A1B2C3',
        'NSU: 123456',
      ].join('\n'),
    );
  });

  it("leaves out what the sale has not (Pix: no card), and says a sale's status when not confirmed", () => {
    const pix = {
      ...SALE,
      status: 'CANCELLED',
      qt_installment: 1,
      operation: { id: 18, operation_name: 'Pix' },
      card_brand: null,
      card_last4: null,
      card_number: null,
      authorization_number: null,
    };
    expect(receiptText(pix, undefined)).toBe(
      [
        'Comprovante de venda',
        'Valor: R$\u00a0123,45',
        'Data: 21/11/2026 10:15',
        'Pix',
        'NSU: 123456',
        'Status: Cancelada',
      ].join('\n'),
    );
    // The last digits from the masked number when the backend sends no card_last4.
    expect(receiptText({ ...SALE, card_last4: undefined }, 'Loja')).toContain('Cartão final 4444');
  });

  it("goes through the phone's share sheet when there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    await shareReceipt('texto');
    expect(share).toHaveBeenCalledWith({ title: 'Comprovante de venda', text: 'texto' });
    expect(toast).not.toHaveBeenCalled();
  });

  it("copies it where there is none, with the toast 'Comprovante copiado'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await shareReceipt('texto');
    expect(writeText).toHaveBeenCalledWith('texto');
    expect(toast).toHaveBeenCalledWith('Comprovante copiado', 'success');
  });

  it('a share the merchant cancels is not an error and copies nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.reject(new DOMException('cancelado', 'AbortError')));
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    await shareReceipt('texto');
    expect(writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
