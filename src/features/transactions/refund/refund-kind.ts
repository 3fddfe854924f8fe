import type { RefundKind } from '@contract/refunds';
import { zonedDayOfInstant } from '@/lib/dates/instants';

/**
 * Cancellation or refund, as the server will decide it: the same São Paulo day as the sale is a
 * cancellation, any later day a refund. A sale at 23:59 in São Paulo is of that day even when UTC
 * already says tomorrow. luxon reads the sale's instant in the zone (this file loads with the
 * form only, never on the first screen).
 */
export function refundKindOf(paymentDate: string, now: number = Date.now()): RefundKind {
  const day = zonedDayOfInstant(paymentDate);
  return day !== '' && day === zonedDayOfInstant(now) ? 'CANCELLATION' : 'REFUND';
}

export const KIND_NAMES: Record<RefundKind, string> = { CANCELLATION: 'Cancelamento', REFUND: 'Estorno' };

/** What the merchant will see in receivables, said before confirming. */
export function kindConsequence(kind: RefundKind, whole: boolean): string {
  if (kind === 'CANCELLATION')
    return whole
      ? 'Como a venda é de hoje, é um cancelamento: os recebíveis desta venda deixam de existir e não há tarifa.'
      : 'Como a venda é de hoje, é um cancelamento: os recebíveis desta venda diminuem no valor cancelado e não há tarifa.';
  return 'Como a venda não é de hoje, é um estorno: os recebíveis futuros desta venda diminuem a partir da última parcela; se não bastarem, a diferença será descontada do próximo pagamento.';
}
