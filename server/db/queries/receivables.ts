import { and, asc, count, eq, getTableColumns, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { card_transaction as sale, financial_receivable as fr } from '../schema/index.ts';
import type { ReceivableSortKey, receivableList } from '../../../contract/financial.ts';
import { addDays, startOfDay } from '../../domain/zone.ts';
import { queryBuilder } from '../statements.ts';
import { cachedPage, orderedIds, pageStatement } from './list-cache.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import {
  filterKey,
  jsonRows,
  keyColumns,
  keysetBatches,
  offsetOf,
  orderBy,
  type Keyed,
  type Sorting,
} from './list-support.ts';

/** The statement's filter (its list, export and totals): the contract's query without paging and sorting. */
export type ReceivableFilter = ListFilter<typeof receivableList>;

/** id = transaction_id × 100 + n_installment: ordering by id is ordering by sale then installment. */
const RECEIVABLE_SORTS = {
  transaction_id: fr.id,
  id: fr.id,
  settlement_date: fr.settlement_date,
  transaction_date: fr.transaction_date,
  gross_amount: fr.gross_cents,
  mdr_amount: fr.mdr_cents,
  net_amount: fr.net_cents,
  transaction_amount: fr.transaction_amount_cents,
  n_installment: fr.n_installment,
} as const satisfies Record<ReceivableSortKey, unknown>;

export const receivableSorting = (sortBy: ReceivableSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: RECEIVABLE_SORTS[sortBy],
  tie: fr.id,
  desc: sortDesc,
});

/**
 * Receivable ids that can belong to the merchant's sales of [start, end] (São Paulo days): ids are
 * transaction_id × 100 + n, so the sales' id range found in the (merchant_id, payment_date)
 * index bounds them. It only narrows the key scan; transaction_date still decides.
 */
function saleIdRange(merchantId: number, start: string | undefined, end: string | undefined): SQL | undefined {
  if (start === undefined && end === undefined) return undefined;
  const sales = and(
    eq(sale.merchant_id, merchantId),
    start === undefined ? undefined : gte(sale.payment_date, startOfDay(start)),
    end === undefined ? undefined : lt(sale.payment_date, startOfDay(addDays(end, 1))),
  );
  return sql`${fr.id} BETWEEN (SELECT coalesce(min(${sale.transaction_id}), 0) * 100 FROM ${sale} WHERE ${sales})
                         AND (SELECT coalesce(max(${sale.transaction_id}), -1) * 100 + 99 FROM ${sale} WHERE ${sales})`;
}

export function receivableWhere(merchantId: number, f: ReceivableFilter): SQL | undefined {
  const byTransaction = f.date_type === 'transaction';
  const dateColumn = byTransaction ? fr.transaction_date : fr.settlement_date;
  return and(
    eq(fr.merchant_id, merchantId),
    ...filterConditions<ReceivableFilter>(f, {
      // The date type chooses the column start_date and end_date read.
      date_type: () => (byTransaction ? saleIdRange(merchantId, f.start_date, f.end_date) : undefined),
      start_date: (day) => gte(dateColumn, day),
      end_date: (day) => lte(dateColumn, day),
      id: (id) => eq(fr.id, id),
      transaction_id: (id) => eq(fr.transaction_id, id),
      channel: (ids) => inArray(fr.channel_id, ids),
      operation: (ids) => inArray(fr.operation_id, ids),
      card_brand: (ids) => inArray(fr.card_brand_id, ids),
      arrangement_id: (ids) => inArray(fr.arrangement_id, ids),
      qt_installment: (count) => eq(fr.qt_installment, count),
      n_installment: (n) => eq(fr.n_installment, n),
      vl_transaction_min: (cents) => gte(fr.transaction_amount_cents, cents),
      vl_transaction_max: (cents) => lte(fr.transaction_amount_cents, cents),
      paid: (paid) => eq(fr.paid, paid),
      anticipation: (anticipated) => eq(fr.anticipation, anticipated),
      blocked: (blocked) => eq(fr.blocked, blocked),
      block_type: (types) => inArray(fr.block_type, types),
      bank_billet_id: (id) => eq(fr.bank_billet_id, id),
      app_code: (codes) => inArray(fr.app_code, codes),
      pre_paid_card: (prePaid) => eq(fr.pre_paid_card, prePaid),
      receivable_unit_id: (id) => eq(fr.receivable_unit_id, id),
    }),
  );
}

export type ReceivableRecord = typeof fr.$inferSelect;

/** The sale's NSU and authorization, for reconciling a statement line (one PK lookup per row). */
const saleColumns = { nsu: sale.nsu, authorization_number: sale.authorization_number };
const saleJoin = and(eq(sale.transaction_id, fr.transaction_id), eq(sale.merchant_id, fr.merchant_id));

export interface ReceivableSum {
  gross_amount: number;
  mdr_amount: number;
  net_amount: number;
}

const sums = {
  total: count(),
  gross_amount: sql<number>`coalesce(sum(${fr.gross_cents}), 0)`.mapWith(Number),
  mdr_amount: sql<number>`coalesce(sum(${fr.mdr_cents}), 0)`.mapWith(Number),
  net_amount: sql<number>`coalesce(sum(${fr.net_cents}), 0)`.mapWith(Number),
};

/** The filter's receivable ids in list order with its count and sums, in one scan. */
const receivableOrder = (orm: Orm, merchantId: number, filter: ReceivableFilter, sorting: Sorting) => async () => {
  const [row] = await orm
    .select({ ids: orderedIds(sorting, fr.id), ...sums })
    .from(fr)
    .where(receivableWhere(merchantId, filter));
  const { ids = '[]', gross_amount = 0, mdr_amount = 0, net_amount = 0 } = row ?? {};
  return { ids, summary: { gross_amount, mdr_amount, net_amount } satisfies ReceivableSum };
};

/** A page of receivables by id with their sales' keys, as one JSON text. */
const receivablePage = pageStatement('receivable_page', (merchant, ids) =>
  queryBuilder
    .select({ ...getTableColumns(fr), ...saleColumns })
    .from(fr)
    .leftJoin(sale, saleJoin)
    .where(and(eq(fr.merchant_id, merchant), sql`${fr.id} = any(${ids})`)),
);

export async function listReceivables(
  orm: Orm,
  merchantId: number,
  filter: ReceivableFilter,
  sorting: Sorting,
  page: number,
  perPage: number,
) {
  const { rows, total, summary } = await cachedPage<ReceivableSum, ReceivableExportRecord>(
    orm,
    filterKey(`receivable:${sorting.name}`, merchantId, filter),
    receivableOrder(orm, merchantId, filter, sorting),
    receivablePage,
    { page, perPage },
    (row) => row.id,
  );
  return { rows, total, sum: summary };
}

/** A receivable as an export batch reads it: its columns plus the sale's NSU and authorization. */
export type ReceivableExportRecord = ReceivableRecord & { nsu: string | null; authorization_number: string | null };

/** Every receivable of the filter in list order, in batches (exports). */
export function receivableBatches(orm: Orm, merchantId: number, filter: ReceivableFilter, sorting: Sorting) {
  const base = receivableWhere(merchantId, filter);
  return keysetBatches(sorting, (cursor, limit) =>
    jsonRows<ReceivableExportRecord & Keyed>(
      orm,
      orm
        .select({ ...getTableColumns(fr), ...saleColumns, ...keyColumns(sorting) })
        .from(fr)
        .leftJoin(sale, saleJoin)
        .where(cursor ? and(base, cursor) : base)
        .orderBy(...orderBy(sorting))
        .limit(limit),
    ),
  );
}

/** A page of the receivables settled in one receivable unit (found through its settlement date). */
export async function unitInstallments(
  orm: Orm,
  merchantId: number,
  unit: { id: number; dt_liquidation: string },
  page: number,
  perPage: number,
) {
  return listReceivables(
    orm,
    merchantId,
    {
      date_type: 'settlement',
      start_date: unit.dt_liquidation,
      end_date: unit.dt_liquidation,
      receivable_unit_id: unit.id,
    },
    receivableSorting('id', false),
    page,
    perPage,
  );
}

/**
 * The installments landing in these payments (their `payment_id`): in units or not (boleto and
 * Pix credits), paged by id, with their sums.
 */
export async function installmentsOfPayments(
  orm: Orm,
  merchantId: number,
  paymentIds: readonly number[],
  page: number,
  perPage: number,
) {
  const where = and(
    eq(fr.merchant_id, merchantId),
    paymentIds.length === 0 ? sql`false` : inArray(fr.payment_id, [...paymentIds]),
  );
  const rows = await orm
    .select({ row: fr, sale: saleColumns })
    .from(fr)
    .leftJoin(sale, saleJoin)
    .where(where)
    .orderBy(asc(fr.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [agg] = await orm.select(sums).from(fr).where(where);
  const { total = 0, gross_amount = 0, mdr_amount = 0, net_amount = 0 } = agg ?? {};
  return { rows, total, sum: { gross_amount, mdr_amount, net_amount } };
}

/** A sale's receivables: ids transaction_id × 100 + 1…99, a range of the primary key. */
export async function receivablesOfSale(
  orm: Orm,
  merchantId: number,
  transactionId: number,
): Promise<ReceivableRecord[]> {
  const first = transactionId * 100;
  return orm
    .select()
    .from(fr)
    .where(and(eq(fr.merchant_id, merchantId), gte(fr.id, first), lte(fr.id, first + 99)))
    .orderBy(asc(fr.id));
}

export async function getReceivable(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(fr)
    .where(and(eq(fr.merchant_id, merchantId), eq(fr.id, id)));
  return row ?? null;
}
