import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './driver-postgres.ts';

const url = process.env.TEST_DATABASE_URL;

// The PostgreSQL pass only (scripts/ci/with-postgres.sh sets TEST_DATABASE_URL).
describe.skipIf(!url)('openPostgres: the pool', () => {
  it('survives an idle connection the server ends, and the next query opens another', async () => {
    const driver = openPostgres(url!);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // One pooled connection, idle once the transaction is over: its server process is known.
      const [row] = await driver.transaction((s) => s.query('SELECT pg_backend_pid() AS pid'));
      const pid = Number(row?.pid);
      // As a server restart, an administrator or a test's DROP DATABASE … WITH (FORCE) would.
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await expect
        .poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount)
        .toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      const [after] = await driver.transaction((s) => s.query('SELECT pg_backend_pid() AS pid'));
      expect(Number(after?.pid)).not.toBe(pid);
    } finally {
      process.off('uncaughtException', record);
      await admin.end();
      await driver.close();
    }
  });
});
