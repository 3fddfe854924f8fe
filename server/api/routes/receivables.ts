import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { adjustmentsOf, listAdjustments } from '../../db/queries/adjustments.ts';
import { receivableStats } from '../../db/queries/receivable-stats.ts';
import {
  DATE_TYPES,
  getReceivable,
  listReceivables,
  RECEIVABLE_SORTS,
  receivableBatches,
  receivableSorting,
  type ReceivableSortKey,
} from '../../db/queries/receivables.ts';
import { ARRANGEMENTS, BLOCK_TYPE_IDS } from '../../domain/receivable-codes.ts';
import { apps, cardBrands, channels } from '../../domain/lookups.ts';
import { OPERATION_FILTER_IDS } from '../code-params.ts';
import { todayInZone } from '../../domain/zone.ts';
import { exportResponse } from '../../export/index.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import { receivableColumns } from '../export-columns.ts';
import { exportFormat } from '../export-format.ts';
import {
  BooleanParam,
  CentsParam,
  dateOrder,
  DateParam,
  IntegerParam,
  IntegersIn,
  NO_PARAMETERS,
  numberOrder,
  OneOf,
  pagingEntries,
  parseQuery,
  sortingEntries,
  StringsIn,
  UNKNOWN_PARAMETER,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';

const SORT_KEYS = Object.keys(RECEIVABLE_SORTS) as [ReceivableSortKey, ...ReceivableSortKey[]];
const POSITIVE = 'Deve ser um número inteiro positivo';
const Id = IntegerParam(1, 999_999_999, POSITIVE);

const filterEntries = {
  date_type: v.optional(OneOf(DATE_TYPES), 'settlement'),
  start_date: v.optional(DateParam),
  end_date: v.optional(DateParam),
  id: v.optional(Id),
  transaction_id: v.optional(Id),
  channel: v.optional(IntegersIn(channels.map((c) => c.id))),
  operation: v.optional(IntegersIn(OPERATION_FILTER_IDS)),
  card_brand: v.optional(IntegersIn(cardBrands.map((b) => b.id))),
  arrangement_id: v.optional(IntegersIn(ARRANGEMENTS.map((a) => a.id))),
  qt_installment: v.optional(IntegerParam(0, 12, 'Deve ser um número inteiro entre 0 e 12')),
  n_installment: v.optional(IntegerParam(1, 12, 'Deve ser um número inteiro entre 1 e 12')),
  vl_transaction_min: v.optional(CentsParam),
  vl_transaction_max: v.optional(CentsParam),
  paid: v.optional(BooleanParam),
  anticipation: v.optional(BooleanParam),
  blocked: v.optional(BooleanParam),
  block_type: v.optional(IntegersIn(BLOCK_TYPE_IDS)),
  bank_billet_id: v.optional(Id),
  app_code: v.optional(StringsIn(apps.map((a) => a.app_code))),
  pre_paid_card: v.optional(BooleanParam),
  receivable_unit_id: v.optional(Id),
};

const ReceivableQuery = v.strictObject(
  {
    // Spec section 9: 20 per page, by transaction_id ascending.
    ...pagingEntries(20),
    ...sortingEntries(SORT_KEYS, 'transaction_id', false),
    ...filterEntries,
  },
  UNKNOWN_PARAMETER,
);

const MULTI = ['channel', 'operation', 'card_brand', 'arrangement_id', 'block_type', 'app_code'];

export const RECEIVABLE_QUERY: QuerySpec<typeof ReceivableQuery> = {
  schema: ReceivableQuery,
  multi: MULTI,
  rules: [dateOrder('start_date', 'end_date'), numberOrder('vl_transaction_min', 'vl_transaction_max')],
};

const StatsQuery = v.strictObject(filterEntries, UNKNOWN_PARAMETER);
const STATS_QUERY: QuerySpec<typeof StatsQuery> = {
  schema: StatsQuery,
  multi: MULTI,
  rules: [dateOrder('start_date', 'end_date'), numberOrder('vl_transaction_min', 'vl_transaction_max')],
};

const AdjustmentQuery = v.strictObject(
  {
    ...pagingEntries(20),
    date: v.optional(DateParam),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
  },
  UNKNOWN_PARAMETER,
);
const ADJUSTMENT_QUERY: QuerySpec<typeof AdjustmentQuery> = {
  schema: AdjustmentQuery,
  rules: [dateOrder('start_date', 'end_date')],
};

const FinancialParams = v.object({ financial_id: IdParam });

export function receivableRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/app/financial/receivable', async (c) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, RECEIVABLE_QUERY);
      return c.json(
        await listReceivables(db.orm, c.get('merchantId'), filter, receivableSorting(sortBy, sortDesc), page, perPage),
      );
    })
    .get('/v1/app/financial/receivable/stats', async (c) => {
      const filter = parseQuery(c, STATS_QUERY);
      return c.json(await receivableStats(db.orm, c.get('merchantId'), filter));
    })
    .get('/v1/app/financial/receivable/export/:format', (c) => {
      const format = exportFormat(c.req.param('format'));
      const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = parseQuery(c, RECEIVABLE_QUERY);
      return exportResponse(format, {
        filename: `extrato-recebiveis-${todayInZone()}`,
        sheetName: 'Recebíveis',
        columns: receivableColumns,
        rows: receivableBatches(db.orm, c.get('merchantId'), filter, receivableSorting(sortBy, sortDesc)),
      });
    })
    .get('/v1/app/financial/manualadjust', async (c) => {
      const { page, perPage, ...filter } = parseQuery(c, ADJUSTMENT_QUERY);
      return c.json(await listAdjustments(db.orm, c.get('merchantId'), filter, page, perPage));
    })
    .get('/v1/app/financial/adjust/:financial_id', async (c) => {
      const { financial_id } = parseInput(FinancialParams, c.req.param());
      parseQuery(c, NO_PARAMETERS);
      const merchantId = c.get('merchantId');
      if (!(await getReceivable(db.orm, merchantId, financial_id))) throw recordNotFound();
      return c.json(await adjustmentsOf(db.orm, merchantId, financial_id));
    });
}
