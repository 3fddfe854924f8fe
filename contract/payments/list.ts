import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { dateOrder, DateParam, required, UNKNOWN_PARAMETER } from '../query.ts';
import { shape, spec } from '../shape.ts';
import { PaymentSchema } from '../shapes/payment.ts';

/**
 * The payments of a range (docs/api.md "Payments"), which the dashboard reads too: apart from a
 * payment's detail, units and installments so that the first screen carries only this call
 * (issue 31); `payments.ts` re-exports it for the server and the tools.
 */

/** A year ahead and a year back fit in one call; the calendar asks for one month. */
const MAX_PAYMENT_DAYS = 400;

type Range = { dt_start?: string; dt_end?: string };
const RangeQuery = v.strictObject(
  { dt_start: v.optional(DateParam), dt_end: v.optional(DateParam) },
  UNKNOWN_PARAMETER,
);
const RANGE_QUERY = {
  schema: RangeQuery,
  rules: [required<Range>('dt_start', 'dt_end'), dateOrder<Range>('dt_start', 'dt_end', MAX_PAYMENT_DAYS)],
};

/** Requirements §3: "Payments response: payments and future_payments". */
export const PaymentMonthSchema = shape({
  payments: spec(v.array(PaymentSchema)),
  future_payments: spec(v.array(PaymentSchema)),
});
export type PaymentMonth = v.InferOutput<typeof PaymentMonthSchema>;

export const paymentList = endpoint({
  id: 'payments.list',
  area: 'payments',
  method: 'GET',
  path: '/v1/app/payment',
  access: 'merchant',
  summary: 'The payments of a range (up to 400 days): paid up to today, expected after it.',
  query: RANGE_QUERY,
  success: { status: 200, schema: PaymentMonthSchema },
  errors: [400],
});
