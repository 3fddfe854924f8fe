import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { EXPORT_MEDIA_TYPES, ExportFormatParam } from './exports.ts';
import { filterEntries, filterRules, RECEIVABLE_MULTI } from './financial/filter.ts';
import { receivableStats } from './financial/stats.ts';
import {
  dateOrder,
  DateParam,
  IdParam,
  NO_PARAMETERS,
  pagingEntries,
  sortingEntries,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { need, shape } from './shape.ts';
import { Cents, Count, RowId } from './shapes/numbers.ts';
import { ReceivablePageSchema } from './shapes/receivable.ts';

/**
 * The statement (docs/api.md "Financial receivables"): the merchant's receivables with their
 * totals, their split by situation and brand, the export, and the back-office adjustments.
 */

const AREA = 'financial';

// ---- the filter ---------------------------------------------------------------------------------

// The filter's codes and limits live in contract/codes/financial.ts (the route tree reads them),
// its entries and rules in financial/filter.ts, the totals' call in financial/stats.ts (the
// dashboard's first screen imports that module alone).

const RECEIVABLE_SORT_KEYS = [
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

/** Requirements §9: the statement lists 20 per page, by transaction_id ascending. */
export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_SORT = { sortBy: 'transaction_id', sortDesc: false } as const;

const ReceivableQuery = v.strictObject(
  {
    ...pagingEntries(STATEMENT_PAGE_SIZE),
    ...sortingEntries(RECEIVABLE_SORT_KEYS, STATEMENT_SORT.sortBy, STATEMENT_SORT.sortDesc),
    ...filterEntries,
  },
  UNKNOWN_PARAMETER,
);

const RECEIVABLE_QUERY = {
  schema: ReceivableQuery,
  multi: RECEIVABLE_MULTI,
  rules: filterRules<v.InferOutput<typeof ReceivableQuery>>(),
};

/** Requirements §7: the portal sends `date`, `page` and `perPage`; the range is a sandbox extra. */
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

const AdjustmentSchema = shape(
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

const AdjustmentListSchema = shape({
  data: need(v.array(AdjustmentSchema), 'the day’s adjustments'),
  total: need(Count, 'how many, and whether to load more'),
  sum: need(shape({ amount: need(Cents, 'the day’s balance') }), 'the day’s balance'),
});
export type AdjustmentList = v.InferOutput<typeof AdjustmentListSchema>;

const ReceivableAdjustmentsSchema = shape({
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
