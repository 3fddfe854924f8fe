import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { schema } from './schema/index.ts';
import { insertFromJson, toCopyText, type Driver, type Loader, type SqlSession, type SqlValue } from './driver.ts';
import { registerStatementRunner, type StatementRunner } from './statements.ts';

function session(tx: Transaction, loader: Loader): SqlSession {
  const query = async (sql: string, params: readonly SqlValue[] = []) =>
    (await tx.query<Record<string, unknown>>(sql, [...params])).rows;
  return {
    exec: async (sql) => {
      await tx.exec(sql);
    },
    query,
    load: async (table, columns, rows) => {
      if (rows.length === 0) return;
      if (loader === 'insert') return insertFromJson(query, table, columns, rows);
      // PGlite reads COPY input from the blob passed with the query: docs/stack-notes.md measured 100k rows
      // in ~0.5 s this way against ~1.9 s for multi-row INSERTs.
      const blob = new Blob([toCopyText(columns, rows)]);
      const list = columns.map((c) => `"${c}"`).join(', ');
      await tx.query(`COPY "${table}" (${list}) FROM '/dev/blob' WITH (FREEZE)`, [], { blob });
    },
  };
}

/**
 * Prepared reads (statements.ts) as named statements of PGlite's one session. PGlite binds
 * parameters to unnamed statements only, which PostgreSQL parses and plans on every query (and
 * planning asks the file system for the size of each relation: an fstat per table and index).
 * So each read is prepared once (PREPARE) and then run by EXECUTE with its values written as
 * literals — integers and arrays of integers only, checked here, so no text ever reaches the SQL.
 * Both go by the simple query protocol (two messages into PGlite instead of six), and the rows
 * come through PGlite's default parsers, without a copy of them per query.
 */
function preparedStatements(client: PGlite): StatementRunner {
  const prepared = new Map<string, Promise<unknown>>();
  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (!done) {
      done = client.exec(`PREPARE ${name} AS ${text}`);
      prepared.set(name, done);
      done.catch(() => prepared.delete(name));
    }
    return done;
  };
  return async (name, text, values) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`prepared read: ${name} is no statement name`);
    await prepare(name, text);
    const [result] = await client.exec(`EXECUTE ${name}(${values.map(integerLiteral).join(', ')})`);
    return (result?.rows ?? []) as Record<string, unknown>[];
  };
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function integerLiteral(value: unknown): string {
  if (isInteger(value)) return String(value);
  if (Array.isArray(value) && value.every(isInteger)) return `'{${value.join(',')}}'`;
  throw new Error('prepared read on PGlite: values must be integers or arrays of integers');
}

export async function openPglite(dataDir: string, loader: Loader = 'copy'): Promise<Driver> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const orm = drizzle({ client, schema });
  registerStatementRunner(orm, preparedStatements(client));
  return {
    kind: 'pglite',
    orm,
    transaction: (work) => client.transaction((tx) => work(session(tx, loader))),
    close: () => client.close(),
  };
}
