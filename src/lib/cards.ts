import creditCardType from 'credit-card-type';
import { type Now, today } from './dates/clock';

/**
 * Card number helpers for checkout and display. PCI DSS: a PAN is shown at most as first six
 * and last four (maskCardNumber) and never stored, cached or logged — these functions keep
 * nothing. Brands come from credit-card-type, whose BIN table knows the Brazilian brands
 * (Elo inside Visa/Mastercard/Discover ranges, Hipercard, Hiper) and picks the most specific
 * prefix (docs/decisions/003-shared-libraries.md).
 */

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'hiper'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'maestro'
  | 'unionpay';

const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  hiper: 'hiper',
  'diners-club': 'diners',
  discover: 'discover',
  jcb: 'jcb',
  maestro: 'maestro',
  unionpay: 'unionpay',
};

const DEFAULT_GAPS = [4, 8, 12];
const MIN_LENGTH = 12;
const MAX_LENGTH = 19;
/** Cards are issued for at most ~20 years; '12/99' is more likely a typo than 2099. */
const MAX_YEARS_AHEAD = 20;

/** Digits of a typed card number; spaces and hyphens of a mask are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The single brand the number's prefix identifies, or undefined while it is ambiguous. */
function matchBrand(digits: string): ReturnType<typeof creditCardType>[number] | undefined {
  if (!/^\d+$/.test(digits)) return undefined;
  const matches = creditCardType(digits);
  return matches.length === 1 ? matches[0] : undefined;
}

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
 * The brand of a (possibly partial) number, most specific prefix first: 4011 78… is Elo, not
 * Visa. Null while the prefix still fits several brands (e.g. a lone '4') or none we know.
 */
export function detectCardBrand(value: string): CardBrand | null {
  const match = matchBrand(normalizeCardNumber(value));
  return (match && BRANDS[match.type]) ?? null;
}

/** Luhn, and a length the brand issues (12–19 digits when the brand is unknown). */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d+$/.test(digits) || digits.length < MIN_LENGTH || digits.length > MAX_LENGTH) {
    return false;
  }
  const match = matchBrand(digits);
  if (match && !match.lengths.includes(digits.length)) return false;
  return luhnCheck(digits);
}

/** Groups digits as the brand prints them: '4111 1111 1111 1111', Amex '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const match = matchBrand(digits);
  const maxLength = match ? Math.max(...match.lengths) : MAX_LENGTH;
  const gaps = match?.gaps ?? DEFAULT_GAPS;
  const kept = digits.slice(0, maxLength);
  let out = '';
  for (let index = 0; index < kept.length; index += 1) {
    if (gaps.includes(index)) out += ' ';
    out += kept[index];
  }
  return out;
}

/**
 * First six and last four, the rest as '*': '506699******1118'. Shorter numbers reveal less:
 * the first six only from 13 digits on (so something is always hidden in between), the last
 * four only from 5 digits on.
 */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const head = digits.length >= 13 ? 6 : 0;
  const tail = digits.length > 4 ? 4 : 0;
  const hidden = digits.length - head - tail;
  return digits.slice(0, head) + '*'.repeat(hidden) + digits.slice(digits.length - tail);
}

export type CardExpiry = { month: number; year: number };

/** 'MM/YY' (or 'MM/YYYY', which some autofill sends for cc-exp) → month and 4-digit year. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] ?? '';
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * A card is valid through the last day of its expiry month, so '11/26' still passes on
 * 30/11/2026. "Now" is the São Paulo month, like every other date of the portal.
 */
export function isValidCardExpiry(value: string, now?: Now): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const [currentYear = 0, currentMonth = 0] = today(now).split('-').map(Number);
  const expiryIndex = expiry.year * 12 + expiry.month;
  const currentIndex = currentYear * 12 + currentMonth;
  return expiryIndex >= currentIndex && expiryIndex <= currentIndex + MAX_YEARS_AHEAD * 12;
}
