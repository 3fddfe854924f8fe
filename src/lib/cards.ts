import {
  isValidCardExpiry as validThrough,
  MAX_CARD_LENGTH,
  normalizeCardNumber,
  type MatchCardType,
} from '@contract/rules/card-checks';
import { type Now, today } from './dates/clock';

// The number and expiry rules are the contract's (contract/rules/card-checks.ts, imported from there):
// the server checks a card by the same code.

/**
 * Card number helpers for checkout and display. PCI DSS: a PAN is shown at most as first six
 * and last four (maskCardNumber) and never stored, cached or logged — these functions keep
 * nothing. Brands come from credit-card-type, whose BIN table knows the Brazilian brands
 * (Elo inside Visa/Mastercard/Discover ranges, Hipercard, Hiper) and picks the most specific
 * prefix (docs/decisions/003-shared-libraries.md). That table is a chunk of its own
 * (loadCardTypes): the helpers that need it take its matcher, or undefined while it is on its way.
 */

let loading: Promise<MatchCardType> | undefined;
let loaded: MatchCardType | undefined;

/**
 * The brands' table (~3 KiB gzip), downloaded once: the checkout asks for it as soon as its card
 * form is on screen, not before (decision 017). A failed download is tried again at the next call.
 */
export function loadCardTypes(): Promise<MatchCardType> {
  loading ??= import('@contract/rules/card-types').then(
    (module) => (loaded = module.matchCardType),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The table if it has already arrived (a form opened again starts with its brands). */
export const loadedCardTypes = (): MatchCardType | undefined => loaded;

const NO_BRANDS: MatchCardType = () => undefined;

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

/**
 * The brand of a (possibly partial) number, most specific prefix first: 4011 78… is Elo, not
 * Visa. Null while the prefix still fits several brands (e.g. a lone '4') or none we know, and
 * while the table has not arrived.
 */
export function detectCardBrand(value: string, matchCardType: MatchCardType | undefined): CardBrand | null {
  const match = (matchCardType ?? NO_BRANDS)(normalizeCardNumber(value));
  return (match && BRANDS[match.type]) ?? null;
}

/**
 * Groups digits as the brand prints them: '4111 1111 1111 1111', Amex '3782 822463 10005'. Without
 * the table (or a known brand): by 4, up to 19 digits.
 */
export function formatCardNumber(value: string, matchCardType: MatchCardType | undefined): string {
  const digits = value.replace(/\D/g, '');
  const match = (matchCardType ?? NO_BRANDS)(digits);
  const maxLength = match ? Math.max(...match.lengths) : MAX_CARD_LENGTH;
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

/**
 * A card is valid through the last day of its expiry month, so '11/26' still passes on
 * 30/11/2026. "Now" is the São Paulo month, like every other date of the portal.
 */
export const isValidCardExpiry = (value: string, now?: Now): boolean => validThrough(value, today(now));
