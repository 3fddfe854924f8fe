import { bootstrap, type BootstrapAction } from './bootstrap.ts';
import type { Driver, Loader, Orm } from './driver.ts';
import { openPglite } from './driver-pglite.ts';
import { openPostgres } from './driver-postgres.ts';
import { clearAggregateCache } from './queries/list-cache.ts';
import { addDays, isIsoDate, startOfDay, todayInZone } from '../domain/zone.ts';

export interface Db {
  /** Drizzle over PGlite or node-postgres: the same schema and queries for both. */
  readonly orm: Orm;
  readonly kind: Driver['kind'];
  /** The São Paulo date the stored data was generated for (YYYY-MM-DD). */
  readonly seedDate: string;
  /** What opening did: built from scratch, re-seeded for a new day, or reused as it was. */
  readonly bootstrap: BootstrapAction;
  /** @internal the connection layer, for seeding and tests. */
  readonly driver: Driver;
  /** Same as closeDatabase(db), for callers that close whatever has a close(). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory (created if missing); ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string: the same schema and data on a real server. */
  databaseUrl?: string;
  /** YYYY-MM-DD the seed treats as today; defaults to today in America/Sao_Paulo. */
  today?: string;
  /** @internal test hook: force the portable INSERT loader on PGlite. */
  loader?: Loader;
}

/**
 * Where today's sales stop. On the real today it is now (no sales in the future). For any other
 * day (tests and demos pin one) it is the end of that day, so the seed is fully reproducible.
 */
export function seedCutoff(today: string, now: Date = new Date()): Date {
  return today === todayInZone(now) ? now : new Date(startOfDay(addDays(today, 1)).getTime() - 1);
}

const wrap = (driver: Driver, seedDate: string, action: BootstrapAction): Db => ({
  orm: driver.orm,
  kind: driver.kind,
  seedDate,
  bootstrap: action,
  driver,
  close: () => driver.close(),
});

/** Opens (and on first start creates and seeds) the sandbox database. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  const today = opts.today ?? todayInZone();
  if (!isIsoDate(today)) throw new Error(`openDatabase: today must be YYYY-MM-DD, got "${today}"`);
  const driver = opts.databaseUrl ? openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir, opts.loader);
  try {
    const action = await driver.transaction((session) => bootstrap(session, today, seedCutoff(today)));
    return wrap(driver, today, action);
  } catch (error) {
    await driver.close().catch(() => undefined);
    throw error;
  }
}

/** Re-generates the data for `today` in place (tests use it to prove determinism). */
export async function reseedDatabase(db: Db, today: string): Promise<Db> {
  const action = await db.driver.transaction((session) => bootstrap(session, today, seedCutoff(today), true));
  clearAggregateCache(db.orm); // cached counts and sums describe the old rows
  return wrap(db.driver, today, action);
}

export async function closeDatabase(db: Db): Promise<void> {
  await db.driver.close();
}
