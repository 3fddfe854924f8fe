import { randomBytes } from 'node:crypto';
import { PAYMENT_METHODS, type PaymentMethod } from '../../contract/shapes/payment-methods.ts';
import type { PaylinkStatus } from '../../contract/codes/paylinks.ts';
import { splitCents } from './settlement.ts';

/**
 * Payment links: status, methods and installments (docs/api.md, "Payment links"). The statuses,
 * the methods and the limits a merchant's form checks are the contract's (contract/paylinks.ts).
 */

/** Below this an installment is not offered (acquirers' usual floor of R$ 5,00). */
const MIN_INSTALLMENT_CENTS = 500;

/**
 * A link's status: a non-reusable link once paid is PAID whatever else happened; a link switched
 * off is INACTIVE; past its last day (São Paulo) EXPIRED; otherwise ACTIVE. `today` is YYYY-MM-DD.
 */
export function paylinkStatus(
  link: { active: boolean; reusable: boolean; payments_count: number; expires_at: string | null },
  today: string,
): PaylinkStatus {
  if (!link.reusable && link.payments_count > 0) return 'PAID';
  if (!link.active) return 'INACTIVE';
  if (link.expires_at !== null && link.expires_at < today) return 'EXPIRED';
  return 'ACTIVE';
}

/** What a checkout of a link in each closed status says (410). */
export const CLOSED_MESSAGES: Record<Exclude<PaylinkStatus, 'ACTIVE'>, string> = {
  EXPIRED: 'Este link de pagamento expirou.',
  PAID: 'Este link de pagamento já foi pago.',
  INACTIVE: 'Este link de pagamento está desativado.',
};

/** The stored list 'CARD,PIX' ↔ the API's array, always in CARD, BILLET, PIX order. */
export const methodsToText = (methods: readonly PaymentMethod[]): string =>
  PAYMENT_METHODS.filter((m) => methods.includes(m)).join(',');
export const methodsFromText = (text: string): PaymentMethod[] =>
  PAYMENT_METHODS.filter((m) => text.split(',').includes(m));

export interface InstallmentOption {
  installments: number;
  /** The first (largest) installment: the remainder of the split goes to it. */
  installment_amount: number;
  total_amount: number;
}

/**
 * Installments the payer may choose: 1 up to the link's maximum, "sem juros" (the merchant's MDR
 * pays for them, the total is the link's amount), each at least R$ 5,00 except the single one.
 */
export function installmentOptions(amountCents: number, maxInstallments: number): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  for (let n = 1; n <= maxInstallments; n++) {
    if (n > 1 && Math.floor(amountCents / n) < MIN_INSTALLMENT_CENTS) break;
    options.push({
      installments: n,
      installment_amount: splitCents(amountCents, n)[0] ?? amountCents,
      total_amount: amountCents,
    });
  }
  return options;
}

/** The checkout's key: 128 random bits, base64url (22 characters). */
export const newUrlHash = (): string => randomBytes(16).toString('base64url');

export const checkoutPath = (urlHash: string): string => `/paylink/checkout/${urlHash}`;

/** Minutes a Pix charge can be paid; days until a link's boleto falls due. */
export const PIX_TTL_MINUTES = 30;
export const BILLET_DUE_DAYS = 3;
