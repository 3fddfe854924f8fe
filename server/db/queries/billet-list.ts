import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BilletFilter, BilletSorting } from '../../../contract/billets.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';
import { type BilletRecord, UPLOADING } from './billet-records.ts';
import { queryBuilder } from '../statements.ts';
import { cachedPage, orderedIds, pageStatement } from './list-cache.ts';
import { escapeLike, filterKey, type Sorting } from './list-support.ts';

/**
 * The boleto list (GET /v1/app/billet) and its export: the filter, the sort, pages from the
 * filter's cached order with their histories, and batches for the export.
 */

const SORT_COLUMNS: Record<BilletSorting['sortBy'], AnyPgColumn> = {
  due_date: billet.due_date,
  created_date: billet.created_at,
  billet_value: billet.value_cents,
  billet_payer: billet.payer_name,
  billet_status: billet.status,
};

/** '109/00012345-6', '00012345-6', '000123456' or '12345' all name nosso número 00012345. */
export function ourNumberSequence(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 12) return null;
  const withoutCarteira = text.includes('/') ? digits.slice(3) : digits;
  const withoutDac =
    text.includes('-') || withoutCarteira.length === 9 ? withoutCarteira.slice(0, -1) : withoutCarteira;
  return withoutDac.padStart(8, '0').slice(-8);
}

function where(merchantId: number, f: BilletFilter): SQL | undefined {
  const sequence = f.our_number === undefined ? undefined : ourNumberSequence(f.our_number);
  return and(
    eq(billet.merchant_id, merchantId),
    f.billet_status ? inArray(billet.status, f.billet_status) : ne(billet.status, UPLOADING),
    f.start_date === undefined ? undefined : gte(billet.due_date, f.start_date),
    f.end_date === undefined ? undefined : lte(billet.due_date, f.end_date),
    f.billet_payer === undefined ? undefined : ilike(billet.payer_name, `%${escapeLike(f.billet_payer)}%`),
    // Cleaned as stored by the query's parser (contract/billets.ts).
    f.billet_payer_document === undefined ? undefined : eq(billet.payer_document, f.billet_payer_document),
    f.billet_value_min === undefined ? undefined : gte(billet.value_cents, f.billet_value_min),
    f.billet_value_max === undefined ? undefined : lte(billet.value_cents, f.billet_value_max),
    f.our_number === undefined
      ? undefined
      : sequence === null
        ? sql`false`
        : sql`substring(${billet.our_number} from 5 for 8) = ${sequence}`,
    f.external_id === undefined ? undefined : eq(billet.external_id, f.external_id),
  );
}

const order = (s: BilletSorting) => {
  const column = SORT_COLUMNS[s.sortBy];
  return s.sortDesc ? [desc(column), desc(billet.id)] : [asc(column), asc(billet.id)];
};

/** The filter's boleto ids in list order, in one scan. */
function billetOrder(orm: Orm, merchantId: number, filter: BilletFilter, sorting: Sorting) {
  return async () => {
    const [row] = await orm
      .select({ ids: orderedIds(sorting, billet.id) })
      .from(billet)
      .where(where(merchantId, filter));
    return { ids: row?.ids ?? '[]', summary: null };
  };
}

/** A boleto's history line as the list shows it. */
export interface HistoryItem {
  at: Date;
  event: string;
  description: string;
}

const INSTANTS = [
  'registered_at',
  'second_copy_at',
  'cancel_requested_at',
  'downed_at',
  'paid_at',
  'created_at',
] as const;
type JsonBillet = Omit<BilletRecord, (typeof INSTANTS)[number]> &
  Record<(typeof INSTANTS)[number], string | null> & { history: { at: string; event: string; description: string }[] };

// "billet"."id" spelled out: Drizzle writes a column in a select field unqualified, and inside
// this subquery a bare "id" would be the event's own id.
const history = sql`(SELECT coalesce(json_agg(json_build_object('at', e.at, 'event', e.event, 'description', e.description) ORDER BY e.id), '[]'::json) FROM ${billet_event} e WHERE e.billet_id = "billet"."id")`;

/**
 * A page of boletos with their histories, as one JSON text: PGlite converts every field of a
 * result row in JS, and a boleto has 40 (see jsonRows).
 */
const billetPage = pageStatement('billet_page', (merchant, ids) =>
  queryBuilder
    .select({ ...getTableColumns(billet), history: history.as('history') })
    .from(billet)
    .where(and(eq(billet.merchant_id, merchant), sql`${billet.id} = any(${ids})`)),
);

/** A boleto read as JSON, its instants back as Dates. */
function withDates({ history: items, ...json }: JsonBillet): { row: BilletRecord; history: HistoryItem[] } {
  const row = { ...json } as unknown as BilletRecord;
  for (const key of INSTANTS) (row as Record<string, unknown>)[key] = json[key] === null ? null : new Date(json[key]);
  return { row, history: items.map((h) => ({ ...h, at: new Date(h.at) })) as HistoryItem[] };
}

/**
 * A page of the list: the filter's order comes from the cache, kept per version of the
 * merchant's rows (decision 020), and the page's rows by primary key with their histories.
 */
export async function listBillets(
  orm: Orm,
  merchantId: number,
  filter: BilletFilter,
  s: BilletSorting,
  page: number,
  perPage: number,
): Promise<{ rows: { row: BilletRecord; history: HistoryItem[] }[]; total: number }> {
  const sorting: Sorting = {
    name: `${s.sortBy}:${s.sortDesc}`,
    key: SORT_COLUMNS[s.sortBy],
    tie: billet.id,
    desc: s.sortDesc,
  };
  const { rows, total } = await cachedPage<null, JsonBillet>(
    orm,
    filterKey(`billet:${sorting.name}`, merchantId, filter),
    billetOrder(orm, merchantId, filter, sorting),
    billetPage,
    { page, perPage },
    (row) => row.id,
  );
  return { rows: rows.map(withDates), total };
}

/** Every boleto of the filter in the list's order, in batches of 2,000 (the export). */
export async function* billetBatches(orm: Orm, merchantId: number, filter: BilletFilter, sorting: BilletSorting) {
  const condition = where(merchantId, filter);
  for (let offset = 0; ; offset += 2_000) {
    const rows = await orm
      .select()
      .from(billet)
      .where(condition)
      .orderBy(...order(sorting))
      .limit(2_000)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < 2_000) return;
  }
}
