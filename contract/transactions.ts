import * as v from 'valibot';
import { APP_CODES, CARD_BRAND_IDS, CHANNEL_IDS, OPERATION_FILTER_IDS } from './codes/lookups.ts';
import { REFUNDED_STATUS, TRANSACTION_FILTER_LIMITS, TRANSACTION_STATUSES } from './codes/transactions.ts';
import { EXPORT_MEDIA_TYPES, ExportFormatParam } from './exports.ts';
import { endpoint } from './endpoint.ts';
import {
  BooleanParam,
  CentsParam,
  dateOrder,
  DateParam,
  IdParam,
  IntegerParam,
  IntegersIn,
  numberOrder,
  pagingEntries,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { SimulateBody, SimulationSchema, TransactionDetailSchema, TransactionSchema } from './transaction-shapes.ts';
import { need, shape } from './shape.ts';
import { Count } from './shapes/numbers.ts';
import { transactionStats } from './transactions/stats.ts';

/**
 * A merchant's sales (requirements §3 "Transaction"; docs/api.md "Transactions"): the list, its export,
 * the dashboard's figures and the fee simulator. Money in integer cents.
 */

const AREA = 'transactions';

// A sale's codes, their words and the filter's limits live in contract/codes/transactions.ts (the
// route tree reads them); the list's query below is built from them.
const FILTER_STATUSES = [...TRANSACTION_STATUSES, REFUNDED_STATUS] as const;

// ---- the list's parameters (the export reads the same) --------------------------------------

/** sortBy values: response field names. */
const TRANSACTION_SORT_KEYS = [
  'payment_date',
  'transaction_id',
  'amount',
  'mdr_amount',
  'net_amount',
  'qt_installment',
  'status',
  'nsu',
  'card_brand',
  'operation',
  'channel',
] as const;
export type TransactionSortKey = (typeof TRANSACTION_SORT_KEYS)[number];

/** Requirements §9: 10 per page, newest first. */
export const TRANSACTION_PAGE_SIZE = 10;
export const TRANSACTION_DEFAULT_SORT = { sortBy: 'payment_date', sortDesc: true } as const;

const L = TRANSACTION_FILTER_LIMITS;
const POSITIVE = 'Deve ser um número inteiro positivo';
const PositiveId = IntegerParam(1, L.id, POSITIVE);

const TransactionQuery = v.strictObject(
  {
    ...pagingEntries(TRANSACTION_PAGE_SIZE),
    ...sortingEntries(TRANSACTION_SORT_KEYS, TRANSACTION_DEFAULT_SORT.sortBy, TRANSACTION_DEFAULT_SORT.sortDesc),
    transaction_id: v.optional(PositiveId),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    status: v.optional(StringsIn(FILTER_STATUSES)),
    operation: v.optional(IntegersIn(OPERATION_FILTER_IDS)),
    card_brand: v.optional(IntegersIn(CARD_BRAND_IDS)),
    channel: v.optional(IntegersIn(CHANNEL_IDS)),
    vl_transaction_min: v.optional(CentsParam),
    vl_transaction_max: v.optional(CentsParam),
    qt_installment: v.optional(
      IntegerParam(0, L.installments, `Deve ser um número inteiro entre 0 e ${L.installments}`),
    ),
    nsu: v.optional(TextParam(L.nsu)),
    nsu_acquirer: v.optional(TextParam(L.nsu)),
    authorization_number: v.optional(TextParam(L.authorization)),
    terminal: v.optional(PositiveId),
    serial_number: v.optional(TextParam(L.serial)),
    app_code: v.optional(StringsIn(APP_CODES)),
    ecommerce_order: v.optional(TextParam(L.ecommerceOrder)),
    ecommerce_customer: v.optional(TextParam(L.ecommerceCustomer)),
    bank_billet_id: v.optional(PositiveId),
    pre_paid_card: v.optional(BooleanParam),
  },
  UNKNOWN_PARAMETER,
);

const TRANSACTION_QUERY = {
  schema: TransactionQuery,
  multi: ['status', 'operation', 'card_brand', 'channel', 'app_code'],
  rules: [
    dateOrder<v.InferOutput<typeof TransactionQuery>>('start_date', 'end_date'),
    numberOrder<v.InferOutput<typeof TransactionQuery>>('vl_transaction_min', 'vl_transaction_max'),
  ],
} as const;

// ---- the answers ----------------------------------------------------------------------------

const TransactionListSchema = shape({
  data: need(v.array(TransactionSchema), 'the page’s sales'),
  total: need(Count, 'how many sales the filter finds: the count and the paging'),
});

// ---- the calls ------------------------------------------------------------------------------

export const transactionList = endpoint({
  id: 'transactions.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/transaction',
  access: 'merchant',
  summary: 'The merchant’s sales, filtered, sorted and paged (requirements §9: 10 per page, newest first).',
  query: TRANSACTION_QUERY,
  success: { status: 200, schema: TransactionListSchema },
  errors: [400],
});

export const transactionExport = endpoint({
  id: 'transactions.export',
  area: AREA,
  method: 'GET',
  path: '/v1/app/transaction/export/{format}',
  access: 'merchant',
  summary: 'Every sale of the list’s filter, in list order, as CSV or XLSX (page and perPage are ignored).',
  params: { format: ExportFormatParam },
  badParam: 400,
  query: TRANSACTION_QUERY,
  success: { status: 200, file: EXPORT_MEDIA_TYPES },
  errors: [400],
});

export const simulateSale = endpoint({
  id: 'transactions.simulate',
  area: AREA,
  method: 'POST',
  path: '/v1/app/transaction/simulate',
  access: 'merchant',
  summary: 'The MDR, net and receivable schedule a card sale made today would have under the merchant’s plan.',
  body: SimulateBody,
  success: { status: 200, schema: SimulationSchema },
  errors: [400],
});

export const transactionDetail = endpoint({
  id: 'transactions.detail',
  area: AREA,
  method: 'GET',
  path: '/v1/app/transaction/{id}',
  access: 'merchant',
  summary: 'One sale with its receivables in one call (the portal reads the two lists instead).',
  extra: true,
  params: { id: IdParam },
  badParam: 400,
  success: { status: 200, schema: TransactionDetailSchema },
  errors: [400, 404],
});

/** In registration order: stats and the export before `{id}`, which would take their paths. */
export const TRANSACTIONS = [
  transactionList,
  transactionStats,
  transactionExport,
  simulateSale,
  transactionDetail,
] as const;
