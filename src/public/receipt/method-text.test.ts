import { describe, expect, it } from 'vitest';
import { methodText } from './receipt-page';

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
