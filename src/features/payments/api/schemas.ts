import * as v from 'valibot';
import { CentsSchema } from '@/api/money';
import { CountSchema } from '@/api/paging';
import { PaymentSchema } from '@/api/shapes/payment';

/** GET /v1/app/payment: paid (up to today) and expected (after today) payments of a range. */
export const PaymentMonthSchema = v.object({
  payments: v.array(PaymentSchema),
  future_payments: v.array(PaymentSchema),
});
export type PaymentMonth = v.InferOutput<typeof PaymentMonthSchema>;

export const PaymentDetailSchema = v.object({
  ...PaymentSchema.entries,
  /** Σ of the units before contract effects (= Σ of the installments' net amounts). */
  units_amount: CentsSchema,
  /** What contract effects (pledges, transfers, court blocks) took from the units. */
  committed_amount: CentsSchema,
  installment_count: CountSchema,
});
export type PaymentDetail = v.InferOutput<typeof PaymentDetailSchema>;
