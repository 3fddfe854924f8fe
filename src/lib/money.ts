/**
 * Money is integer cents everywhere inside the app (names end in `Cents`). Parsing works on the
 * typed digits, never through floats, so 'R$ 0,29' is 29 cents and not 28.999999999999996.
 */

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Above this the cents no longer fit a JavaScript integer exactly; 13 digits (R$ 99 bilhões)
 * is far beyond any sale and keeps auto-decimal typing from growing without bound.
 */
const MAX_CURRENCY_DIGITS = 13;

function requireCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
}

/**
 * 12345 → 'R$ 123,45'. The space after 'R$' is the no-break space (U+00A0) Intl produces:
 * compare against `formatCents` output or write '\u00a0' in tests.
 */
export function formatCents(cents: number): string {
  // Display only: a computed figure such as an average ticket may carry a fraction of a cent,
  // and a screen must not break over it, so it shows rounded to the cent. NaN still throws.
  const whole = Math.round(cents);
  requireCents(whole);
  // The division is for display only; Intl rounds to 2 decimals, exact for any safe integer.
  return BRL.format(whole / 100);
}

/** 123456 → '1234.56', -5 → '-0.05': a dot-decimal string for APIs and Pix amounts. */
export function centsToDecimalString(cents: number): string {
  requireCents(cents);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// '1.234,56', '1234,5', '1234', optionally with 'R$' and a leading minus.
const BRL_INPUT = /^(-)?(?:R\$)?(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Brazilian money text → cents: '1.234,56' → 123456, 'R$ 10' → 1000, '0,5' → 50. Returns null
 * for anything else, including more than two decimals (no silent rounding of money).
 */
export function parseBrlToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const match = BRL_INPUT.exec(compact);
  if (!match) return null;
  const [, minusBefore, minusAfter, integer = '', fraction = ''] = match;
  if (minusBefore && minusAfter) return null;
  const cents = Number(integer.replace(/\./g, '') + fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minusBefore || minusAfter ? -cents : cents;
}

/**
 * The auto-decimal currency input of requirements §5: digits fill from the right, so typing
 * 1, 2, 3 reads R$ 0,01 → R$ 0,12 → R$ 1,23. Feed it the input's whole text after each
 * keystroke (mask included) and render `formatCents` of the result. Only digits count, so a
 * minus sign cannot be typed (currency filters take no negatives). Null when there is no digit,
 * so an emptied filter stays empty instead of becoming R$ 0,00.
 */
export function autoDecimalCents(typed: string): number | null {
  const digits = typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  return Number(digits.slice(0, MAX_CURRENCY_DIGITS));
}

export type NumberFormatOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * Brazilian number text, dot thousands and comma decimal: 1234.5 → '1.234,5'. Up to 2 decimals
 * unless told otherwise (requirements §9: rounding defaults to 2 decimals).
 */
export function formatNumberBr(value: number, options: NumberFormatOptions = {}): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = options;
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits }).format(value);
}

const NUMBER_BR = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/**
 * '1.234,56' → 1234.56, '-3,5' → -3.5, '10' → 10; null otherwise. Thousands dots must group
 * by three, so '1.5' (a likely typo for 1,5) is refused rather than read as 15.
 * For limits and percentages, not money: money goes through `parseBrlToCents`.
 */
export function parseNumberBr(text: string): number | null {
  const match = NUMBER_BR.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const [, minus = '', integer = '', fraction] = match;
  const normalized = `${minus}${integer.replace(/\./g, '')}${fraction ? `.${fraction}` : ''}`;
  return Number(normalized);
}

/** 1.99 → '1,99%'. The value is already a percentage (1.99 means 1,99 %, not 199 %). */
export function formatPercent(value: number, fractionDigits = 2): string {
  const text = formatNumberBr(value, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return `${text}%`;
}
