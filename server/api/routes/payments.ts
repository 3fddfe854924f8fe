import { eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { getPaymentRow, listPayments, paymentDetail, paymentIdsOn } from '../../db/queries/payments.ts';
import { unitsWhere } from '../../db/queries/receivable-units.ts';
import { unitsInstallments } from '../../db/queries/receivables.ts';
import { receivable_unit as ur } from '../../db/schema/index.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import {
  dateOrder,
  DateParam,
  pagingEntries,
  parseQuery,
  required,
  UNKNOWN_PARAMETER,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';

/** A year ahead and a year back fit in one call; the calendar asks for one month. */
export const MAX_PAYMENT_DAYS = 400;

const RangeQuery = v.strictObject(
  { dt_start: v.optional(DateParam), dt_end: v.optional(DateParam) },
  UNKNOWN_PARAMETER,
);
const RANGE_QUERY: QuerySpec<typeof RangeQuery> = {
  schema: RangeQuery,
  rules: [required('dt_start', 'dt_end'), dateOrder('dt_start', 'dt_end', MAX_PAYMENT_DAYS)],
};

const FutureQuery = v.strictObject({ ...pagingEntries(20), date: v.optional(DateParam) }, UNKNOWN_PARAMETER);

const PageQuery = v.strictObject(pagingEntries(20), UNKNOWN_PARAMETER);
const PAGE_QUERY: QuerySpec<typeof PageQuery> = { schema: PageQuery };

const Params = v.object({ id: IdParam });

export function paymentRoutes(db: Db): Hono<ApiEnv> {
  // "Future" is relative to the day the data was generated for, as the payments' paid flags are.
  const today = db.seedDate;
  const FUTURE_QUERY: QuerySpec<typeof FutureQuery> = {
    schema: FutureQuery,
    rules: [
      required('date'),
      (q) => (q.date === undefined || q.date > today ? null : `date: Deve ser uma data futura (depois de ${today})`),
    ],
  };
  const unitsOfPayments = (ids: number[]) => (ids.length === 0 ? sql`false` : inArray(ur.payment_id, ids));

  return new Hono<ApiEnv>()
    .get('/v1/app/payment', async (c) => {
      const { dt_start = '', dt_end = '' } = parseQuery(c, RANGE_QUERY);
      return c.json(await listPayments(db.orm, c.get('merchantId'), dt_start, dt_end, today));
    })
    .get('/v1/app/payment/future/receivable_unit', async (c) => {
      const { date = '', page, perPage } = parseQuery(c, FUTURE_QUERY);
      const ids = await paymentIdsOn(db.orm, c.get('merchantId'), date);
      return c.json(await unitsWhere(db.orm, c.get('merchantId'), unitsOfPayments(ids), page, perPage));
    })
    .get('/v1/app/payment/future/installments', async (c) => {
      const { date = '', page, perPage } = parseQuery(c, FUTURE_QUERY);
      const merchantId = c.get('merchantId');
      const units = await unitsWhere(
        db.orm,
        merchantId,
        unitsOfPayments(await paymentIdsOn(db.orm, merchantId, date)),
        1,
        1_000,
      );
      const unitIds = units.data.map((u) => u.receivable_unit_id);
      return c.json(await unitsInstallments(db.orm, merchantId, date, unitIds, page, perPage));
    })
    .get('/v1/app/payment/:id', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const payment = await paymentDetail(db.orm, c.get('merchantId'), id);
      if (!payment) throw recordNotFound();
      return c.json(payment);
    })
    .get('/v1/app/payment/:id/receivable_unit', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const { page, perPage } = parseQuery(c, PAGE_QUERY);
      const merchantId = c.get('merchantId');
      if (!(await getPaymentRow(db.orm, merchantId, id))) throw recordNotFound();
      return c.json(await unitsWhere(db.orm, merchantId, eq(ur.payment_id, id), page, perPage));
    })
    .get('/v1/app/payment/:id/installments', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const { page, perPage } = parseQuery(c, PAGE_QUERY);
      const merchantId = c.get('merchantId');
      const payment = await getPaymentRow(db.orm, merchantId, id);
      if (!payment) throw recordNotFound();
      const units = await unitsWhere(db.orm, merchantId, eq(ur.payment_id, id), 1, 1_000);
      const unitIds = units.data.map((u) => u.receivable_unit_id);
      return c.json(await unitsInstallments(db.orm, merchantId, payment.payment_date, unitIds, page, perPage));
    });
}
