import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anticipationConfirm, anticipationSimulate } from '../../contract/anticipation.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { refundCreate } from '../../contract/refunds.ts';
import { openDatabase } from '../db/index.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { MONEY_PAUSE_PHASES } from '../domain/money-pause.ts';
import { todayInZone } from '../domain/zone.ts';
import { freePort } from '../identity/test-support.ts';
import { ACTORS } from './anticipation-test-helpers.ts';
import { signAccessToken, startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { answerOf, requestInit } from '../testing/contract-answers.ts';
import { SEED_TIMEOUT } from './test-helpers.ts';

// Real crashes inside the money transaction (issue 29), as payment-crash.test.ts does for card
// payments: the sandbox runs as a child process, stops a refund or an anticipation's
// confirmation at a boundary (SANDBOX_TEST_PAUSE_AT=refund:moved…) — after the key's look-up,
// between the installments' changes and the refund's (or anticipation's) row and entry, after
// the answer was stored — is killed with SIGKILL there, starts again on the same data, and the
// merchant retries with the same Idempotency-Key. Every time: nothing half-applied (every ledger
// invariant holds), no stuck key (the retry is done once), one refund or anticipation.

const PUBLIC_URL = 'http://localhost:18081';
const today = todayInZone();

let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
let token = '';
let port = 0;
let running: SandboxProcess | undefined;

beforeAll(async () => {
  database = await openTestDatabase(today);
  if (database.url) {
    dataDir = mkdtempSync(join(tmpdir(), 'painel-money-crash-'));
    env = { DATABASE_URL: database.url };
  } else {
    dataDir = database.dataDir ?? '';
    await database.db.close();
    env = {};
  }
  env = { ...env, DATA_DIR: dataDir, PUBLIC_URL, STATIC_DIR: join(dataDir, 'no-pwa'), SANDBOX_TODAY: today };
  token = await signAccessToken(dataDir, `${PUBLIC_URL}/realms/portal`, ACTORS.lojista);
  port = await freePort();
}, SEED_TIMEOUT);

afterAll(async () => {
  await running?.stop();
  await database?.dispose().catch(() => undefined);
  if (database?.url && dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `path` (an address of `declared`) on the running sandbox, read through `declared`. */
async function call<E extends Endpoint>(declared: E, path: string, body: unknown, key?: string) {
  const init = requestInit(declared.method, { token, body, ...(key ? { key } : {}) });
  return answerOf(declared, path, await fetch(`${running?.url ?? ''}/api${path}`, init));
}

async function start(pauseAt?: string) {
  running = await startSandboxProcess(
    port,
    pauseAt ? { ...env, NODE_ENV: 'test', SANDBOX_TEST_PAUSE_AT: pauseAt } : env,
  );
}

/** Runs `work` on the database the sandboxes share, with no sandbox holding it (PGlite: one process). */
async function onDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  await running?.stop();
  running = undefined;
  const db = await openDatabase({ dataDir, ...(database.url ? { databaseUrl: database.url } : {}), today });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const count = (db: Awaited<ReturnType<typeof openDatabase>>, statement: string, params: unknown[] = []) =>
  db.driver.transaction(async (s) => Number(Object.values((await s.query(statement, params as never[]))[0] ?? {})[0]));

/** A seeded credit sale of merchant 1 with an installment paid and others to come, never refunded. */
async function aSale(skip: number): Promise<number> {
  return onDatabase((db) =>
    count(
      db,
      `SELECT t.transaction_id FROM card_transaction t
         JOIN financial_receivable r ON r.merchant_id = 1 AND r.id BETWEEN t.transaction_id * 100 AND t.transaction_id * 100 + 99
        WHERE t.merchant_id = 1 AND t.status = 'CONFIRMED' AND t.operation_id = 2
          AND NOT EXISTS (SELECT 1 FROM refund f WHERE f.transaction_id = t.transaction_id)
          AND t.payment_date < ($1::date - 40)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        GROUP BY t.transaction_id HAVING count(*) FILTER (WHERE r.paid) = 1 AND count(*) FILTER (WHERE NOT r.paid) >= 1
        ORDER BY t.transaction_id DESC OFFSET $2 LIMIT 1`,
      [today, skip],
    ),
  );
}

describe.each(MONEY_PAUSE_PHASES)('killed at "%s"', (phase) => {
  it(
    'a refund leaves nothing half-applied and is done exactly once on the retry',
    async () => {
      const sale = await aSale(MONEY_PAUSE_PHASES.indexOf(phase));
      await start(`refund:${phase}`);
      const key = `crash-refund-${phase}`;
      const refund = () => call(refundCreate, `/v1/app/transaction/${sale}/refund`, {}, key);
      const lost = refund().catch(() => undefined);
      await running?.waitForOutput(`refund paused at ${phase}`);
      await running?.kill('SIGKILL');
      await lost;
      await onDatabase(async (db) => {
        expect(await ledgerViolations(db.orm, 1)).toEqual([]);
        expect(await count(db, `SELECT count(*) FROM refund WHERE transaction_id = $1`, [sale])).toBe(0);
        expect(await count(db, `SELECT count(*) FROM idempotency_key WHERE key = $1`, [key])).toBe(0);
      });
      await start();
      const first = await refund();
      expect(first.status).toBe(201);
      expect(await refund()).toEqual(first);
      await onDatabase(async (db) => {
        expect(await ledgerViolations(db.orm, 1)).toEqual([]);
        expect(await count(db, `SELECT count(*) FROM refund WHERE transaction_id = $1`, [sale])).toBe(1);
      });
    },
    SEED_TIMEOUT,
  );

  it(
    'an anticipation leaves nothing half-applied and is done exactly once on the retry',
    async () => {
      await start(`anticipation:${phase}`);
      const simulated = await call(anticipationSimulate, '/v1/app/anticipation/simulation', { amount: 80_000 });
      expect(simulated.status).toBe(201);
      const key = `crash-anticipation-${phase}`;
      const confirm = () =>
        call(anticipationConfirm, '/v1/app/anticipation', { simulation_id: simulated.body.simulation_id }, key);
      const lost = confirm().catch(() => undefined);
      await running?.waitForOutput(`anticipation paused at ${phase}`);
      await running?.kill('SIGKILL');
      await lost;
      const simulation = simulated.body.simulation_id;
      await onDatabase(async (db) => {
        expect(await ledgerViolations(db.orm, 1)).toEqual([]);
        expect(await count(db, `SELECT count(*) FROM anticipation WHERE simulation_id = $1`, [simulation])).toBe(0);
      });
      await start();
      const first = await confirm();
      expect(first.status).toBe(201);
      expect(await confirm()).toEqual(first);
      await onDatabase(async (db) => {
        expect(await ledgerViolations(db.orm, 1)).toEqual([]);
        expect(await count(db, `SELECT count(*) FROM anticipation WHERE simulation_id = $1`, [simulation])).toBe(1);
      });
    },
    SEED_TIMEOUT,
  );
});
