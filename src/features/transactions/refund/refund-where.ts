import type { Refund } from '@contract/refunds';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';

/**
 * Where a refund's money comes from (issue 29), said before it is made and reported after it.
 * The server takes the amount (gross) from the sale's installments still free to change — not
 * paid, not anticipated, not in a unit that is paid or bound by a contract effect — from the last
 * one back; what they cannot cover was already paid out (or is not the merchant's to shrink) and
 * is debited, net of the fee given back, on the next payments (docs/api.md "Estornos").
 */

/** Why an installment is out of a refund's reach: said in the confirmation's words. */
export type OutOfReach = 'paid' | 'anticipated' | 'bound';

/** One of the sale's installments as the forecast reads it. */
export interface ForecastInstallment {
  gross_amount: number;
  /** Null when free to change; else why not. */
  outOfReach: OutOfReach | null;
}

export interface RefundForecast {
  /** Gross that will come out of the installments still to be paid. */
  fromOpen: number;
  /** Gross of what was already paid out (or bound): debited, less its fee, on the next payment. */
  fromPaid: number;
  /** Why the installments out of reach are so, once each, in a stable order. */
  reasons: OutOfReach[];
}

const REASON_ORDER: OutOfReach[] = ['paid', 'anticipated', 'bound'];

/** How `amount` will split between the installments to be paid and a debit, as the server plans it. */
export function forecastRefund(installments: readonly ForecastInstallment[], amount: number): RefundForecast {
  const free = installments.reduce((sum, i) => sum + (i.outOfReach === null ? i.gross_amount : 0), 0);
  const fromOpen = Math.min(amount, free);
  const out = new Set(installments.map((i) => i.outOfReach).filter((why): why is OutOfReach => why !== null));
  return { fromOpen, fromPaid: amount - fromOpen, reasons: REASON_ORDER.filter((why) => out.has(why)) };
}

const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);

/**
 * What a refund done took, from its answer: 'R$ X saiu das parcelas a receber' and 'R$ Y
 * descontado do pagamento de dd/mm' per debit part. Undefined when the backend does not say
 * (the extras are optional): the screen then keeps its general words.
 */
export function refundSources(refund: Refund): string[] | undefined {
  if (refund.reduced_amount === undefined && refund.debits === undefined && refund.debit_amount === undefined) {
    return undefined;
  }
  const lines: string[] = [];
  if (refund.reduced_amount) lines.push(`${formatCents(refund.reduced_amount)} saiu das parcelas a receber`);
  if (refund.debits && refund.debits.length > 0) {
    for (const debit of refund.debits) {
      lines.push(`${formatCents(debit.amount)} descontado do pagamento de ${dayMonth(debit.payment_date)}`);
    }
  } else if (refund.debit_amount) {
    lines.push(`${formatCents(refund.debit_amount)} descontado dos próximos pagamentos`);
  }
  return lines.length > 0 ? lines : undefined;
}
