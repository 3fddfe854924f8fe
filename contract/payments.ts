import * as v from 'valibot';
import { endpoint, type Rule } from './endpoint.ts';
import { paymentList } from './payments/list.ts';
import { DateParam, IdParam, pagingEntries, required, UNKNOWN_PARAMETER } from './query.ts';
import { shape } from './shape.ts';
import { Cents, Count } from './shapes/numbers.ts';
import { PaymentSchema } from './shapes/payment.ts';
import { ReceivablePageSchema } from './shapes/receivable.ts';
import { ReceivableUnitPageSchema } from './shapes/receivable-unit.ts';

/**
 * Payments (docs/api.md "Payments"): one per settlement day and destination account, paid up to
 * the data's today and expected after it; each opens its receivable units and installments, and
 * a future day opens every payment expected on it.
 */

const AREA = 'payments';

// The range's list is declared in payments/list.ts and imported from there: the dashboard loads that
// module alone.

const FutureQuery = v.strictObject({ ...pagingEntries(20), date: v.optional(DateParam) }, UNKNOWN_PARAMETER);
export type FutureDay = v.InferOutput<typeof FutureQuery>;
/**
 * `date` is required and after the data's today, which only the server knows (the day its data
 * was generated for): the server adds that rule; the declaration says what is required.
 */
const FUTURE_QUERY: { schema: typeof FutureQuery; rules: Rule<FutureDay>[] } = {
  schema: FutureQuery,
  rules: [required<FutureDay>('date')],
};
export const futureDateRule =
  (today: string): Rule<FutureDay> =>
  (q) =>
    q.date === undefined || q.date > today ? null : `date: Deve ser uma data futura (depois de ${today})`;

const PageQuery = v.strictObject(pagingEntries(20), UNKNOWN_PARAMETER);
const PAGE_QUERY = { schema: PageQuery };

// ---- the answers ---------------------------------------------------------------------------------

/** A payment with what makes it up: its units before effects, what effects took, its other credits. */
export const PaymentDetailSchema = shape(
  { ...PaymentSchema.entries },
  {
    /** Σ of the units before contract effects (= Σ of the installments' net amounts). */
    units_amount: Cents,
    /** What contract effects (pledges, transfers, court blocks) took from the units. */
    committed_amount: Cents,
    /** Credits outside units (boletos, Pix): amount = units − committed + direct + adjustments. */
    direct_amount: Cents,
    /** Installments landing in it, in its units and outside them. */
    installment_count: Count,
  },
);
export type PaymentDetail = v.InferOutput<typeof PaymentDetailSchema>;

// ---- the calls -----------------------------------------------------------------------------------

const id = { id: IdParam };

export const futureUnits = endpoint({
  id: 'payments.futureUnits',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/future/receivable_unit',
  access: 'merchant',
  summary: 'The receivable units of every payment expected on a future day, paged.',
  query: FUTURE_QUERY,
  success: { status: 200, schema: ReceivableUnitPageSchema },
  errors: [400],
});

export const futureInstallments = endpoint({
  id: 'payments.futureInstallments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/future/installments',
  access: 'merchant',
  summary: 'The installments of every payment expected on a future day, paged, with their sums.',
  query: FUTURE_QUERY,
  success: { status: 200, schema: ReceivablePageSchema },
  errors: [400],
});

export const paymentDetail = endpoint({
  id: 'payments.detail',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/{id}',
  access: 'merchant',
  summary: 'A payment with its units’ amount before effects, what effects took and its installment count.',
  params: id,
  badParam: 400,
  success: { status: 200, schema: PaymentDetailSchema },
  errors: [400, 404],
});

export const paymentUnits = endpoint({
  id: 'payments.units',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/{id}/receivable_unit',
  access: 'merchant',
  summary: 'The receivable units a payment settles, paged.',
  params: id,
  badParam: 400,
  query: PAGE_QUERY,
  success: { status: 200, schema: ReceivableUnitPageSchema },
  errors: [400, 404],
});

export const paymentInstallments = endpoint({
  id: 'payments.installments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/{id}/installments',
  access: 'merchant',
  summary: 'The installments a payment settles, paged, with their sums.',
  params: id,
  badParam: 400,
  query: PAGE_QUERY,
  success: { status: 200, schema: ReceivablePageSchema },
  errors: [400, 404],
});

// The future day's calls first: the router tries them before `{id}` reads 'future' as an id.
export const PAYMENTS = [
  paymentList,
  futureUnits,
  futureInstallments,
  paymentDetail,
  paymentUnits,
  paymentInstallments,
] as const;
