import { and, eq, getTableColumns, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionSortKey, transactionList } from '../../../contract/transactions.ts';
import type { Orm } from '../driver.ts';
import { card_transaction as tx } from '../schema/index.ts';
import { BRAND } from '../../domain/codes.ts';
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
export const TRANSACTION_SORTS: Record<TransactionSortKey, SortExpr> = {
  payment_date: tx.payment_date,
  transaction_id: tx.transaction_id,
  amount: tx.amount_cents,
  mdr_amount: tx.mdr_cents,
  net_amount: tx.net_cents,
  qt_installment: tx.qt_installment,
  status: tx.status,
  nsu: sql`coalesce(${tx.nsu}, '')`,
  card_brand: sql`coalesce(${tx.card_brand_id}, 0)`,
  operation: tx.operation_id,
  channel: tx.channel_id,
};

export const transactionSorting = (sortBy: TransactionSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: TRANSACTION_SORTS[sortBy],
  tie: tx.transaction_id,
  desc: sortDesc,
});

function where(merchantId: number, f: TransactionFilter): SQL | undefined {
  return and(
    eq(tx.merchant_id, merchantId),
    ...filterConditions<TransactionFilter>(f, {
      transaction_id: (id) => eq(tx.transaction_id, id),
      // São Paulo days as instants: the (merchant_id, payment_date) index range.
      start_date: (day) => gte(tx.payment_date, startOfDay(day)),
      end_date: (day) => lt(tx.payment_date, startOfDay(addDays(day, 1))),
      status: (statuses) => inArray(tx.status, statuses),
      operation: (ids) => inArray(tx.operation_id, ids),
      card_brand: (ids) => inArray(tx.card_brand_id, ids),
      channel: (ids) => inArray(tx.channel_id, ids),
      vl_transaction_min: (cents) => gte(tx.amount_cents, cents),
      vl_transaction_max: (cents) => lte(tx.amount_cents, cents),
      qt_installment: (count) => eq(tx.qt_installment, count),
      nsu: (text) => eq(tx.nsu, text),
      nsu_acquirer: (text) => eq(tx.nsu_acquirer, text),
      authorization_number: (text) => eq(tx.authorization_number, text.toUpperCase()),
      terminal: (id) => eq(tx.terminal_id, id),
      serial_number: (text) => eq(tx.serial_number, text),
      app_code: (codes) => inArray(tx.app_code, codes),
      ecommerce_order: (text) => ilike(tx.ecommerce_order, `${escapeLike(text)}%`),
      ecommerce_customer: (text) => ilike(tx.ecommerce_customer, `%${escapeLike(text)}%`),
      bank_billet_id: (id) => eq(tx.bank_billet_id, id),
      pre_paid_card: (prePaid) => eq(tx.pre_paid_card, prePaid),
    }),
  );
}

export type TransactionRecord = typeof tx.$inferSelect;
/** A sale with Σ of its refunds, as the list and the detail read it (issue 23). */
export type TransactionRow = TransactionRecord & { refunded_cents: number };
/** A sale read through jsonRows: the instant comes as an ISO string. */
type JsonRecord = Omit<TransactionRecord, 'payment_date'> & { payment_date: string; refunded_cents: number };

/** The sale's columns and Σ of its refunds (a primary-key range of the refund index per row). */
const withRefunded = () => ({
  ...getTableColumns(tx),
  refunded_cents: refundedOf(tx.merchant_id, tx.transaction_id).as('refunded_cents'),
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
    .select({ ids: orderedIds(sorting, tx.transaction_id) })
    .from(tx)
    .where(where(merchantId, filter));
  return { ids: row?.ids ?? '[]', summary: null };
};

/** A page of sales by id, as one JSON text (PGlite converts every field of a result row in JS). */
const transactionPage = pageStatement('transaction_page', (merchant, ids) =>
  queryBuilder
    .select(withRefunded())
    .from(tx)
    .where(and(eq(tx.merchant_id, merchant), sql`${tx.transaction_id} = any(${ids})`)),
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
      .select({ ...(refunded ? withRefunded() : getTableColumns(tx)), ...keyColumns(sorting) })
      .from(tx)
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
    .from(tx)
    .where(and(eq(tx.merchant_id, merchantId), eq(tx.transaction_id, transactionId)));
  if (!row) return null;
  const receivables = await receivablesOfSale(orm, merchantId, row.transaction_id);
  return { row, receivables };
}
