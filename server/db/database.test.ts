import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { columnNames, tableName } from './ddl.ts';
import { closeDatabase, openDatabase, reseedDatabase, type Db, type OpenDatabaseOptions } from './index.ts';
import { tablesInOrder } from './schema/index.ts';

// Pinned past days: their seeds are fully reproducible (the cutoff is the end of the day).
const DAY_A = '2026-03-10';
const DAY_B = '2026-03-11';
// Seeding is CPU-bound and these machines are shared: generous limits, times are printed.
const SEED_TIMEOUT = 240_000;
const dataDir = mkdtempSync(join(tmpdir(), 'painel-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function timedOpen(label: string, opts: Partial<OpenDatabaseOptions>): Promise<Db> {
  const started = performance.now();
  const db = await openDatabase({ dataDir, ...opts });
  console.info(`${label}: ${db.bootstrap} in ${Math.round(performance.now() - started)} ms`);
  return db;
}

const sql = (db: Db, statement: string) => db.driver.transaction((s) => s.query(statement));

/** One digest over every seeded row of every table, independent of the session's time zone. */
async function digest(db: Db): Promise<Record<string, string>> {
  return db.driver.transaction(async (s) => {
    await s.exec(`SET LOCAL TIME ZONE 'UTC'`);
    const out: Record<string, string> = {};
    for (const table of tablesInOrder.slice(1)) {
      const name = tableName(table);
      const [row] = await s.query(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM "${name}" t`,
      );
      out[name] = `${String(row?.n)}:${String(row?.md5)}`;
    }
    return out;
  });
}

describe('openDatabase (PGlite)', () => {
  let seededA: Record<string, string> = {};

  it(
    'creates the schema from the Drizzle tables and seeds on first start',
    async () => {
      const db = await timedOpen('first start (create + seed)', { today: DAY_A });
      try {
        expect([db.bootstrap, db.seedDate, db.kind]).toEqual(['created', DAY_A, 'pglite']);
        for (const table of tablesInOrder) {
          const rows = await sql(
            db,
            `SELECT column_name FROM information_schema.columns WHERE table_name = '${tableName(table)}' ORDER BY ordinal_position`,
          );
          expect(rows.map((r) => r.column_name)).toEqual(columnNames(table));
        }
        const [index] = await sql(
          db,
          `SELECT indexdef FROM pg_indexes WHERE indexname = 'card_transaction_merchant_date_idx'`,
        );
        expect(index?.indexdef).toContain('(merchant_id, payment_date)');
        const [fks] = await sql(
          db,
          `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conrelid = 'card_transaction'::regclass`,
        );
        expect(fks?.n).toBeGreaterThanOrEqual(5);
        seededA = await digest(db);
        expect(Number(seededA.card_transaction?.split(':')[0])).toBeGreaterThan(95_000);
      } finally {
        await closeDatabase(db);
      }
    },
    SEED_TIMEOUT,
  );

  // PGlite-only checks: the PostgreSQL pass (TEST_DATABASE_URL, run after the PGlite one in CI)
  // needs only the first seed to compare its rows with, and each seed costs ~15 s or more.
  const pgliteOnly = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));

  pgliteOnly(
    'reopens the same day without re-seeding, and the portable loader re-seeds identical rows',
    async () => {
      const db = await timedOpen('reopen', { today: DAY_A, loader: 'insert' });
      try {
        expect(db.bootstrap).toBe('reused');
        const started = performance.now();
        await reseedDatabase(db, DAY_A);
        console.info(`re-seed with multi-row INSERTs from JSON: ${Math.round(performance.now() - started)} ms`);
        expect(await digest(db)).toEqual(seededA);
      } finally {
        await closeDatabase(db);
      }
    },
    SEED_TIMEOUT,
  );

  pgliteOnly(
    're-seeds when the stored seed date is another day, so data stays relative to today',
    async () => {
      const db = await timedOpen('next day', { today: DAY_B });
      try {
        expect([db.bootstrap, db.seedDate]).toEqual(['reseeded', DAY_B]);
        const [meta] = await sql(db, `SELECT value FROM sandbox_meta WHERE key = 'seed_date'`);
        expect(meta?.value).toBe(DAY_B);
        const [last] = await sql(
          db,
          `SELECT to_char(max(payment_date) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day FROM card_transaction`,
        );
        expect(last?.day).toBe(DAY_B);
      } finally {
        await closeDatabase(db);
      }
    },
    SEED_TIMEOUT,
  );

  it('rejects a malformed today', async () => {
    await expect(openDatabase({ dataDir, today: '10/03/2026' })).rejects.toThrow(/YYYY-MM-DD/);
  });

  // Same schema, queries and rows on a PostgreSQL server: set TEST_DATABASE_URL to run it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'seeds the same rows on PostgreSQL through DATABASE_URL',
    async () => {
      const db = await timedOpen('PostgreSQL', { today: DAY_A, databaseUrl: process.env.TEST_DATABASE_URL });
      try {
        expect(db.kind).toBe('postgres');
        if (db.bootstrap === 'reused') await reseedDatabase(db, DAY_A);
        expect(await digest(db)).toEqual(seededA);
      } finally {
        await closeDatabase(db);
      }
    },
    SEED_TIMEOUT,
  );
});
