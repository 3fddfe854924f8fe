import { columnNames, createConstraintsSql, createTableSql, dropTableSql, tableName } from './ddl.ts';
import type { SqlSession } from './driver.ts';
import { sandbox_meta, tablesInOrder } from './schema/index.ts';
import { buildSeed } from './seed/index.ts';

/**
 * Bump whenever the schema or the generator changes: a sandbox database of another version is
 * dropped and rebuilt on start, so nobody ever migrates throw-away data.
 */
export const DATA_VERSION = '1';

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
  await session.load(tableName(sandbox_meta), ['key', 'value'], [
    { key: 'data_version', value: DATA_VERSION },
    { key: 'seed_date', value: today },
    { key: 'seeded_at', value: new Date().toISOString() },
  ]);
}

/**
 * Makes the database hold this version's schema and data seeded for `today`: creates it on first
 * start, re-seeds when the stored seed date is another day (the data is relative to today),
 * otherwise leaves it alone. Runs in one transaction, so a crash never leaves half a seed.
 */
export async function bootstrap(session: SqlSession, today: string, cutoff: Date, force = false): Promise<BootstrapAction> {
  const meta = await readMeta(session);
  if (meta.get('data_version') !== DATA_VERSION) {
    for (const table of [...tablesInOrder].reverse()) await session.exec(dropTableSql(table));
    for (const table of tablesInOrder) await session.exec(createTableSql(table));
    // Constraints after the load: validating 100k rows once beats checking them one by one.
    await loadSeed(session, today, cutoff);
    for (const table of tablesInOrder) {
      for (const statement of createConstraintsSql(table)) await session.exec(statement);
    }
    return 'created';
  }
  if (!force && meta.get('seed_date') === today) return 'reused';
  const names = tablesInOrder.map((table) => `"${tableName(table)}"`).join(', ');
  await session.exec(`TRUNCATE ${names}`);
  await loadSeed(session, today, cutoff);
  return 'reseeded';
}
