import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardFingerprint, issuerAnswer } from './cards.ts';
import { isValidCardExpiry, luhnCheck } from '../../contract/rules/card-checks.ts';
import { isValidCardNumber } from '../../contract/rules/cards.ts';
import { BRAND } from '../../contract/codes/lookups.ts';

describe('cards', () => {
  it('checks Luhn and lengths', () => {
    expect(luhnCheck('4111111111111111')).toBe(true);
    expect(luhnCheck('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('12345')).toBe(false);
    expect(isValidCardNumber('4111abcd11111111')).toBe(false);
  });

  it('tells Brazilian brands by their most specific BIN (docs/domain.md vectors)', () => {
    expect(cardBrandOf('4111111111111111')).toBe(BRAND.VISA);
    expect(cardBrandOf('5555555555554444')).toBe(BRAND.MASTERCARD);
    expect(cardBrandOf('5066991111111118')).toBe(BRAND.ELO);
    expect(cardBrandOf('6277809990229178')).toBe(BRAND.ELO);
    expect(cardBrandOf('4011781234567890')).toBe(BRAND.ELO); // inside Visa's range
    expect(cardBrandOf('6062820524845321')).toBe(BRAND.HIPERCARD);
    expect(cardBrandOf('378282246310005')).toBe(BRAND.AMEX);
    expect(cardBrandOf('6011111111111117')).toBeNull(); // Discover: not captured
  });

  it('keeps only BIN and last 4', () => {
    expect(cardFingerprint('4111 1111 1111 1111')).toEqual({ bin: '411111', last4: '1111' });
  });

  it('accepts an expiry through the last day of its month', () => {
    expect(isValidCardExpiry('11/26', '2026-11-30')).toBe(true);
    expect(isValidCardExpiry('10/26', '2026-11-01')).toBe(false);
    expect(isValidCardExpiry('13/27', '2026-11-01')).toBe(false);
    expect(isValidCardExpiry('12/2030', '2026-11-01')).toBe(true);
    expect(isValidCardExpiry('12/99', '2026-11-01')).toBe(false);
  });

  it('answers as the simulated issuer by the last four digits', () => {
    expect(issuerAnswer('4111111111111111')).toEqual({ approved: true });
    expect(issuerAnswer('4000000000000002')).toEqual({ approved: false, message: 'Transação negada pelo emissor.' });
    expect(issuerAnswer('4000000000009995')).toEqual({ approved: false, message: 'Saldo insuficiente.' });
    expect(issuerAnswer('4000000000000069')).toEqual({ approved: false, message: 'Cartão expirado.' });
    for (const n of ['4000000000000002', '4000000000009995', '4000000000000069']) expect(luhnCheck(n)).toBe(true);
  });
});
