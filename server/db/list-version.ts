import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './driver.ts';
import { preparedRead } from './statements.ts';

/**
 * A per-merchant version of the rows the cached lists read (decision 020). The list cache keeps
 * a filter's ids in the memory of one process; with several sandbox processes on one PostgreSQL,
 * a write in one must show in the others' next list call. Triggers bump the merchant's version
 * in the writing transaction itself, whichever route or process wrote, and every cached lookup
 * first reads the version (one primary-key read): a new version is a cache miss.
 *
 * Not part of the seeded schema (tablesInOrder): it survives re-seeds, so a version never goes
 * back to a value another process may still hold for older rows.
 */
const list_version = pgTable('list_version', {
  merchant_id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/** The tables behind the cached lists (transactions, statement, boletos); each has merchant_id. */
const TRACKED_TABLES = ['card_transaction', 'financial_receivable', 'billet', 'billet_event'] as const;

const trigger = (table: string) => `"${table}_list_version"`;

/** Before a re-seed loads rows: the load must not bump a version per row. */
export const dropListTriggersSql = (): string[] =>
  TRACKED_TABLES.map((table) => `DROP TRIGGER IF EXISTS ${trigger(table)} ON "${table}"`);

/**
 * After the seed: the table, its sequence (shared by all merchants, so versions only grow), the
 * triggers, and a new version for every merchant, since every row may have changed.
 */
export const createListVersionSql = (): string[] => [
  `CREATE SEQUENCE IF NOT EXISTS list_version_seq`,
  `CREATE TABLE IF NOT EXISTS list_version (merchant_id integer PRIMARY KEY, version bigint NOT NULL)`,
  // Once per merchant and transaction: the version only has to differ after the commit, and
  // bumping one row per written row made a 5,000-row write quadratic (each bump a new row version).
  // The flag is transaction-local, so a rollback or the next transaction starts without it.
  `CREATE OR REPLACE FUNCTION list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     merchant integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.merchant_id ELSE NEW.merchant_id END;
   BEGIN
     IF current_setting('list_version.bumped_' || merchant, true) = 'on' THEN RETURN NULL; END IF;
     PERFORM set_config('list_version.bumped_' || merchant, 'on', true);
     INSERT INTO list_version (merchant_id, version) VALUES (merchant, nextval('list_version_seq'))
     ON CONFLICT (merchant_id) DO UPDATE SET version = EXCLUDED.version;
     RETURN NULL;
   END $$`,
  ...TRACKED_TABLES.map(
    (table) =>
      `CREATE TRIGGER ${trigger(table)} AFTER INSERT OR UPDATE OR DELETE ON "${table}" ` +
      `FOR EACH ROW EXECUTE FUNCTION list_version_bump()`,
  ),
  `INSERT INTO list_version (merchant_id, version) SELECT id, nextval('list_version_seq') FROM merchant
   ON CONFLICT (merchant_id) DO UPDATE SET version = EXCLUDED.version`,
];

/**
 * The merchant's version as text (a bigint), 0 without a row, for `merchant` (a placeholder or a
 * value): a scalar subquery, so a list's page can read it in its own statement (list-support.ts).
 */
export const versionOf = (merchant: unknown): SQL<string> =>
  sql<string>`coalesce((SELECT ${list_version.version} FROM ${list_version} WHERE ${list_version.merchant_id} = ${merchant}), 0)::text`;

const readVersion = preparedRead<{ merchant: number }, { version: string }>(
  'list_version',
  sql`SELECT ${versionOf(sql.placeholder('merchant'))} AS version`,
);

/**
 * The merchant's current version. Read before a cached lookup's own query: under READ COMMITTED
 * that query then sees at least every write the version counts, so an entry is never stored
 * under a version newer than its rows.
 */
export async function listVersion(orm: Orm, merchantId: number): Promise<number> {
  const [row] = await readVersion(orm, { merchant: merchantId });
  return Number(row?.version ?? 0);
}
