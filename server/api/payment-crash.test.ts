import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payByCard } from '../../contract/checkout/card.ts';
import { payByPix, testPixPayment } from '../../contract/checkout/pix.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { linkPayments, paylinkCreate, paylinkGet } from '../../contract/paylinks.ts';
import { transactionList } from '../../contract/transactions.ts';
import { todayInZone } from '../domain/zone.ts';
import { CARD_PAYMENT_PHASES } from '../domain/payments/phases.ts';
import { freePort } from '../identity/test-support.ts';
import { APPROVE, cardBody, payer, validLink } from './paylink-test-helpers.ts';
import { signAccessToken, startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { answerOf, present, requestInit } from '../testing/contract-answers.ts';
import { SEED_TIMEOUT, USERS } from './test-helpers.ts';

// Real crashes: the sandbox runs as a child process, stops at one boundary of a card payment
// (SANDBOX_TEST_PAUSE_AT), is killed with SIGKILL there, starts again on the same data, and the
// customer retries with the same Idempotency-Key. At every boundary: one sale, one answer for
// every retry, the link's counters right, and its other charge stopped exactly when it was paid.
// PGlite by default; the PostgreSQL copy when TEST_DATABASE_URL is set (npm run test:postgres).

const PUBLIC_URL = 'http://localhost:18080';
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
    dataDir = mkdtempSync(join(tmpdir(), 'painel-crash-'));
    env = { DATABASE_URL: database.url };
  } else {
    // PGlite is one process per data directory: the child processes take it over.
    dataDir = database.dataDir ?? '';
    await database.db.close();
    env = {};
  }
  env = { ...env, DATA_DIR: dataDir, PUBLIC_URL, STATIC_DIR: join(dataDir, 'no-pwa'), SANDBOX_TODAY: today };
  token = await signAccessToken(dataDir, `${PUBLIC_URL}/realms/portal`, USERS.lojista);
  port = await freePort();
}, SEED_TIMEOUT);

afterAll(async () => {
  await running?.stop();
  await database?.dispose().catch(() => undefined);
  if (database?.url && dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `path` (an address of `declared`) on the running sandbox, read through `declared`. */
async function call<E extends Endpoint>(
  declared: E,
  path: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
) {
  return answerOf(declared, path, await fetch(`${running?.url ?? ''}/api${path}`, requestInit(declared.method, opts)));
}
const asMerchant = <E extends Endpoint>(declared: E, path: string, body?: unknown) =>
  call(declared, path, { token, body });
// Through tomorrow: a run that crosses midnight in São Paulo books its sale on the next day.
const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const salesToday = async () =>
  (await asMerchant(transactionList, `/v1/app/transaction?start_date=${today}&end_date=${tomorrow}&perPage=1`)).body
    .total;

async function start(pauseAt?: string) {
  running = await startSandboxProcess(
    port,
    pauseAt ? { ...env, NODE_ENV: 'test', SANDBOX_TEST_PAUSE_AT: pauseAt } : env,
  );
}

describe.each(CARD_PAYMENT_PHASES)('a card payment killed at "%s"', (phase) => {
  it(
    'is charged exactly once on a retry with the same key, and every retry answers alike',
    async () => {
      await start(phase);
      const amount = 7_000 + CARD_PAYMENT_PHASES.indexOf(phase);
      const link = (await asMerchant(paylinkCreate, '/v1/app/paylink', { ...validLink, amount, reusable: false })).body;
      const checkout = `/v1/external/paylink/checkout/${present(link.url_hash, 'its checkout hash')}`;
      const pix = (await call(payByPix, `${checkout}/payment/pix`, { body: { payer } })).body;
      const sales = await salesToday();
      const key = `crash-${phase}`;
      const pay = () => call(payByCard, `${checkout}/payment/card`, { body: cardBody(APPROVE, 2), key });

      const lost = pay().catch(() => undefined); // the connection dies with the process
      await running?.waitForOutput(`payment paused at ${phase}`);
      await running?.kill('SIGKILL');
      await lost;
      await start();

      const first = await pay();
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        status: 'APPROVED',
        receipt_id: expect.any(String),
        payment_id: expect.any(String),
      });
      expect(await pay()).toEqual(first);
      expect(await salesToday()).toBe(sales + 1);
      expect((await asMerchant(paylinkGet, `/v1/app/paylink/${link.id}`)).body).toMatchObject({
        payments_count: 1,
        paid_amount: amount,
        status: 'PAID',
      });
      const payments = (await asMerchant(linkPayments, `/v1/app/paylink/${link.id}/payments`)).body.data;
      expect(payments.map((p) => [p.method, p.status]).sort()).toEqual([
        ['CARD', 'APPROVED'],
        ['PIX', 'CANCELLED'],
      ]);
      expect(payments.find((p) => p.method === 'CARD')).toMatchObject({
        id: first.body.payment_id,
        receipt_id: first.body.receipt_id,
      });
      expect((await call(testPixPayment, '/v1/external/pix/test/pay', { body: { br_code: pix.br_code } })).status).toBe(
        410,
      );
      await running?.stop();
      running = undefined;
    },
    SEED_TIMEOUT,
  );
});
