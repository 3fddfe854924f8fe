import { OPERATION } from '@contract/codes/lookups';

/**
 * What a sale allows of a refund (issue 23), read from the sale alone: light enough for the
 * list's badges and the detail's button (the form and its rules load with the action).
 * `refunded_amount` is optional in the contract: without it a backend has no refunds to show.
 */
export interface RefundableSale {
  status: string;
  amount: number;
  operation: { id?: number };
  refunded_amount?: number;
}

/** How much is still refundable; undefined when the backend does not say what was refunded. */
export function refundableLeft(sale: Pick<RefundableSale, 'amount' | 'refunded_amount'>): number | undefined {
  return sale.refunded_amount === undefined ? undefined : Math.max(0, sale.amount - sale.refunded_amount);
}

/** Part of the sale went back to the customer, not all of it: the 'Estornada parcialmente' badge. */
export const isPartlyRefunded = (sale: Pick<RefundableSale, 'amount' | 'refunded_amount'>): boolean =>
  sale.refunded_amount !== undefined && sale.refunded_amount > 0 && sale.refunded_amount < sale.amount;

export const isDebit = (sale: Pick<RefundableSale, 'operation'>): boolean => sale.operation.id === OPERATION.DEBIT;

/**
 * The button is offered only where a refund can plausibly go through: a confirmed sale, not a
 * boleto, with something left. The other rules (Pix within 90 days, 180 days at most) are the
 * server's, whose Portuguese message the form shows.
 */
export function canOfferRefund(sale: RefundableSale): boolean {
  const left = refundableLeft(sale);
  return sale.status === 'CONFIRMED' && sale.operation.id !== OPERATION.BOLETO && left !== undefined && left > 0;
}

/**
 * Why a confirmed sale has no 'Estornar venda', in the merchant's words (issue 32: a boleto
 * sale's sheet said nothing). Undefined when it is offered, or the sale is not confirmed (its
 * status already says why).
 */
export function noRefundReason(sale: RefundableSale): string | undefined {
  if (sale.status !== 'CONFIRMED' || canOfferRefund(sale)) return undefined;
  if (sale.operation.id === OPERATION.BOLETO)
    return 'Boleto pago não tem estorno pelo portal: devolva o valor ao pagador por Pix ou transferência.';
  if (refundableLeft(sale) === 0) return 'O valor desta venda já foi todo estornado.';
  return undefined;
}
