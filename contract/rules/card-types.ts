import creditCardType from 'credit-card-type';

/**
 * The brand of a card by its BIN. credit-card-type's table knows the Brazilian brands (Elo inside
 * Visa/Mastercard ranges, Hipercard, Hiper) and picks the most specific prefix (decision 003).
 * Its own module, apart from the rules in card-checks.ts: the customer's checkout imports it only
 * once its form is on screen (~3 KiB gzip, decision 017); the server has it through cards.ts.
 */

export type CardType = ReturnType<typeof creditCardType>[number];

/** The single card type the digits' prefix identifies, or undefined while ambiguous or unknown. */
export function matchCardType(digits: string): CardType | undefined {
  if (!/^\d+$/.test(digits)) return undefined;
  const matches = creditCardType(digits);
  return matches.length === 1 ? matches[0] : undefined;
}
