import type { RefundKind } from '@contract/refunds';
import { zonedDayOfInstant } from '@/lib/dates/instants';
import { formatCents } from '@/lib/money';
import type { OutOfReach, RefundForecast } from './refund-where';

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

const REASON_WORDS: Record<OutOfReach, string> = {
  paid: 'pago a você',
  anticipated: 'antecipado',
  bound: 'comprometido com contratos de recebíveis',
};

/**
 * What the merchant will see in receivables and payments, said before confirming. With the
 * forecast (the sale's installments and their units known), it says exactly what the server
 * will do: the installments to be paid shrink, or the amount is debited on the next payment, or
 * both with their parts; without it, the general rule.
 */
export function kindConsequence(kind: RefundKind, whole: boolean, forecast?: RefundForecast): string {
  const cancel = kind === 'CANCELLATION';
  const prefix = cancel ? 'Como a venda é de hoje, é um cancelamento' : 'Como a venda não é de hoje, é um estorno';
  const noFee = cancel ? ' e não há tarifa' : '';
  if (!forecast) {
    if (cancel)
      return whole
        ? `${prefix}: os recebíveis desta venda deixam de existir${noFee}.`
        : `${prefix}: os recebíveis desta venda diminuem no valor cancelado${noFee}.`;
    return `${prefix}: os recebíveis futuros desta venda diminuem a partir da última parcela; se não bastarem, a diferença será descontada do próximo pagamento.`;
  }
  if (forecast.fromPaid === 0) {
    if (cancel && whole) return `${prefix}: os recebíveis desta venda deixam de existir${noFee}.`;
    return `${prefix}: as parcelas desta venda ainda a receber diminuem, a partir da última${noFee}.`;
  }
  const why = forecast.reasons.map((reason) => REASON_WORDS[reason]).join(' ou ') || REASON_WORDS.paid;
  const debit = 'menos a taxa devolvida, será descontado do próximo pagamento';
  const done = cancel ? 'o valor cancelado' : 'o valor estornado';
  if (forecast.fromOpen === 0) return `${prefix}: o dinheiro desta venda já foi ${why}, então ${done}, ${debit}.`;
  return `${prefix}: ${formatCents(forecast.fromOpen)} sai das parcelas desta venda ainda a receber, a partir da última; o restante, ${formatCents(forecast.fromPaid)}, já foi ${why}: ${debit}.`;
}
