import { and, eq, getTableColumns, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionSortKey, transactionList } from '../../../contract/transactions.ts';
import type { Orm } from '../driver.ts';
import { card_transaction as sale } from '../schema/index.ts';
import { BRAND } from '../../../contract/codes/lookups.ts';
import { addDays, startOfDay } from '../../domain/zone.ts';
import { queryBuilder } from '../statements.ts';
import { cachedPage, orderedIds, pageStatement } from './list-cache.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import {
  escapeLike,
  filterKey,
  jsonRows,
  keyColumns,
  keysetBatches,
  orderBy,
  type Keyed,
  type SortExpr,
  type Sorting,
} from './list-support.ts';
import { receivablesOfSale, type ReceivableRecord } from './receivables.ts';
import { refundedOf } from './refunds.ts';

/** The list's and the export's filter: the contract's query without paging and sorting. */
export type TransactionFilter = ListFilter<typeof transactionList>;

/** sortBy values (the contract's, response field names) → never-null sort expressions. */
const TRANSACTION_SORTS: Record<TransactionSortKey, SortExpr> = {
  payment_date: sale.payment_date,
  transaction_id: sale.transaction_id,
  amount: sale.amount_cents,
  mdr_amount: sale.mdr_cents,
  net_amount: sale.net_cents,
  qt_installment: sale.qt_installment,
  status: sale.status,
  nsu: sql`coalesce(${sale.nsu}, '')`,
  card_brand: sql`coalesce(${sale.card_brand_id}, 0)`,
  operation: sale.operation_id,
  channel: sale.channel_id,
};

export const transactionSorting = (sortBy: TransactionSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: TRANSACTION_SORTS[sortBy],
  tie: sale.transaction_id,
  desc: sortDesc,
});

function where(merchantId: number, f: TransactionFilter): SQL | undefined {
  return and(
    eq(sale.merchant_id, merchantId),
    ...filterConditions<TransactionFilter>(f, {
      transaction_id: (id) => eq(sale.transaction_id, id),
      // São Paulo days as instants: the (merchant_id, payment_date) index range.
      start_date: (day) => gte(sale.payment_date, startOfDay(day)),
      end_date: (day) => lt(sale.payment_date, startOfDay(addDays(day, 1))),
      status: (statuses) => inArray(sale.status, statuses),
      operation: (ids) => inArray(sale.operation_id, ids),
      card_brand: (ids) => inArray(sale.card_brand_id, ids),
      channel: (ids) => inArray(sale.channel_id, ids),
      vl_transaction_min: (cents) => gte(sale.amount_cents, cents),
      vl_transaction_max: (cents) => lte(sale.amount_cents, cents),
      qt_installment: (count) => eq(sale.qt_installment, count),
      nsu: (text) => eq(sale.nsu, text),
      nsu_acquirer: (text) => eq(sale.nsu_acquirer, text),
      authorization_number: (text) => eq(sale.authorization_number, text.toUpperCase()),
      terminal: (id) => eq(sale.terminal_id, id),
      serial_number: (text) => eq(sale.serial_number, text),
      app_code: (codes) => inArray(sale.app_code, codes),
      ecommerce_order: (text) => ilike(sale.ecommerce_order, `${escapeLike(text)}%`),
      ecommerce_customer: (text) => ilike(sale.ecommerce_customer, `%${escapeLike(text)}%`),
      bank_billet_id: (id) => eq(sale.bank_billet_id, id),
      pre_paid_card: (prePaid) => eq(sale.pre_paid_card, prePaid),
    }),
  );
}

export type TransactionRecord = typeof sale.$inferSelect;
/** A sale with Σ of its refunds, as the list and the detail read it (issue 23). */
export type TransactionRow = TransactionRecord & { refunded_cents: number };
/** A sale read through jsonRows: the instant comes as an ISO string. */
type JsonRecord = Omit<TransactionRecord, 'payment_date'> & { payment_date: string; refunded_cents: number };

/** The sale's columns and Σ of its refunds (a primary-key range of the refund index per row). */
const withRefunded = () => ({
  ...getTableColumns(sale),
  refunded_cents: refundedOf(sale.merchant_id, sale.transaction_id).as('refunded_cents'),
});

/** PCI DSS: BIN and last 4 only; Amex numbers have 15 digits, the others 16. */
export function maskedCard(row: TransactionRecord): string | null {
  if (row.card_bin === null || row.card_last4 === null) return null;
  const length = row.card_brand_id === BRAND.AMEX ? 15 : 16;
  return `${row.card_bin}${'*'.repeat(length - 10)}${row.card_last4}`;
}

/** The filter's sale ids in list order, in one scan: the total is their number. */
const transactionOrder = (orm: Orm, merchantId: number, filter: TransactionFilter, sorting: Sorting) => async () => {
  const [row] = await orm
    .select({ ids: orderedIds(sorting, sale.transaction_id) })
    .from(sale)
    .where(where(merchantId, filter));
  return { ids: row?.ids ?? '[]', summary: null };
};

/** A page of sales by id, as one JSON text (PGlite converts every field of a result row in JS). */
const transactionPage = pageStatement('transaction_page', (merchant, ids) =>
  queryBuilder
    .select(withRefunded())
    .from(sale)
    .where(and(eq(sale.merchant_id, merchant), sql`${sale.transaction_id} = any(${ids})`)),
);

export async function listTransactions(
  orm: Orm,
  merchantId: number,
  filter: TransactionFilter,
  sorting: Sorting,
  page: number,
  perPage: number,
) {
  const { rows, total } = await cachedPage<null, JsonRecord>(
    orm,
    filterKey(`transaction:${sorting.name}`, merchantId, filter),
    transactionOrder(orm, merchantId, filter, sorting),
    transactionPage,
    { page, perPage },
    (row) => row.transaction_id,
  );
  return { rows: rows.map((row): TransactionRow => ({ ...row, payment_date: new Date(row.payment_date) })), total };
}

/** An exported sale: its columns, its keyset keys, and Σ of its refunds when asked for. */
type ExportRow = TransactionRecord & Keyed & { refunded_cents?: number };

/**
 * Every row of the filter in list order, in batches (exports): the table's columns, as Drizzle
 * would, and Σ of each sale's refunds when `refunded`.
 */
export function transactionBatches(
  orm: Orm,
  merchantId: number,
  filter: TransactionFilter,
  sorting: Sorting,
  refunded = false,
) {
  const base = where(merchantId, filter);
  return keysetBatches(sorting, async (cursor, limit) => {
    const query = orm
      .select({ ...(refunded ? withRefunded() : getTableColumns(sale)), ...keyColumns(sorting) })
      .from(sale)
      .where(cursor ? and(base, cursor) : base)
      .orderBy(...orderBy(sorting))
      .limit(limit);
    const rows = await jsonRows<ExportRow & { payment_date: Date | string }>(orm, query);
    for (const row of rows) row.payment_date = new Date(row.payment_date);
    return rows as ExportRow[];
  });
}

/** One sale with its receivables, or null when it is not this merchant's. */
export async function getTransaction(
  orm: Orm,
  merchantId: number,
  transactionId: number,
): Promise<{ row: TransactionRow; receivables: ReceivableRecord[] } | null> {
  const [row] = await orm
    .select(withRefunded())
    .from(sale)
    .where(and(eq(sale.merchant_id, merchantId), eq(sale.transaction_id, transactionId)));
  if (!row) return null;
  const receivables = await receivablesOfSale(orm, merchantId, row.transaction_id);
  return { row, receivables };
}
