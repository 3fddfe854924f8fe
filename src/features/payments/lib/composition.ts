import type { PaymentDetail } from '@contract/payments';

/** One part of a payment's amount: what it is and what it adds (or takes, negative). */
export interface CompositionPart {
  label: string;
  cents: number;
}

/**
 * How a payment's amount is made, from the detail's extras (issue 29): its receivables (units
 * before effects), what contract effects took, its credits outside units (boletos, Pix) and its
 * adjustments (refunds' debits, the back office's). Undefined when the backend does not send the
 * units' figure, or when the parts it sent do not add up to the amount (a backend that counts
 * them otherwise): a breakdown that does not close would mislead more than the amount alone.
 */
export function paymentComposition(p: PaymentDetail): CompositionPart[] | undefined {
  if (p.units_amount === undefined) return undefined;
  const committed = p.committed_amount ?? 0;
  const direct = p.direct_amount ?? 0;
  const adjustments = p.adjustment_amount ?? 0;
  if (p.units_amount - committed + direct + adjustments !== p.amount) return undefined;
  const parts: CompositionPart[] = [{ label: 'Recebíveis', cents: p.units_amount }];
  if (committed !== 0) parts.push({ label: 'Efeitos de contrato', cents: -committed });
  if (direct !== 0) parts.push({ label: 'Boletos e Pix', cents: direct });
  if (adjustments !== 0) parts.push({ label: 'Ajustes e estornos', cents: adjustments });
  return parts;
}
