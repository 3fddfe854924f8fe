import { asc, desc, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { listVersion } from '../list-version.ts';

/**
 * What every list query shares: ORDER BY a whitelisted key plus a unique tie-breaker, OFFSET
 * pages for the screens, keyset batches for the exports, and a cache for the count/sum of a
 * filter.
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

export const BATCH_SIZE = 2_000;

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
interface Subqueryable {
  as(alias: 'batch'): Subquery;
}

// ---- filter cache ----------------------------------------------------------------------------

/** Cached entries weigh 1, or their number of ids: ~4M ids (16 MB of Int32Array) at most. */
const MAX_WEIGHT = 4_000_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  weight: number;
}

interface Cache {
  entries: Map<string, Entry>;
  weight: number;
  /** The list version each merchant's entries were computed at (see list-version.ts). */
  versions: Map<number, number>;
}

const caches = new WeakMap<Orm, Cache>();

function evict(cache: Cache): void {
  for (const [key, entry] of cache.entries) {
    if ((cache.weight <= MAX_WEIGHT && cache.entries.size <= MAX_ENTRIES) || cache.entries.size <= 1) return;
    cache.entries.delete(key); // Map order is the LRU order
    cache.weight -= entry.weight;
  }
}

function cacheOf(orm: Orm): Cache {
  let cache = caches.get(orm);
  if (!cache) {
    cache = { entries: new Map(), weight: 0, versions: new Map() };
    caches.set(orm, cache);
  }
  return cache;
}

/** Drops a merchant's entries of older versions: versions only grow, so those are never hit again. */
function forgetOlder(cache: Cache, merchantId: number, version: number): void {
  // A slow call may still read an older version than the one stored: it must not drop newer ones.
  if ((cache.versions.get(merchantId) ?? -1) >= version) return;
  cache.versions.set(merchantId, version);
  for (const [key, entry] of cache.entries) {
    if (merchantOfKey(key) !== merchantId || key.endsWith(`@${version}`)) continue;
    cache.entries.delete(key);
    cache.weight -= entry.weight;
  }
}

/**
 * What a filter's count, sums or order come to, computed once per database, filter and version
 * of the merchant's rows: scanning a 13-month filter is the slowest part of a list call, and
 * PGlite runs one query at a time. Writes (payment link sales, boletos), in this process or in
 * another one on the same PostgreSQL, bump the merchant's version in the database, so the next
 * call misses; a re-seed bumps every merchant. Concurrent calls with the same filter and version
 * share one query.
 */
export async function cachedAggregate<T>(
  orm: Orm,
  key: string,
  compute: () => Promise<T>,
  weigh: (value: T) => number = () => 1,
): Promise<T> {
  const merchantId = merchantOfKey(key);
  if (merchantId === null) throw new Error(`cachedAggregate: no merchant in key ${key}`);
  const version = await listVersion(orm, merchantId);
  const cache = cacheOf(orm);
  forgetOlder(cache, merchantId, version);
  const versioned = `${key}@${version}`;
  const hit = cache.entries.get(versioned);
  if (hit) {
    cache.entries.delete(versioned);
    cache.entries.set(versioned, hit);
    return hit.value as Promise<T>;
  }
  const entry: Entry = { value: compute(), weight: 1 };
  cache.entries.set(versioned, entry);
  cache.weight += 1;
  entry.value.then(
    (value) => {
      if (cache.entries.get(versioned) !== entry) return;
      const weight = Math.max(1, weigh(value as T));
      cache.weight += weight - entry.weight;
      entry.weight = weight;
      evict(cache);
    },
    () => {
      if (cache.entries.get(versioned) !== entry) return;
      cache.entries.delete(versioned);
      cache.weight -= entry.weight;
    },
  );
  evict(cache);
  return entry.value as Promise<T>;
}

export function clearAggregateCache(orm: Orm): void {
  caches.delete(orm);
}

/** The merchant a filterKey() names: the digits just before the JSON of the filter. */
function merchantOfKey(key: string): number | null {
  const match = /:(\d+):\[/.exec(key);
  return match ? Number(match[1]) : null;
}

// ---- pages by cached order ------------------------------------------------------------------------

/** The ids of a filter in list order, plus whatever was computed in the same scan. */
export interface Ordered<S> {
  ids: Int32Array;
  summary: S;
}

/** `json_agg(id ORDER BY key, tie)` of a filter: its ids in list order, as a JSON text. */
export const orderedIds = (s: Sorting, id: AnyColumn): SQL<string> => {
  const dir = sql.raw(s.desc ? 'DESC' : 'ASC');
  return sql<string>`coalesce(json_agg(${id} ORDER BY ${s.key} ${dir}, ${s.tie} ${dir}), '[]')::text`;
};

/**
 * A list's filter in order, computed once (one scan that also counts and sums) and cached; a
 * page is then ids[offset, offset + perPage), fetched by primary key. Whatever the filter and
 * the sort key, a page costs a few index lookups, where OFFSET over a date range sorted by
 * another column scanned thousands of rows per page.
 */
export async function cachedOrder<S>(
  orm: Orm,
  key: string,
  compute: () => Promise<{ ids: string; summary: S }>,
): Promise<Ordered<S>> {
  return cachedAggregate(
    orm,
    key,
    async () => {
      const { ids, summary } = await compute();
      return { ids: Int32Array.from(JSON.parse(ids) as number[]), summary };
    },
    (value) => value.ids.length,
  );
}

/** The rows of one page, in the order of `pageIds` (fetch them in any order). */
export async function pageRows<Row>(
  pageIds: Int32Array,
  fetch: (ids: number[]) => Promise<Row[]>,
  idOf: (row: Row) => number,
): Promise<Row[]> {
  if (pageIds.length === 0) return [];
  const ids = Array.from(pageIds);
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = await fetch(ids);
  return rows.sort((a, b) => (position.get(idOf(a)) ?? 0) - (position.get(idOf(b)) ?? 0));
}

export const pageOf = (ids: Int32Array, page: number, perPage: number): Int32Array =>
  ids.subarray(offsetOf(page, perPage), offsetOf(page, perPage) + perPage);

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
