import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';

/**
 * DDL generated from the Drizzle schema at start-up, so there is ONE schema and no migration
 * files for a database that the sandbox throws away and rebuilds whenever its version changes
 * (docs/decisions/002-sandbox-database.md). Only the features the schema uses are supported;
 * anything else fails loudly instead of being silently ignored.
 */

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const columnList = (names: readonly string[]): string => names.map(quote).join(', ');

/**
 * CREATE TABLE with columns only: keys, foreign keys and indexes come after the bulk load
 * (createConstraintsSql). COPY into a table whose primary key already exists inserts into the
 * btree row by row; building it afterwards halved the load of the 100k sales here.
 */
export function createTableSql(table: PgTable): string {
  const config = getTableConfig(table);
  const lines = config.columns.map((column) => {
    const parts = [quote(column.name), column.getSQLType()];
    if (column.generatedIdentity) {
      parts.push(`GENERATED ${column.generatedIdentity.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
    } else if (column.hasDefault) {
      throw new Error(`${config.name}.${column.name}: column defaults are not supported by ddl.ts`);
    }
    if (column.notNull || column.primary) parts.push('NOT NULL');
    return parts.join(' ');
  });
  if (config.checks.length > 0) throw new Error(`${config.name}: checks are not supported by ddl.ts`);
  return `CREATE TABLE ${quote(config.name)} (\n  ${lines.join(',\n  ')}\n)`;
}

/** Primary key and unique constraints, named as PostgreSQL would name them. */
function keys(table: PgTable): { name: string; sql: string }[] {
  const config = getTableConfig(table);
  const out: { name: string; sql: string }[] = [];
  const primary = config.columns.filter((c) => c.primary).map((c) => c.name);
  for (const pk of config.primaryKeys) primary.push(...pk.columns.map((c) => c.name));
  if (primary.length > 0) out.push({ name: `${config.name}_pkey`, sql: `PRIMARY KEY (${columnList(primary)})` });
  for (const column of config.columns.filter((c) => c.isUnique)) {
    out.push({ name: `${config.name}_${column.name}_key`, sql: `UNIQUE (${quote(column.name)})` });
  }
  for (const unique of config.uniqueConstraints) {
    const names = unique.columns.map((c) => c.name);
    out.push({ name: `${config.name}_${names.join('_')}_key`, sql: `UNIQUE (${columnList(names)})` });
  }
  return out;
}

/**
 * Keys, foreign keys and secondary indexes, created after the bulk load: building an index or
 * checking 100k rows once is much cheaper than doing it row by row while loading. Run in table
 * order, so a referenced key exists before the foreign keys that need it.
 */
export function createConstraintsSql(table: PgTable): string[] {
  const config = getTableConfig(table);
  const statements = keys(table).map(
    (key) => `ALTER TABLE ${quote(config.name)} ADD CONSTRAINT ${quote(key.name)} ${key.sql}`,
  );
  const foreignKeys = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    const target = getTableConfig(ref.foreignTable).name;
    return (
      `ALTER TABLE ${quote(config.name)} ADD CONSTRAINT ${quote(fk.getName())} ` +
      `FOREIGN KEY (${columnList(ref.columns.map((c) => c.name))}) ` +
      `REFERENCES ${quote(target)} (${columnList(ref.foreignColumns.map((c) => c.name))})`
    );
  });
  statements.push(...foreignKeys);
  for (const index of config.indexes) {
    const names = index.config.columns.map((column) => {
      if (is(column, SQL) || !is(column, IndexedColumn) || !column.name) {
        throw new Error(`${config.name}: only plain column indexes are supported by ddl.ts`);
      }
      return column.name;
    });
    const name = index.config.name ?? `${config.name}_${names.join('_')}_idx`;
    const unique = index.config.unique ? 'UNIQUE ' : '';
    statements.push(`CREATE ${unique}INDEX ${quote(name)} ON ${quote(config.name)} (${columnList(names)})`);
  }
  return statements;
}

/**
 * The reverse of createConstraintsSql, so a re-seed loads into bare tables. Run over the tables
 * in reverse order: foreign keys go before the keys they reference.
 */
export function dropConstraintsSql(table: PgTable): string[] {
  const config = getTableConfig(table);
  return [
    ...config.foreignKeys.map(
      (fk) => `ALTER TABLE ${quote(config.name)} DROP CONSTRAINT IF EXISTS ${quote(fk.getName())}`,
    ),
    ...config.indexes.map((index) => {
      const names = index.config.columns.map((column) => (is(column, IndexedColumn) ? column.name : ''));
      return `DROP INDEX IF EXISTS ${quote(index.config.name ?? `${config.name}_${names.join('_')}_idx`)}`;
    }),
    ...keys(table).map((key) => `ALTER TABLE ${quote(config.name)} DROP CONSTRAINT IF EXISTS ${quote(key.name)}`),
  ];
}

/**
 * Moves each identity column's sequence past the loaded ids: the seed loads explicit ids, and the
 * rows the running sandbox adds (paylinks, live sales) take the next ones.
 */
export function restartIdentitySql(table: PgTable): string[] {
  const config = getTableConfig(table);
  return config.columns
    .filter((column) => column.generatedIdentity)
    .map(
      (column) =>
        `SELECT setval(pg_get_serial_sequence('${quote(config.name)}', '${column.name}'), ` +
        `coalesce((SELECT max(${quote(column.name)}) FROM ${quote(config.name)}), 0) + 1, false)`,
    );
}

export function dropTableSql(table: PgTable): string {
  return `DROP TABLE IF EXISTS ${quote(getTableConfig(table).name)} CASCADE`;
}

export function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}

/** Column names in declaration order (what COPY and multi-row inserts list). */
export function columnNames(table: PgTable): string[] {
  return getTableConfig(table).columns.map((column) => column.name);
}
