import { formatCents } from './money';

/**
 * What lands in the merchant's account (issue 29): a payment's `amount` already holds its
 * receivables, its credits outside them and its adjustments (refunds' debits included), so it is
 * shown as it is and never added to `adjustment_amount` again. The adjustments only explain it,
 * in one line. Shared by the home and the payments calendar, which read the same payments.
 */

/** U+2212, the minus sign: '−R$ 40,00' reads as a negative, a hyphen reads as a dash. */
export const MINUS = '\u2212';

/** 4000 → 'R$ 40,00', −4000 → '−R$ 40,00', with the true minus sign. */
export function signedCents(cents: number): string {
  return cents < 0 ? `${MINUS}${formatCents(-cents)}` : formatCents(cents);
}

/**
 * The adjustments of some payments (a day's, or one): undefined when the backend sends none of
 * them (`adjustment_amount` is optional: a backend without it shows the amount alone).
 */
export function adjustmentsOf(payments: readonly { adjustment_amount?: number | undefined }[]): number | undefined {
  let sum: number | undefined;
  for (const payment of payments) {
    if (payment.adjustment_amount !== undefined) sum = (sum ?? 0) + payment.adjustment_amount;
  }
  return sum;
}

/**
 * The one-line breakdown under a landing figure: what adjustments took off (refunds' debits,
 * the back office's debits) or added; nothing when there were none or the backend does not say.
 */
export function adjustmentNote(cents: number | undefined): string | undefined {
  if (cents === undefined || cents === 0) return undefined;
  return cents < 0
    ? `${formatCents(-cents)} descontados (estornos e ajustes)`
    : `${formatCents(cents)} creditados em ajustes`;
}

/**
 * The label of a payment that carries an anticipation's credit (receivables paid early, less the
 * fee): the whole payment or the part of it. Nothing when none or when the backend does not say
 * (`anticipation_amount` is optional).
 */
export function anticipationNote(payment: { amount: number; anticipation_amount?: number | undefined }) {
  const cents = payment.anticipation_amount;
  if (cents === undefined || cents <= 0) return undefined;
  return cents === payment.amount
    ? 'Crédito de antecipação de recebíveis'
    : `Inclui ${formatCents(cents)} de antecipação de recebíveis`;
}
