import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema } from './schema/index.ts';
import { insertFromJson, type Driver, type SqlSession, type SqlValue } from './driver.ts';
import { registerStatementRunner } from './statements.ts';

// Any fixed number: serialises bootstrap when several sandbox processes share one server.
const BOOTSTRAP_LOCK = 804_231_117;

export function openPostgres(databaseUrl: string): Driver {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle client's connection can end under us (the server restarts, an admin terminates it, a
  // test drops its database WITH (FORCE) while the pool closes): pg emits that on the pool, and an
  // 'error' with no listener throws out of the process. The pool drops that client and opens
  // another on the next query; a query in flight still gets its own error.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection ended: ${error.message}`));
  const orm = drizzle({ client: pool, schema });
  // Named: each pooled connection parses and plans a prepared read once (statements.ts).
  registerStatementRunner(orm, async (name, text, values) => (await pool.query({ name, text, values })).rows);
  return {
    kind: 'postgres',
    orm,
    transaction: async (work) => {
      const client = await pool.connect();
      const query = async (sql: string, params: readonly SqlValue[] = []) =>
        (await client.query<Record<string, unknown>>(sql, [...params])).rows;
      const session: SqlSession = {
        exec: async (sql) => {
          await client.query(sql);
        },
        query,
        load: (table, columns, rows) => insertFromJson(query, table, columns, rows),
      };
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
        const result = await work(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
