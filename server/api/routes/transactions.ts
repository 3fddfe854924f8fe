import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import {
  getTransaction,
  listTransactions,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  transactionBatches,
  transactionSorting,
  type TransactionSortKey,
} from '../../db/queries/transactions.ts';
import { apps, cardBrands, channels } from '../../domain/lookups.ts';
import { OPERATION_FILTER_IDS } from '../code-params.ts';
import { todayInZone } from '../../domain/zone.ts';
import { exportResponse } from '../../export/index.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import { transactionColumns } from '../export-columns.ts';
import { exportFormat } from '../export-format.ts';
import {
  BooleanParam,
  CentsParam,
  DateParam,
  IntegerParam,
  IntegersIn,
  pagingEntries,
  parseQuery,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
  dateOrder,
  numberOrder,
  type QuerySpec,
} from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';
import { simulateRoute } from './simulate.ts';

const SORT_KEYS = Object.keys(TRANSACTION_SORTS) as [TransactionSortKey, ...TransactionSortKey[]];
const POSITIVE = 'Deve ser um número inteiro positivo';

const TransactionQuery = v.strictObject(
  {
    // Spec section 9: 10 per page, newest first.
    ...pagingEntries(10),
    ...sortingEntries(SORT_KEYS, 'payment_date', true),
    transaction_id: v.optional(IntegerParam(1, 999_999_999, POSITIVE)),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    status: v.optional(StringsIn(TRANSACTION_STATUSES)),
    operation: v.optional(IntegersIn(OPERATION_FILTER_IDS)),
    card_brand: v.optional(IntegersIn(cardBrands.map((b) => b.id))),
    channel: v.optional(IntegersIn(channels.map((c) => c.id))),
    vl_transaction_min: v.optional(CentsParam),
    vl_transaction_max: v.optional(CentsParam),
    qt_installment: v.optional(IntegerParam(0, 12, 'Deve ser um número inteiro entre 0 e 12')),
    nsu: v.optional(TextParam(20)),
    nsu_acquirer: v.optional(TextParam(20)),
    authorization_number: v.optional(TextParam(20)),
    terminal: v.optional(IntegerParam(1, 999_999_999, POSITIVE)),
    serial_number: v.optional(TextParam(40)),
    app_code: v.optional(StringsIn(apps.map((a) => a.app_code))),
    ecommerce_order: v.optional(TextParam(40)),
    ecommerce_customer: v.optional(TextParam(80)),
    bank_billet_id: v.optional(IntegerParam(1, 999_999_999, POSITIVE)),
    pre_paid_card: v.optional(BooleanParam),
  },
  UNKNOWN_PARAMETER,
);

/** The list's parameters; the export reads the same ones (page and perPage ignored). */
export const TRANSACTION_QUERY: QuerySpec<typeof TransactionQuery> = {
  schema: TransactionQuery,
  multi: ['status', 'operation', 'card_brand', 'channel', 'app_code'],
  rules: [dateOrder('start_date', 'end_date'), numberOrder('vl_transaction_min', 'vl_transaction_max')],
};

const Params = v.object({ id: IdParam });

export function transactionRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/app/transaction', async (c) => {
      const { page, perPage, sortBy, sortDesc, ...filter } = parseQuery(c, TRANSACTION_QUERY);
      return c.json(
        await listTransactions(
          db.orm,
          c.get('merchantId'),
          filter,
          transactionSorting(sortBy, sortDesc),
          page,
          perPage,
        ),
      );
    })
    .get('/v1/app/transaction/export/:format', (c) => {
      const format = exportFormat(c.req.param('format'));
      const { page: _p, perPage: _pp, sortBy, sortDesc, ...filter } = parseQuery(c, TRANSACTION_QUERY);
      return exportResponse(format, {
        filename: `transacoes-${todayInZone()}`,
        sheetName: 'Transações',
        columns: transactionColumns,
        // Raw rows: the columns read them directly (a zoned ISO string per row would cost seconds).
        rows: transactionBatches(db.orm, c.get('merchantId'), filter, transactionSorting(sortBy, sortDesc)),
      });
    })
    .post('/v1/app/transaction/simulate', simulateRoute(db))
    .get('/v1/app/transaction/:id', async (c) => {
      const { id } = parseInput(Params, c.req.param());
      const transaction = await getTransaction(db.orm, c.get('merchantId'), id);
      if (!transaction) throw recordNotFound();
      return c.json(transaction);
    });
}
