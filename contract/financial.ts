import * as v from 'valibot';
import { DATE_TYPES, MAX_ID_FILTER, MAX_INSTALLMENTS_FILTER } from './codes/financial.ts';
import { APP_CODES, CARD_BRAND_IDS, CHANNEL_IDS, OPERATION_FILTER_IDS } from './codes/lookups.ts';
import { endpoint } from './endpoint.ts';
import { EXPORT_MEDIA_TYPES, ExportFormatParam } from './exports.ts';
import {
  BooleanParam,
  CentsParam,
  dateOrder,
  DateParam,
  IdParam,
  IntegerParam,
  IntegersIn,
  NO_PARAMETERS,
  numberOrder,
  OneOf,
  pagingEntries,
  sortingEntries,
  StringsIn,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { ARRANGEMENT_IDS, BLOCK_TYPE_IDS } from './receivable-codes.ts';
import { need, shape } from './shape.ts';
import { Cents, Count, RowId } from './shapes/numbers.ts';
import { CardBrandSchema, ReceivablePageSchema } from './shapes/receivable.ts';

/**
 * The statement (docs/api.md "Financial receivables"): the merchant's receivables with their
 * totals, their split by situation and brand, the export, and the back-office adjustments.
 */

const AREA = 'financial';

// ---- the filter ---------------------------------------------------------------------------------

// The filter's codes and limits live in contract/codes/financial.ts (the route tree reads them).
export { DATE_TYPES, MAX_ID_FILTER, MAX_INSTALLMENTS_FILTER };

export const RECEIVABLE_SORT_KEYS = [
  'transaction_id',
  'id',
  'settlement_date',
  'transaction_date',
  'gross_amount',
  'mdr_amount',
  'net_amount',
  'transaction_amount',
  'n_installment',
] as const;
export type ReceivableSortKey = (typeof RECEIVABLE_SORT_KEYS)[number];

/** Spec §9: the statement lists 20 per page, by transaction_id ascending. */
export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_SORT = { sortBy: 'transaction_id', sortDesc: false } as const;
const Id = IntegerParam(1, MAX_ID_FILTER, 'Deve ser um número inteiro positivo');

const filterEntries = {
  date_type: v.optional(OneOf(DATE_TYPES), 'settlement'),
  start_date: v.optional(DateParam),
  end_date: v.optional(DateParam),
  id: v.optional(Id),
  transaction_id: v.optional(Id),
  channel: v.optional(IntegersIn(CHANNEL_IDS)),
  operation: v.optional(IntegersIn(OPERATION_FILTER_IDS)),
  card_brand: v.optional(IntegersIn(CARD_BRAND_IDS)),
  arrangement_id: v.optional(IntegersIn(ARRANGEMENT_IDS)),
  qt_installment: v.optional(
    IntegerParam(0, MAX_INSTALLMENTS_FILTER, `Deve ser um número inteiro entre 0 e ${MAX_INSTALLMENTS_FILTER}`),
  ),
  n_installment: v.optional(
    IntegerParam(1, MAX_INSTALLMENTS_FILTER, `Deve ser um número inteiro entre 1 e ${MAX_INSTALLMENTS_FILTER}`),
  ),
  vl_transaction_min: v.optional(CentsParam),
  vl_transaction_max: v.optional(CentsParam),
  paid: v.optional(BooleanParam),
  anticipation: v.optional(BooleanParam),
  blocked: v.optional(BooleanParam),
  block_type: v.optional(IntegersIn(BLOCK_TYPE_IDS)),
  bank_billet_id: v.optional(Id),
  app_code: v.optional(StringsIn(APP_CODES)),
  pre_paid_card: v.optional(BooleanParam),
  receivable_unit_id: v.optional(Id),
};

/** The parameters that may repeat (`channel=1&channel=3`). */
export const RECEIVABLE_MULTI = ['channel', 'operation', 'card_brand', 'arrangement_id', 'block_type', 'app_code'];

const ReceivableQuery = v.strictObject(
  {
    ...pagingEntries(STATEMENT_PAGE_SIZE),
    ...sortingEntries(RECEIVABLE_SORT_KEYS, STATEMENT_SORT.sortBy, STATEMENT_SORT.sortDesc),
    ...filterEntries,
  },
  UNKNOWN_PARAMETER,
);
type Filter = { start_date?: string; end_date?: string; vl_transaction_min?: number; vl_transaction_max?: number };
const filterRules = <T extends Filter>() => [
  dateOrder<T>('start_date', 'end_date'),
  numberOrder<T>('vl_transaction_min', 'vl_transaction_max'),
];

export const RECEIVABLE_QUERY = {
  schema: ReceivableQuery,
  multi: RECEIVABLE_MULTI,
  rules: filterRules<v.InferOutput<typeof ReceivableQuery>>(),
};

// The same filter without paging and order: `page` is refused, so a stats call never looks paged.
const StatsQuery = v.strictObject(filterEntries, UNKNOWN_PARAMETER);
const STATS_QUERY = {
  schema: StatsQuery,
  multi: RECEIVABLE_MULTI,
  rules: filterRules<v.InferOutput<typeof StatsQuery>>(),
};

/** Spec §7: the portal sends `date`, `page` and `perPage`; the range is a sandbox extra. */
const AdjustmentQuery = v.strictObject(
  {
    ...pagingEntries(20),
    date: v.optional(DateParam),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
  },
  UNKNOWN_PARAMETER,
);
const ADJUSTMENT_QUERY = {
  schema: AdjustmentQuery,
  rules: [dateOrder<v.InferOutput<typeof AdjustmentQuery>>('start_date', 'end_date')],
};

// ---- the answers --------------------------------------------------------------------------------

const Part = shape({
  count: need(Count, 'how many receivables are in the part'),
  gross_amount: need(Cents, 'the part’s gross amount'),
  net_amount: need(Cents, 'the part’s net amount, the figure the table shows'),
});

/**
 * Required: the filter's count and sums, as the list gives them. The split by situation and by
 * card brand is what the screen adds with it; a backend without it shows the totals alone.
 */
export const ReceivableStatsSchema = shape(
  {
    total: need(Count, 'the filter’s count'),
    sum: need(
      shape({
        gross_amount: need(Cents, 'the filter’s gross total'),
        mdr_amount: need(Cents, 'the filter’s MDR total'),
        net_amount: need(Cents, 'the filter’s net total'),
      }),
      'the filter’s totals',
    ),
  },
  {
    paid: Part,
    pending: Part,
    blocked: Part,
    anticipated: Part,
    by_card_brand: v.array(v.object({ card_brand: v.nullable(CardBrandSchema), ...Part.entries })),
    by_block_type: v.array(
      v.object({ block_type: v.nullable(RowId), block_type_label: v.nullable(v.string()), ...Part.entries }),
    ),
  },
);
export type ReceivableStats = v.InferOutput<typeof ReceivableStatsSchema>;

export const AdjustmentSchema = shape(
  {
    id: need(RowId, 'the row’s key'),
    adjustment_date: need(v.string(), 'the day it was made'),
    /** Signed cents: credits positive, debits negative. */
    amount: need(Cents, 'the amount, its sign telling credit from debit'),
    description: need(v.string(), 'what it is (rental, MDR correction, chargeback…)'),
    financial_id: need(v.nullable(RowId), 'its receivable, whose other adjustments it opens (adjust/{financial_id})'),
  },
  { type: v.string() },
);
export type Adjustment = v.InferOutput<typeof AdjustmentSchema>;

export const AdjustmentListSchema = shape({
  data: need(v.array(AdjustmentSchema), 'the day’s adjustments'),
  total: need(Count, 'how many, and whether to load more'),
  sum: need(shape({ amount: need(Cents, 'the day’s balance') }), 'the day’s balance'),
});
export type AdjustmentList = v.InferOutput<typeof AdjustmentListSchema>;

export const ReceivableAdjustmentsSchema = shape({
  data: need(v.array(AdjustmentSchema), 'the receivable’s adjustments'),
  total: need(Count, 'how many'),
});

// ---- the calls ----------------------------------------------------------------------------------

export const receivableList = endpoint({
  id: 'financial.receivables',
  area: AREA,
  method: 'GET',
  path: '/v1/app/financial/receivable',
  access: 'merchant',
  summary: 'The statement: the receivables of a filter, paged, with the count and sums of the whole filter.',
  query: RECEIVABLE_QUERY,
  success: { status: 200, schema: ReceivablePageSchema },
  errors: [400],
});

export const receivableStats = endpoint({
  id: 'financial.receivableStats',
  area: AREA,
  method: 'GET',
  path: '/v1/app/financial/receivable/stats',
  access: 'merchant',
  summary: 'The filter’s totals, and its split by situation, card brand and block reason.',
  query: STATS_QUERY,
  success: { status: 200, schema: ReceivableStatsSchema },
  errors: [400],
});

export const receivableExport = endpoint({
  id: 'financial.receivableExport',
  area: AREA,
  method: 'GET',
  path: '/v1/app/financial/receivable/export/{format}',
  access: 'merchant',
  summary: 'Every receivable of the filter as CSV or XLSX, in the list’s order (page and perPage are ignored).',
  params: { format: ExportFormatParam },
  badParam: 400,
  query: RECEIVABLE_QUERY,
  success: { status: 200, file: EXPORT_MEDIA_TYPES },
  errors: [400],
});

export const manualAdjustments = endpoint({
  id: 'financial.manualAdjustments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/financial/manualadjust',
  access: 'merchant',
  summary: 'Back-office credits and debits, newest first: one day’s (`date`), paged, with their balance.',
  query: ADJUSTMENT_QUERY,
  success: { status: 200, schema: AdjustmentListSchema },
  errors: [400],
});

export const receivableAdjustments = endpoint({
  id: 'financial.receivableAdjustments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/financial/adjust/{financial_id}',
  access: 'merchant',
  summary: 'The adjustments that refer to one receivable (its financial code).',
  params: { financial_id: IdParam },
  badParam: 400,
  query: NO_PARAMETERS,
  success: { status: 200, schema: ReceivableAdjustmentsSchema },
  errors: [400, 404],
});

export const FINANCIAL = [
  receivableList,
  receivableStats,
  receivableExport,
  manualAdjustments,
  receivableAdjustments,
] as const;
