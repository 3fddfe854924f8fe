import { parseBrlToCents } from '@/lib/money';
import { saleAt, type CopiedSale, type DayPart } from './day-part';

/**
 * Below this many characters an NSU or authorization fragment matches too many sales to help
 * (a 6-digit NSU holds any given 3 digits about once in 170 sales).
 */
const MIN_FRAGMENT = 4;

/** What a typed text can mean: an amount, part of an NSU or authorization, the card's last 4. */
export interface SaleQuery {
  cents: number | null;
  /** Upper-case letters and digits, for the NSU and the authorization code. */
  fragment: string | null;
  last4: string | null;
}

const BLANKS = /[\s\u00a0]+/g;
const CODE = /^[0-9A-Z]+$/;

/**
 * '123,45', '1.234,56', 'R$ 50' → an amount in cents; '712372' → that NSU fragment (and
 * R$ 712.372,00); '4321' → also a card's last 4 digits; 'c4rv4x' → an authorization code.
 * Null when the text cannot find anything (empty, or too short to be a fragment or amount).
 */
export function parseSaleQuery(text: string): SaleQuery | null {
  const compact = text.replace(BLANKS, '').toUpperCase();
  if (compact === '') return null;
  const parsed = parseBrlToCents(compact);
  const cents = parsed !== null && parsed > 0 ? parsed : null;
  const isCode = CODE.test(compact);
  const fragment = isCode && compact.length >= MIN_FRAGMENT ? compact : null;
  const last4 = /^\d{4}$/.test(compact) ? compact : null;
  return cents === null && fragment === null ? null : { cents, fragment, last4 };
}

export interface SearchResult {
  /** Every match in the copy. */
  total: number;
  /** The newest `limit` matches, ready to show. */
  sales: CopiedSale[];
}

/**
 * Scans the copy (parts newest first, rows newest first inside each) without allocating per
 * row: only the sales shown are built as objects. About 9,000 sales take well under a
 * millisecond, so the search runs on every keystroke, no debounce.
 */
export function searchCopy(parts: readonly DayPart[], query: SaleQuery, limit: number): SearchResult {
  const { cents, fragment, last4 } = query;
  const sales: CopiedSale[] = [];
  let total = 0;
  for (const part of parts) {
    const { amount, nsu, auth, last4: cards } = part;
    for (let i = 0; i < amount.length; i++) {
      const hit =
        (cents !== null && amount[i] === cents) ||
        (fragment !== null && (nsu[i]?.includes(fragment) === true || auth[i]?.includes(fragment) === true)) ||
        (last4 !== null && cards[i] === last4);
      if (!hit) continue;
      if (total < limit) sales.push(saleAt(part, i));
      total++;
    }
  }
  return { total, sales };
}

/** The copy's days newest first (their keys are 'YYYY-MM-DD', so text order is date order). */
export function newestFirst(parts: Iterable<DayPart>): DayPart[] {
  return [...parts].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}
