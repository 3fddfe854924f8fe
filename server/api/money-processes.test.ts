import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anticipationConfirm, anticipationSimulate } from '../../contract/anticipation.ts';
import { uploadRegisterAll, uploadSave } from '../../contract/billet-uploads.ts';
import { billetCancel, billetList } from '../../contract/billets.ts';
import { payByCard } from '../../contract/checkout/card.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { paylinkCreate } from '../../contract/paylinks.ts';
import { refundCreate } from '../../contract/refunds.ts';
import { advanceBank } from '../../contract/sandbox-bank.ts';
import { transactionList } from '../../contract/transactions.ts';
import { answerOf, present, requestInit, type RawAnswer } from '../testing/contract-answers.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { todayInZone } from '../domain/zone.ts';
import { freePort } from '../identity/test-support.ts';
import { ACTORS } from './anticipation-test-helpers.ts';
import { APPROVE, cardBody, payer } from './paylink-test-helpers.ts';
import { signAccessToken, startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { SEED_TIMEOUT } from './test-helpers.ts';

// Several sandbox processes on one PostgreSQL (issue 29), as behind a load balancer, moving the
// same merchants' money at once for a minute (MONEY_PROCESSES_SECONDS): card payments on shared
// links, refunds of the same sales, anticipations, boletos registered and cancelled, bank days.
// No deadlock, no 500 — every answer is one the call may give — and afterwards every invariant of
// the ledger holds for both merchants. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process.
const URL_OF_SERVER = process.env.TEST_DATABASE_URL;
const PUBLIC_URL = 'http://localhost:18082';
const ISSUER = `${PUBLIC_URL}/realms/portal`;
const SECONDS = Number(process.env.MONEY_PROCESSES_SECONDS ?? 60);
const PROCESSES = 3;
const CLIENTS = 8;

let database: TestDatabase;
let dataDir: string;
let servers: SandboxProcess[] = [];
const tokens: Record<'lojista' | 'vendedor', string> = { lojista: '', vendedor: '' };

type Who = 'lojista' | 'vendedor' | null;
let calls = 0;
/** `path` (an address of `declared`) on the next process, as `as`, read through `declared`. */
async function call<E extends Endpoint>(declared: E, path: string, as: Who, body?: unknown, key?: string) {
  const server = servers[calls++ % servers.length] as SandboxProcess;
  const init = requestInit(declared.method, {
    ...(as ? { token: tokens[as] } : {}),
    body,
    ...(key ? { key } : {}),
  });
  return answerOf(declared, path, await fetch(`${server.url}/api${path}`, init));
}

beforeAll(async () => {
  if (!URL_OF_SERVER) return;
  database = await openTestDatabase(todayInZone());
  dataDir = mkdtempSync(join(tmpdir(), 'painel-money-processes-'));
  tokens.lojista = await signAccessToken(dataDir, ISSUER, ACTORS.lojista);
  tokens.vendedor = await signAccessToken(dataDir, ISSUER, ACTORS.vendedor);
  const env = { DATABASE_URL: database.url ?? '', DATA_DIR: dataDir, PUBLIC_URL, STATIC_DIR: join(dataDir, 'no-pwa') };
  servers = await Promise.all(
    Array.from({ length: PROCESSES }, async () => startSandboxProcess(await freePort(), env)),
  );
}, SEED_TIMEOUT);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.dispose().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!URL_OF_SERVER)(`${PROCESSES} sandbox processes moving the same merchants' money`, () => {
  it(
    `answer every call without a 500 or a deadlock for ${SECONDS} s, and every invariant holds after`,
    async () => {
      const links: { hash: string; as: 'lojista' | 'vendedor' }[] = [];
      for (const as of ['lojista', 'vendedor'] as const) {
        const made = await call(paylinkCreate, '/v1/app/paylink', as, {
          description: 'Processos',
          amount: 23_456,
          max_installments: 6,
          payment_methods: ['CARD', 'PIX'],
          expires_at: null,
          reusable: true,
        });
        expect(made.status).toBe(201);
        links.push({ hash: present(made.body.url_hash, 'its checkout hash'), as });
      }
      // Sales to refund: recent credit sales of both merchants, some already paid in part.
      const sales: Record<'lojista' | 'vendedor', number[]> = { lojista: [], vendedor: [] };
      for (const as of ['lojista', 'vendedor'] as const) {
        const page = await call(transactionList, '/v1/app/transaction?status=CONFIRMED&operation=2&perPage=40', as);
        sales[as] = page.body.data.map((t) => t.transaction_id);
      }
      const seen = new Map<string, number>();
      const note = (what: string, answer: RawAnswer, allowed: readonly number[]) => {
        const name = `${what} ${answer.status}`;
        seen.set(name, (seen.get(name) ?? 0) + 1);
        if (!allowed.includes(answer.status))
          throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.raw)}`);
      };
      let keys = 0;
      const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
      const operations: (() => Promise<void>)[] = [
        async () => {
          const link = pick(links);
          const paid = await call(
            payByCard,
            `/v1/external/paylink/checkout/${link.hash}/payment/card`,
            null,
            cardBody(APPROVE, 1 + Math.floor(Math.random() * 6)),
            `proc-card-${keys++}`,
          );
          // 429: the anti-abuse limits of one client address (decision 026).
          note('card', paid, [201, 429]);
        },
        async () => {
          const as = pick(['lojista', 'vendedor'] as const);
          const sale = pick(sales[as]);
          const answer = await call(
            refundCreate,
            `/v1/app/transaction/${sale}/refund`,
            as,
            { amount: 1 + Math.floor(Math.random() * 3_000) },
            `proc-refund-${keys++}`,
          );
          note('refund', answer, [201, 400]);
        },
        async () => {
          const as = pick(['lojista', 'vendedor'] as const);
          const simulated = await call(anticipationSimulate, '/v1/app/anticipation/simulation', as, {
            amount: 20_000 + Math.floor(Math.random() * 50_000),
          });
          note('simulation', simulated, [201, 400]);
          if (simulated.status !== 201) return;
          const confirmed = await call(
            anticipationConfirm,
            '/v1/app/anticipation',
            as,
            { simulation_id: simulated.body.simulation_id },
            `proc-ant-${keys++}`,
          );
          // 409: another process anticipated or refunded one of its receivables first.
          note('confirmation', confirmed, [201, 409]);
        },
        async () => {
          const externalId = `PROC-${keys++}`;
          const uploaded = await call(uploadSave, '/v1/app/billet_upload', 'lojista', {
            external_id: externalId,
            due_date: todayInZone(new Date(Date.now() + 20 * 86_400_000)),
            value: 5_000 + Math.floor(Math.random() * 10_000),
            payer: { name: payer.name, document: '52998224725' },
          });
          note('upload', uploaded, [200, 201]);
          note('registration', await call(uploadRegisterAll, '/v1/app/billet_upload/registrate/all', 'lojista'), [200]);
          const listed = await call(billetList, `/v1/app/billet?external_id=${externalId}`, 'lojista');
          const billet = listed.status === 200 ? listed.body.data[0] : undefined;
          if (!billet?.our_number) return;
          const cancelled = await call(billetCancel, '/v1/app/billet/cancel', 'lojista', {
            bank_billets: [{ id: billet.billet_id, our_number: billet.our_number }],
          });
          note('cancel', cancelled, [200]);
        },
        async () => {
          // The bank day is the boleto bank's: merchant 1 has the 'Boleto' plan.
          note('bank day', await call(advanceBank, '/v1/sandbox/bank/advance', 'lojista', {}), [200]);
        },
      ];
      const deadline = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (Date.now() < deadline) await pick(operations)();
        }),
      );
      console.info(`money across ${PROCESSES} processes:`, Object.fromEntries([...seen].sort()));
      expect(seen.get('refund 201') ?? 0).toBeGreaterThan(0);
      expect(seen.get('card 201') ?? 0).toBeGreaterThan(0);
      expect(seen.get('confirmation 201') ?? 0).toBeGreaterThan(0);
      expect(await ledgerViolations(database.db.orm, 1)).toEqual([]);
      expect(await ledgerViolations(database.db.orm, 3)).toEqual([]);
    },
    SEED_TIMEOUT + SECONDS * 1000,
  );
});
