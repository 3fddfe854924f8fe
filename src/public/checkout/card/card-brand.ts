import { detectCardBrand, type CardBrand } from '@/lib/cards';
import type { MatchCardType } from '@contract/rules/card-checks';

/**
 * The brands the card preview recognises (requirements §2: amex, dankort, dinersclub, discover,
 * elo, hipercard, jcb, laser, maestro, mastercard, unionpay), plus Visa and Hiper, which Brazilian
 * customers carry most. credit-card-type has no Dankort or Laser: their prefixes are taken first
 * (inside its Maestro ranges, so it would call them Maestro).
 */
export type PreviewBrand = Exclude<CardBrand, 'diners'> | 'dinersclub' | 'dankort' | 'laser';

/** Dankort 5019; Laser 6304, 6706, 6709, 6771 (both discontinued, both still in the spec). */
const EXTRA_PREFIXES: readonly (readonly [string, PreviewBrand])[] = [
  ['5019', 'dankort'],
  ['6304', 'laser'],
  ['6706', 'laser'],
  ['6709', 'laser'],
  ['6771', 'laser'],
];

export const BRAND_NAMES: Record<PreviewBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  dankort: 'Dankort',
  laser: 'Laser',
};

/**
 * The brand of a (partial) number, or null while its prefix is ambiguous or unknown, or while the
 * brands' table (`matchCardType`, loadCardTypes) has not arrived.
 */
export function previewBrandOf(number: string, matchCardType: MatchCardType | undefined): PreviewBrand | null {
  if (!matchCardType) return null;
  const digits = number.replace(/\D/g, '');
  for (const [prefix, brand] of EXTRA_PREFIXES) {
    if (digits.startsWith(prefix)) return brand;
  }
  const brand = detectCardBrand(digits, matchCardType);
  return brand === 'diners' ? 'dinersclub' : brand;
}

/** Digits a full number of the brand usually has (the preview's placeholders). */
export function cardLength(brand: PreviewBrand | null): number {
  if (brand === 'amex') return 15;
  if (brand === 'dinersclub') return 14;
  return 16;
}

/** Amex prints a 4-digit code on the front; the others 3 on the back. */
export function cvvLength(brand: PreviewBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}
