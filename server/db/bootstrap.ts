import {
  columnNames,
  createConstraintsSql,
  createTableSql,
  dropConstraintsSql,
  dropTableSql,
  restartIdentitySql,
  tableName,
} from './ddl.ts';
import type { SqlSession } from './driver.ts';
import { createLedgerGuardsSql, dropLedgerGuardsSql } from './ledger-guards.ts';
import { createListVersionSql, dropListTriggersSql } from './list-version.ts';
import { sandbox_meta, tablesInOrder } from './schema/index.ts';
import { buildSeed } from './seed/index.ts';

/**
 * Bump whenever the schema or the generator changes: a sandbox database of another version is
 * dropped and rebuilt on start, so nobody ever migrates throw-away data.
 */
export const DATA_VERSION = '14';

export type BootstrapAction = 'created' | 'reseeded' | 'reused';

async function readMeta(session: SqlSession): Promise<Map<string, string>> {
  const [exists] = await session.query(`SELECT to_regclass('public.${tableName(sandbox_meta)}') IS NOT NULL AS ok`);
  if (exists?.ok !== true) return new Map();
  const rows = await session.query(`SELECT key, value FROM "${tableName(sandbox_meta)}"`);
  return new Map(rows.map((r) => [String(r.key), String(r.value)]));
}

async function loadSeed(session: SqlSession, today: string, cutoff: Date): Promise<void> {
  for (const { table, rows } of buildSeed(today, cutoff)) {
    await session.load(tableName(table), columnNames(table), rows);
  }
  await session.load(
    tableName(sandbox_meta),
    ['key', 'value'],
    [
      { key: 'data_version', value: DATA_VERSION },
      { key: 'seed_date', value: today },
      { key: 'seeded_at', value: new Date().toISOString() },
    ],
  );
}

async function run(session: SqlSession, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await session.exec(statement);
}

/**
 * Makes the database hold this version's schema and data seeded for `today`: creates it on first
 * start, re-seeds when the stored seed date is another day (the data is relative to today),
 * otherwise leaves it alone. Runs in one transaction, so a crash never leaves half a seed.
 */
export async function bootstrap(
  session: SqlSession,
  today: string,
  cutoff: Date,
  force = false,
): Promise<BootstrapAction> {
  const meta = await readMeta(session);
  const fresh = meta.get('data_version') !== DATA_VERSION;
  if (!fresh && !force && meta.get('seed_date') === today) return 'reused';
  if (fresh) {
    await run(session, [...tablesInOrder].reverse().map(dropTableSql));
    await run(session, tablesInOrder.map(createTableSql));
  } else {
    await run(session, dropListTriggersSql());
    await run(session, dropLedgerGuardsSql());
    await run(session, [...tablesInOrder].reverse().flatMap(dropConstraintsSql));
    await session.exec(`TRUNCATE ${tablesInOrder.map((table) => `"${tableName(table)}"`).join(', ')}`);
  }
  // Keys, foreign keys and indexes come after the load: checking 100k rows once in a join is far
  // cheaper than a trigger per row (a re-seed with them in place took ~3× longer), and building
  // a primary key once is cheaper than inserting into it row by row.
  await loadSeed(session, today, cutoff);
  await run(session, tablesInOrder.flatMap(createConstraintsSql));
  await run(session, tablesInOrder.flatMap(restartIdentitySql));
  await run(session, createListVersionSql());
  await run(session, createLedgerGuardsSql());
  // Fresh statistics: without them the planner guesses "3 rows" for a 100k-row range and picks
  // sort-based plans that made the 13-month dashboard several times slower. A small sample is
  // plenty for row counts and halves the time; only our tables, not the catalogs.
  await session.exec('SET LOCAL default_statistics_target = 10');
  await session.exec(`ANALYZE ${tablesInOrder.map((table) => `"${tableName(table)}"`).join(', ')}`);
  return fresh ? 'created' : 'reseeded';
}
