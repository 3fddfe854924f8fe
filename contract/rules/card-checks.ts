/**
 * The card rules that need no table of brands: the typed digits, Luhn, 12–19 digits, expiry and
 * CVV. No import and no side effect, so the customer's checkout has them with its form while the
 * brands' table (card-types.ts, credit-card-type) arrives just after (decision 017). The one rule
 * that needs a brand, its issued lengths, takes the brand match as an argument; cards.ts binds it
 * to the table for the server. The full number (PAN) and the CVV pass through and are never kept.
 */

const MIN_CARD_LENGTH = 12;
export const MAX_CARD_LENGTH = 19;
/** Cards are issued for at most ~20 years: '12/99' is a typo, not 2099. */
const MAX_YEARS_AHEAD = 20;

/** What the rules read of a brand (credit-card-type's card type has these and more). */
type CardTypeMatch = {
  readonly type: string;
  readonly lengths: readonly number[];
  readonly gaps: readonly number[];
};
/** The single brand a number's digits identify, or undefined while ambiguous or unknown. */
export type MatchCardType = (digits: string) => CardTypeMatch | undefined;

/** Digits of a typed number: the spaces and hyphens of a mask are dropped. */
export const normalizeCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** Luhn (mod 10) over a string of digits. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * 12–19 digits, Luhn-valid, and a length its brand issues when `matchCardType` knows the brand.
 * A matcher that knows none (`() => undefined`) checks everything but the brand's lengths.
 */
export function isValidCardNumberWith(value: string, matchCardType: MatchCardType): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits) || digits.length < MIN_CARD_LENGTH || digits.length > MAX_CARD_LENGTH) return false;
  const match = matchCardType(digits);
  if (match && !match.lengths.includes(digits.length)) return false;
  return luhnCheck(digits);
}

export type CardExpiry = { month: number; year: number };

/** 'MM/AA' (or 'MM/AAAA', as some autofill sends cc-exp) → month and four-digit year. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const raw = match[2] ?? '';
  const year = raw.length === 2 ? 2000 + Number(raw) : Number(raw);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Valid through the last day of its month ('11/26' still passes on 30/11/2026); `today` is the
 * São Paulo date AAAA-MM-DD.
 */
export function isValidCardExpiry(value: string, today: string): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  const index = expiry.year * 12 + expiry.month;
  return index >= current && index <= current + MAX_YEARS_AHEAD * 12;
}

export const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value);
