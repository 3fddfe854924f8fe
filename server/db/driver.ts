import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema/index.ts';

/** The Drizzle database both drivers produce: queries are written once against this type. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlValue = string | number | boolean | Date | null | undefined;
/** A row keyed by column name (the schema's keys are the column names). */
export type Row = Readonly<Record<string, SqlValue>>;

/** One connection inside a transaction: what bootstrap and seeding need beyond Drizzle. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: readonly SqlValue[]): Promise<Record<string, unknown>[]>;
  /** Bulk load: COPY on PGlite, set-based INSERT … SELECT from JSON elsewhere. */
  load(table: string, columns: readonly string[], rows: readonly Row[]): Promise<void>;
}

export interface Driver {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs `work` on one connection between BEGIN and COMMIT (ROLLBACK when it throws). */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type Loader = 'copy' | 'insert';

/** COPY text format: tab separated, \N for null, backslash escapes. */
export function toCopyText(columns: readonly string[], rows: readonly Row[]): string {
  // Runs over 100k rows × 26 columns on every seed: reused arrays and join() were 3× faster
  // than building each line by concatenation.
  const lines = new Array<string>(rows.length);
  const values = new Array<string>(columns.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Row;
    for (let c = 0; c < columns.length; c++) values[c] = copyValue(row[columns[c] as string]);
    lines[r] = values.join('\t');
  }
  return lines.join('\n') + '\n';
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyValue(value: SqlValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') {
    return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : value;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return value.toISOString();
}

const INSERT_CHUNK = 5000;

/**
 * Portable bulk insert: one statement per chunk whose single parameter is a JSON array, so the
 * server parses and types the values (no per-row round trip, no placeholder limit).
 */
export async function insertFromJson(
  run: (sql: string, params: readonly SqlValue[]) => Promise<unknown>,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
): Promise<void> {
  const list = columns.map((c) => `"${c}"`).join(', ');
  const statement =
    `INSERT INTO "${table}" (${list}) ` + `SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await run(statement, [JSON.stringify(rows.slice(start, start + INSERT_CHUNK))]);
  }
}
