import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import {
  CERC_PAYMENT_SORTS,
  cercPaymentDetail,
  cercPaymentSorting,
  cercUnit,
  getCercPaymentRow,
  listCercPayments,
  type CercPaymentSortKey,
} from '../../db/queries/cerc.ts';
import {
  getUnitRow,
  listUnits,
  UNIT_SORTS,
  unitDetail,
  unitSorting,
  type UnitSortKey,
} from '../../db/queries/receivable-units.ts';
import { unitInstallments } from '../../db/queries/receivables.ts';
import { ARRANGEMENTS } from '../../domain/receivable-codes.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import {
  BooleanParam,
  dateOrder,
  DateParam,
  DocumentParam,
  IntegerParam,
  IntegersIn,
  OneOf,
  pagingEntries,
  parseQuery,
  sortingEntries,
  TextParam,
  UNKNOWN_PARAMETER,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';

const Id = IntegerParam(1, 999_999_999, 'Deve ser um número inteiro positivo');

const UNIT_SORT_KEYS = Object.keys(UNIT_SORTS) as [UnitSortKey, ...UnitSortKey[]];
const UnitQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(UNIT_SORT_KEYS, 'dt_liquidation', true),
    arrangement_id: v.optional(IntegersIn(ARRANGEMENTS.map((a) => a.id))),
    paid: v.optional(BooleanParam),
    contract_effect: v.optional(BooleanParam),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    holder_document: v.optional(DocumentParam),
    receiving_end_user_document: v.optional(DocumentParam),
    payment_id: v.optional(Id),
    receivable_unit_id: v.optional(Id),
    financier: v.optional(TextParam(80)),
  },
  UNKNOWN_PARAMETER,
);
const UNIT_QUERY: QuerySpec<typeof UnitQuery> = {
  schema: UnitQuery,
  multi: ['arrangement_id'],
  rules: [dateOrder('start_date', 'end_date')],
};

const CERC_SORT_KEYS = Object.keys(CERC_PAYMENT_SORTS) as [CercPaymentSortKey, ...CercPaymentSortKey[]];
const CercPaymentQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(CERC_SORT_KEYS, 'payment_date', true),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    receivable_unit_id: v.optional(Id),
    payment_id: v.optional(Id),
    paid: v.optional(BooleanParam),
    recipient_type: v.optional(OneOf(['MERCHANT', 'BENEFICIARY'] as const)),
  },
  UNKNOWN_PARAMETER,
);
const CERC_PAYMENT_QUERY: QuerySpec<typeof CercPaymentQuery> = {
  schema: CercPaymentQuery,
  rules: [dateOrder('start_date', 'end_date')],
};

const PageQuery = v.strictObject(pagingEntries(20), UNKNOWN_PARAMETER);
const PAGE_QUERY: QuerySpec<typeof PageQuery> = { schema: PageQuery };

const Params = v.object({ id: IdParam });

export function receivableUnitRoutes(db: Db): Hono<ApiEnv> {
  return (
    new Hono<ApiEnv>()
      .get('/v1/app/receivable_unit', async (c) => {
        const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, UNIT_QUERY);
        return c.json(
          await listUnits(db.orm, c.get('merchantId'), filter, unitSorting(sortBy, sortDesc), page, perPage),
        );
      })
      .get('/v1/app/receivable_unit/:id', async (c) => {
        const { id } = parseInput(Params, c.req.param());
        const unit = await unitDetail(db.orm, c.get('merchantId'), id);
        if (!unit) throw recordNotFound();
        return c.json(unit);
      })
      // The spec writes this path with a trailing slash; both spellings answer.
      .on(
        'GET',
        ['/v1/app/receivable_unit/:id/installments', '/v1/app/receivable_unit/:id/installments/'],
        async (c) => {
          const { id } = parseInput(Params, c.req.param());
          const { page, perPage } = parseQuery(c, PAGE_QUERY);
          const unit = await getUnitRow(db.orm, c.get('merchantId'), id);
          if (!unit) throw recordNotFound();
          return c.json(await unitInstallments(db.orm, c.get('merchantId'), unit, page, perPage));
        },
      )
      .get('/v1/app/cerc_ur_payment', async (c) => {
        const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, CERC_PAYMENT_QUERY);
        return c.json(
          await listCercPayments(
            db.orm,
            c.get('merchantId'),
            filter,
            cercPaymentSorting(sortBy, sortDesc),
            page,
            perPage,
          ),
        );
      })
      .get('/v1/app/cerc_ur_payment/:id', async (c) => {
        const { id } = parseInput(Params, c.req.param());
        const payout = await cercPaymentDetail(db.orm, c.get('merchantId'), id);
        if (!payout) throw recordNotFound();
        return c.json(payout);
      })
      .get('/v1/app/cerc_ur_payment/:id/installments', async (c) => {
        const { id } = parseInput(Params, c.req.param());
        const { page, perPage } = parseQuery(c, PAGE_QUERY);
        const merchantId = c.get('merchantId');
        const payout = await getCercPaymentRow(db.orm, merchantId, id);
        const unit = payout && (await getUnitRow(db.orm, merchantId, payout.row.receivable_unit_id));
        if (!unit) throw recordNotFound();
        return c.json(await unitInstallments(db.orm, merchantId, unit, page, perPage));
      })
      .get('/v1/app/cerc_ur/:id', async (c) => {
        const { id } = parseInput(Params, c.req.param());
        const unit = await cercUnit(db.orm, c.get('merchantId'), id);
        if (!unit) throw recordNotFound();
        return c.json(unit);
      })
  );
}
