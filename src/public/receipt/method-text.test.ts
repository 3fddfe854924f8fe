import { describe, expect, it } from 'vitest';
import { methodText, receiptCode } from './receipt-page';

describe('methodText', () => {
  it("names the card's brand as the portal's lists do, with the last four only", () => {
    expect(methodText({ method: 'CARD', card: { brand: 'VISA', last4: '1111' } })).toBe(
      'Cartão de crédito Visa final 1111',
    );
    expect(methodText({ method: 'CARD', card: { brand: 'AMEX', last4: '0005' } })).toBe(
      'Cartão de crédito Amex final 0005',
    );
    expect(methodText({ method: 'card', card: { brand: 'MASTERCARD', last4: '4444' } })).toBe(
      'Cartão de crédito Mastercard final 4444',
    );
  });

  it('says only the method when there is no card', () => {
    expect(methodText({ method: 'PIX', card: null })).toBe('Pix');
  });
});

describe('receiptCode', () => {
  it('shortens a UUID to a code a customer can read out', () => {
    expect(receiptCode('ba0d779d-ae9e-4c1b-9f3e-0123456789ab')).toBe('BA0D-779D');
  });

  it("keeps a backend's own number", () => {
    expect(receiptCode(123456)).toBe('123456');
    expect(receiptCode('R-2026-0042')).toBe('R-2026-0042');
  });
});
