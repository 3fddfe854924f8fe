import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Orm } from './driver.ts';

/**
 * Reads that run on every list call, prepared once (README "Performance", decision 034):
 * - Drizzle builds their SQL when the module loads, not per call (building a select was
 *   ~0.75 ms of a list call under load);
 * - the database parses and plans them once: a named statement per connection on PostgreSQL,
 *   PREPARE/EXECUTE in PGlite's one session (driver-pglite.ts), where planning every query was
 *   a large part of a call;
 * - no per-query type parsers: PGlite merges those into its ~360 defaults by copying them all on
 *   every query (~0.15 ms each), which is what Drizzle's queries ask for.
 * So their columns come back as the drivers' defaults give them, alike on both: write them as
 * text, integers or booleans (a bigint or an instant `::text`, JSON `::text`). Their values are
 * integers or arrays of integers (PGlite writes them into EXECUTE as literals, checked).
 */

/** Runs a prepared read's text with its values; each driver registers one for its Drizzle database. */
export type StatementRunner = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** Builds the selects of prepared reads, with no database at hand. */
export const queryBuilder = new QueryBuilder();

const runners = new WeakMap<Orm, StatementRunner>();
const names = new Set<string>();

export function registerStatementRunner(orm: Orm, run: StatementRunner): void {
  runners.set(orm, run);
}

/**
 * A read built once from `query`, whose `sql.placeholder(name)`s take the values of each call.
 * The name is PostgreSQL's statement name: one text per name, so it must be unique.
 */
export function preparedRead<Values extends Record<string, unknown>, Row>(
  name: string,
  query: SQL,
): (orm: Orm, values: Values) => Promise<Row[]> {
  if (names.has(name)) throw new Error(`preparedRead: the name ${name} is taken`);
  names.add(name);
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (orm, values) => {
    const run = runners.get(orm);
    // Every Drizzle database the sandbox uses comes from openDatabase, whose driver registers.
    if (!run) throw new Error(`preparedRead ${name}: this database has no statement runner`);
    return (await run(name, text, fillPlaceholders(params, values))) as Row[];
  };
}
