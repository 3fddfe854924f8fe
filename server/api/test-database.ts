import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATA_VERSION } from '../db/bootstrap.ts';
import { closeDatabase, openDatabase, type Db } from '../db/index.ts';

/**
 * The seeded database an API test file runs on: a private copy of one seed per run, so files
 * that write (payment links, boletos) never change what another file reads. PGlite by default;
 * a database on the PostgreSQL server of TEST_DATABASE_URL when it is set (the CI's second pass).
 */
export interface TestDatabase {
  db: Db;
  /** The PostgreSQL URL of this copy, for processes that open it themselves. */
  url?: string;
  /** PGlite's data directory of this copy (one process at a time: close `db` before another opens it). */
  dataDir?: string;
  dispose(): Promise<void>;
}

export function openTestDatabase(today: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresCopy(url, today) : openPgliteCopy(today);
}

/** Changes whenever the seed's output may: its date, the data version and every source it runs. */
function seedKey(today: string): string {
  const hash = createHash('sha256').update(`${DATA_VERSION}:${today}:`);
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  // The seed builds on server/db and on the domain rules (settlement, boletos, Pix).
  for (const dir of ['db', 'domain']) {
    const root = fileURLToPath(new URL(`../${dir}/`, import.meta.url));
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const file of sources.sort()) hash.update(`${dir}/${file}`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

// ---- PGlite: a copy of a seeded, closed data dir --------------------------------------------

const CACHE_PREFIX = 'painel-seed-cache-';

/** Keeps the closed data dir for the next files; replaces older caches (~100 MB each). */
function saveSeedCache(dataDir: string, cacheDir: string): void {
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(CACHE_PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const partial = `${cacheDir}.partial-${process.pid}`;
  cpSync(dataDir, partial, { recursive: true });
  try {
    renameSync(partial, cacheDir); // atomic: a concurrent run never copies half a cache
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * PGlite's initdb plus the seed cost ~10 s per file on these machines, a copy of the cached data
 * dir ~0.3 s (server/db/database.test.ts always seeds afresh).
 */
async function openPgliteCopy(today: string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-api-'));
  const cacheDir = join(tmpdir(), `${CACHE_PREFIX}${seedKey(today)}`);
  const started = performance.now();
  if (existsSync(cacheDir)) cpSync(cacheDir, dataDir, { recursive: true });
  let db = await openDatabase({ dataDir, today });
  console.info(
    `test database ${db.bootstrap === 'reused' ? 'copied from the seed cache' : `${db.bootstrap} and seeded`} in ${Math.round(performance.now() - started)} ms`,
  );
  if (db.bootstrap !== 'reused') {
    await closeDatabase(db); // a data dir is only copied closed
    saveSeedCache(dataDir, cacheDir);
    db = await openDatabase({ dataDir, today });
  }
  return {
    db,
    dataDir,
    dispose: async () => {
      await closeDatabase(db).catch(() => undefined); // the test may have closed it already
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- PostgreSQL: CREATE DATABASE … TEMPLATE of a seeded database ----------------------------

const TEMPLATE_PREFIX = 'painel_tpl_';
// Any fixed number: serialises the template's creation between concurrent test runs.
const TEMPLATE_LOCK = 804_231_118;
let copies = 0;

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Seeds a template database once per seed key; a file's copy of it is a file copy (~1 s). */
async function openPostgresCopy(url: string, today: string): Promise<TestDatabase> {
  const started = performance.now();
  const template = `${TEMPLATE_PREFIX}${seedKey(today)}`;
  const name = `painel_test_${process.pid}_${++copies}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${template}"`);
      await closeDatabase(await openDatabase({ dataDir: '', databaseUrl: withDatabase(url, template), today }));
    }
    // A template must have no other sessions while it is copied: ours are closed above.
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  const db = await openDatabase({ dataDir: '', databaseUrl: withDatabase(url, name), today });
  console.info(`PostgreSQL test database ${name} ready in ${Math.round(performance.now() - started)} ms`);
  return {
    db,
    url: withDatabase(url, name),
    dispose: async () => {
      await closeDatabase(db);
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => drop.end());
    },
  };
}
