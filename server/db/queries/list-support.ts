import { asc, desc, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import type { Orm } from '../driver.ts';

/**
 * What every list query shares: ORDER BY a whitelisted key plus a unique tie-breaker, OFFSET
 * pages for the smaller lists, keyset batches for the exports, one JSON text per batch, and the
 * cache key of a filter (the cache itself and the cached lists' pages: list-cache.ts).
 */

export type SortExpr = AnyColumn | SQL;

export interface Sorting {
  /** The sortBy value and direction, for cache keys. */
  name: string;
  /** Never null: nullable columns are sorted through coalesce(), so keyset comparisons hold. */
  key: SortExpr;
  /** Unique and not null: makes the order total, so pages and batches never skip or repeat. */
  tie: AnyColumn;
  desc: boolean;
}

export const orderBy = (s: Sorting): SQL[] => (s.desc ? [desc(s.key), desc(s.tie)] : [asc(s.key), asc(s.tie)]);

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** Rows strictly after (key, tie) in the sort order. */
function after(s: Sorting, key: unknown, tie: unknown): SQL {
  return sql`(${s.key}, ${s.tie}) ${sql.raw(s.desc ? '<' : '>')} (${key}, ${tie})`;
}

/**
 * Rows per export batch. PGlite runs a batch's query on the event loop (~13 µs a row): 500 rows
 * hold it ~8 ms, so another merchant's call waits that long behind an export, not the ~30 ms
 * of 2,000 (issue 31); the export takes no longer alone.
 */
const BATCH_SIZE = 500;

/** What an export batch query selects besides the row: the sort key and the tie of each row. */
export interface Keyed {
  _key: unknown;
  _tie: unknown;
}

/**
 * Every row of a filter in sort order, `size` rows at a time, by keyset pagination on
 * (sort key, tie): each batch is an index range scan, however deep, and only one batch is ever
 * in memory. `fetch` gets the extra condition (none for the first batch) and returns the rows
 * with their `_key` and `_tie`.
 */
export async function* keysetBatches<Row extends Keyed>(
  s: Sorting,
  fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  size = BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let cursor: SQL | undefined;
  for (;;) {
    const rows = await fetch(cursor, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1] as Row;
    cursor = after(s, last._key, last._tie);
  }
}

/** The sort key and tie an export batch query must select (see keysetBatches). */
export const keyColumns = (s: Sorting) => ({ _key: sql`${s.key}`.as('_key'), _tie: sql`${s.tie}`.as('_tie') });

/**
 * The rows of a query as one JSON array: PGlite converts each field of a result row in JS, and
 * for an export batch that was half the time; one json_agg text parsed by JSON.parse is ~2×
 * faster. Rows keep the subquery's order (a plain scan of an ordered subquery feeds the
 * aggregate in that order; the export tests compare it with the list's). Dates and instants
 * arrive as ISO strings, numbers and booleans as such.
 */
export async function jsonRows<T>(orm: Orm, query: Subqueryable): Promise<T[]> {
  const [row] = await orm.select({ rows: sql<string | null>`json_agg("batch")::text` }).from(query.as('batch'));
  return row?.rows ? (JSON.parse(row.rows) as T[]) : [];
}

/** A select builder that can become the subquery of jsonRows. */
export interface Subqueryable {
  as(alias: 'batch'): Subquery;
}

/** A stable cache key for a filter: keys sorted, repeated values sorted. */
export function filterKey(scope: string, merchantId: number, filter: object): string {
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...(value as unknown[])].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${scope}:${merchantId}:${JSON.stringify(entries)}`;
}

/** `%` and `_` typed by a user match themselves in LIKE patterns. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
