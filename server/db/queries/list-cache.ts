import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { listVersion, versionOf } from '../list-version.ts';
import { preparedRead } from '../statements.ts';
import { offsetOf, type Sorting, type Subqueryable } from './list-support.ts';

/**
 * The cache of what a filter comes to (its ordered ids, count and sums), per database, filter
 * and version of the merchant's rows (decisions 008 and 020), and the pages of the cached lists
 * (transactions, statement, boletos) read from it.
 */

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
  /** The version each merchant's last read found: where a page looks first (cachedPage). */
  latest: Map<number, number>;
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
    cache = { entries: new Map(), weight: 0, versions: new Map(), latest: new Map() };
    caches.set(orm, cache);
  }
  return cache;
}

/**
 * A version just read for a merchant: where its next page looks first, and the merchant's entries
 * of older versions dropped (versions only grow, so those are never hit again).
 */
function noteVersion(cache: Cache, merchantId: number, version: number): void {
  cache.latest.set(merchantId, version);
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
  const merchantId = merchantIn(key);
  const version = await listVersion(orm, merchantId);
  const cache = cacheOf(orm);
  noteVersion(cache, merchantId, version);
  return entryAt(cache, key, version, compute, weigh);
}

/** The entry of `key` at `version`: a hit, or computed now (concurrent callers share it). */
function entryAt<T>(
  cache: Cache,
  key: string,
  version: number,
  compute: () => Promise<T>,
  weigh: (value: T) => number,
): Promise<T> {
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

function merchantIn(key: string): number {
  const merchantId = merchantOfKey(key);
  if (merchantId === null) throw new Error(`list cache: no merchant in key ${key}`);
  return merchantId;
}

// ---- pages by cached order ------------------------------------------------------------------------

/** The ids of a filter in list order, plus whatever was computed in the same scan. */
interface Ordered<S> {
  ids: Int32Array;
  summary: S;
}

/** `json_agg(id ORDER BY key, tie)` of a filter: its ids in list order, as a JSON text. */
export const orderedIds = (s: Sorting, id: AnyColumn): SQL<string> => {
  const dir = sql.raw(s.desc ? 'DESC' : 'ASC');
  return sql<string>`coalesce(json_agg(${id} ORDER BY ${s.key} ${dir}, ${s.tie} ${dir}), '[]')::text`;
};

/** The ids of one page. */
const pageOf = (ids: Int32Array, page: number, perPage: number): Int32Array =>
  ids.subarray(offsetOf(page, perPage), offsetOf(page, perPage) + perPage);

/** What a page statement answers, in one snapshot: the merchant's list version and the rows. */
export interface VersionedRows {
  /** The merchant's version (a bigint, as text). */
  version: string;
  /** The page's rows as one JSON array (see jsonRows); null for none. */
  rows: string | null;
}

/** Reads one page: the rows of these ids (any order) with the merchant's version. */
export type PageRead = (orm: Orm, merchantId: number, ids: number[]) => Promise<VersionedRows>;

/**
 * A list's page statement, prepared once (statements.ts): the merchant's version and the rows
 * `select` gives — a select of the merchant's rows whose id is among `ids` (an int[] parameter) —
 * as one JSON text, in one statement and so in one snapshot.
 */
export function pageStatement(name: string, select: (merchant: Placeholder, ids: SQL) => Subqueryable) {
  const merchant = sql.placeholder('merchant');
  const read = preparedRead<{ merchant: number; ids: number[] }, VersionedRows>(
    name,
    sql`SELECT ${versionOf(merchant)} AS version,
      (SELECT json_agg("batch")::text FROM ${select(merchant, sql`${sql.placeholder('ids')}::int[]`).as('batch')}) AS rows`,
  );
  return (async (orm, merchantId, ids) => {
    const [row] = await read(orm, { merchant: merchantId, ids });
    return row ?? { version: '0', rows: null };
  }) satisfies PageRead;
}

/**
 * A page of a list. The filter's order is computed once (one scan that also counts and sums)
 * and cached per version of the merchant's rows (decisions 008 and 020); a page is then
 * ids[offset, offset + perPage), fetched by primary key. Whatever the filter and the sort key, a
 * page costs a few index lookups, where OFFSET over a date range sorted by another column scanned
 * thousands of rows per page.
 *
 * A warm page is one statement: the page of the entry at the version this process last read for
 * the merchant, read together with the version now. When that version is another one (a write,
 * in this process or another), the entry is stale: the order is taken at the new version (its
 * scan starts after that read, as decision 020 requires) and the page is read again.
 */
export async function cachedPage<S, Row>(
  orm: Orm,
  key: string,
  compute: () => Promise<{ ids: string; summary: S }>,
  read: PageRead,
  at: { page: number; perPage: number },
  idOf: (row: Row) => number,
): Promise<{ rows: Row[]; total: number; summary: S }> {
  const merchantId = merchantIn(key);
  const cache = cacheOf(orm);
  const order = async (): Promise<Ordered<S>> => {
    const { ids, summary } = await compute();
    return { ids: Int32Array.from(JSON.parse(ids) as number[]), summary };
  };
  const pageAt = async (version: number) => {
    const ordered = await entryAt(cache, key, version, order, (value) => value.ids.length);
    const ids = pageOf(ordered.ids, at.page, at.perPage);
    return { ordered, ids, answer: await read(orm, merchantId, Array.from(ids)) };
  };
  const seen = cache.latest.get(merchantId);
  let version: number;
  if (seen !== undefined && cache.entries.has(`${key}@${seen}`)) {
    const warm = await pageAt(seen);
    version = Number(warm.answer.version);
    if (version === seen) return answerOf(warm, idOf);
  } else {
    version = await listVersion(orm, merchantId);
  }
  noteVersion(cache, merchantId, version);
  return answerOf(await pageAt(version), idOf);
}

/** The page's rows in the order of its ids (the statement returns them in any order). */
function answerOf<S, Row>(
  { ordered, ids, answer }: { ordered: Ordered<S>; ids: Int32Array; answer: VersionedRows },
  idOf: (row: Row) => number,
): { rows: Row[]; total: number; summary: S } {
  const rows = answer.rows ? (JSON.parse(answer.rows) as Row[]) : [];
  const position = new Map(Array.from(ids, (id, i) => [id, i]));
  rows.sort((a, b) => (position.get(idOf(a)) ?? 0) - (position.get(idOf(b)) ?? 0));
  return { rows, total: ordered.ids.length, summary: ordered.summary };
}
