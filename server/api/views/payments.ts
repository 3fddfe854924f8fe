import { destinationLabel } from '../../../contract/receivable-codes.ts';
import type { PaymentDetailRecord, PaymentRow } from '../../db/queries/payments.ts';

/** A payment as the API answers it (contract/payments.ts), with the account it lands in. */
export function paymentView({ payment: p, account: a, adjustment_amount, anticipation_amount }: PaymentRow) {
  return {
    id: p.id,
    payment_date: p.payment_date,
    destination: p.destination,
    destination_label: destinationLabel(p.destination),
    bank_account: a,
    amount: p.amount_cents,
    receivable_unit_count: p.receivable_unit_count,
    paid: p.paid,
    status: p.paid ? ('PAID' as const) : ('EXPECTED' as const),
    adjustment_amount,
    anticipation_amount,
  };
}

/** A payment with what makes it up (GET /v1/app/payment/{id}). */
export function paymentDetailView({ row, ...parts }: PaymentDetailRecord) {
  return {
    ...paymentView(row),
    units_amount: parts.units_amount,
    committed_amount: parts.committed_amount,
    direct_amount: parts.direct_amount,
    installment_count: parts.installment_count,
  };
}
