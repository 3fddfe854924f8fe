import creditCardType from 'credit-card-type';
import { BRAND } from './codes.ts';

/**
 * Card rules of the checkout (DOMAIN.md, "Cards"). The full number (PAN) and the CVV pass
 * through these functions and are never kept: callers store `bin` and `last4` only.
 */

const BRAND_OF_TYPE: Partial<Record<string, number>> = {
  visa: BRAND.VISA,
  mastercard: BRAND.MASTERCARD,
  elo: BRAND.ELO,
  hipercard: BRAND.HIPERCARD,
  // "Hiper" (637095, 637568, …) is settled under the Hipercard arrangement.
  hiper: BRAND.HIPERCARD,
  'american-express': BRAND.AMEX,
};

/** Luhn (mod 10) over a string of digits. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of a typed number: the spaces and hyphens of a mask are dropped. */
export const normalizeCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** 12–19 digits, Luhn-valid, and a length its brand issues when the brand is known. */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(digits) || !luhnCheck(digits)) return false;
  const matches = creditCardType(digits);
  return matches.length !== 1 || (matches[0]?.lengths.includes(digits.length) ?? true);
}

/**
 * The portal's brand id (codes.ts BRAND) of a full number, or null for a brand the acquirer does
 * not capture (Discover, JCB, …). credit-card-type knows the Brazilian BIN ranges (Elo inside
 * Visa's and Mastercard's, Hipercard, Hiper) and returns the most specific prefix's brand.
 */
export function cardBrandOf(value: string): number | null {
  const matches = creditCardType(normalizeCardNumber(value));
  if (matches.length !== 1) return null;
  return BRAND_OF_TYPE[matches[0]?.type ?? ''] ?? null;
}

/** What may be stored of a card: first six and last four (PCI DSS). */
export function cardFingerprint(value: string): { bin: string; last4: string } {
  const digits = normalizeCardNumber(value);
  return { bin: digits.slice(0, 6), last4: digits.slice(-4) };
}

/** 'MM/AA' (or 'MM/AAAA', as some autofill sends cc-exp) → month and four-digit year. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const raw = match[2] ?? '';
  const year = raw.length === 2 ? 2000 + Number(raw) : Number(raw);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Cards are issued for at most ~20 years: '12/99' is a typo, not 2099. */
const MAX_YEARS_AHEAD = 20;

/**
 * Valid through the last day of its month ('11/26' still passes on 30/11/2026); `today` is the
 * São Paulo date YYYY-MM-DD.
 */
export function isValidCardExpiry(value: string, today: string): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  const index = expiry.year * 12 + expiry.month;
  return index >= current && index <= current + MAX_YEARS_AHEAD * 12;
}

export type IssuerAnswer = { approved: true } | { approved: false; message: string };

/**
 * The simulated issuer (README, "Test cards"): the number's last four digits pick the answer, as
 * acquirers' sandboxes do. Any other Luhn-valid number of a captured brand is approved.
 */
export const DENIALS: Readonly<Record<string, string>> = {
  '0002': 'Transação negada pelo emissor.',
  '9995': 'Saldo insuficiente.',
  '0069': 'Cartão expirado.',
};

export const UNSUPPORTED_BRAND = 'Bandeira não aceita por este estabelecimento.';

export function issuerAnswer(value: string): IssuerAnswer {
  if (cardBrandOf(value) === null) return { approved: false, message: UNSUPPORTED_BRAND };
  const denial = DENIALS[normalizeCardNumber(value).slice(-4)];
  return denial ? { approved: false, message: denial } : { approved: true };
}
