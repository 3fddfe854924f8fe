import creditCardType from 'credit-card-type';
import { normalizeCardNumber } from '../../contract/rules/card-checks.ts';
import { BRAND } from '../../contract/codes/lookups.ts';

/**
 * The sandbox's side of the card rules: the brand code it settles under, what it may store of a
 * card (`bin` and `last4`; the PAN and CVV are never kept) and the simulated issuer.
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

// The number and expiry rules are the contract's (contract/rules/card-checks.ts, contract/rules/cards.ts):
// the customer's form and this server check a card by the same code.

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

export type IssuerAnswer = { approved: true } | { approved: false; message: string };

/**
 * The simulated issuer (README, "Test cards"): the number's last four digits pick the answer, as
 * acquirers' sandboxes do. Any other Luhn-valid number of a captured brand is approved.
 */
const DENIALS: Readonly<Record<string, string>> = {
  '0002': 'Transação negada pelo emissor.',
  '9995': 'Saldo insuficiente.',
  '0069': 'Cartão expirado.',
};

const UNSUPPORTED_BRAND = 'Bandeira não aceita por este estabelecimento.';

export function issuerAnswer(value: string): IssuerAnswer {
  if (cardBrandOf(value) === null) return { approved: false, message: UNSUPPORTED_BRAND };
  const denial = DENIALS[normalizeCardNumber(value).slice(-4)];
  return denial ? { approved: false, message: denial } : { approved: true };
}
