import { createHash } from 'node:crypto';
import { parseCardExpiry } from '../../../contract/rules/card-checks.ts';

/**
 * The one-way names the payment rules count and compare by. None of them can give back what it
 * names: no PAN or CVV goes in, and an address or a card is stored only as its hash.
 */

const hash = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

export interface Payer {
  name: string;
  document: string;
  email: string;
}

/**
 * What makes two requests "the same payment" for an Idempotency-Key: everything but the PAN and
 * the CVV (an unkeyed hash of a PAN can be brute-forced from its BIN and last 4).
 */
export function paymentFingerprint(p: {
  installments: number;
  bin: string;
  last4: string;
  expiry: string;
  holder: string;
  payer: Payer;
}): string {
  return hash(p.installments, p.bin, p.last4, p.expiry, p.holder, p.payer);
}

/** A card as the denial lock knows it: BIN + last 4 + expiry ('1/30' and '01/2030' alike). */
export function cardKey(bin: string, last4: string, expiry: string): string {
  const parsed = parseCardExpiry(expiry);
  return hash('card', bin, last4, parsed ? `${parsed.month}/${parsed.year}` : expiry);
}

/** A client address as the limits know it. */
export const clientKey = (address: string): string => hash('client', address);
