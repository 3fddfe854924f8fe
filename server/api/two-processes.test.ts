import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '../domain/zone.ts';
import { freePort } from '../identity/test-support.ts';
import { signAccessToken, startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { SEED_TIMEOUT, USERS } from './test-helpers.ts';

// Two sandbox processes on one PostgreSQL, as behind a load balancer: each keeps its own list
// cache (decision 008), and a write through one must show in the other's next list call.
// Runs in the PostgreSQL pass (TEST_DATABASE_URL); PGlite is one process by construction.
const URL_OF_SERVER = process.env.TEST_DATABASE_URL;
const PUBLIC_URL = 'http://localhost:18080';
const ISSUER = `${PUBLIC_URL}/realms/portal`;

let database: TestDatabase;
let dataDir: string;
let a: SandboxProcess;
let b: SandboxProcess;
const tokens: Record<string, string> = {};

async function call(
  server: SandboxProcess,
  method: string,
  path: string,
  as: 'lojista' | 'vendedor' | null,
  body?: unknown,
) {
  const headers: Record<string, string> = as ? { Authorization: `Bearer ${tokens[as]}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (!as) headers['Idempotency-Key'] = `two-processes-${Math.random()}`;
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const totalOf = async (server: SandboxProcess, path: string, as: 'lojista' | 'vendedor') => {
  const res = await call(server, 'GET', path, as);
  expect(res.status, path).toBe(200);
  return res.body.total as number;
};

const payer = { name: 'Maria da Silva', document: '529.982.247-25', email: 'maria@exemplo.com.br' };
const link = (methods: string[]) => ({
  description: 'Dois processos',
  amount: 12_345,
  max_installments: 3,
  payment_methods: methods,
  expires_at: null,
  reusable: true,
});

beforeAll(async () => {
  if (!URL_OF_SERVER) return;
  database = await openTestDatabase(todayInZone());
  dataDir = mkdtempSync(join(tmpdir(), 'painel-two-'));
  tokens.lojista = await signAccessToken(dataDir, ISSUER, USERS.lojista);
  tokens.vendedor = await signAccessToken(dataDir, ISSUER, USERS.vendedor);
  const env = { DATABASE_URL: database.url ?? '', DATA_DIR: dataDir, PUBLIC_URL, STATIC_DIR: join(dataDir, 'no-pwa') };
  [a, b] = await Promise.all([startSandboxProcess(await freePort(), env), startSandboxProcess(await freePort(), env)]);
}, SEED_TIMEOUT);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.dispose().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!URL_OF_SERVER)('two sandbox processes on one PostgreSQL', () => {
  it('a card sale paid through one process shows in the other one’s sales and statement', async () => {
    const sales = '/v1/app/transaction?page=1&perPage=10';
    const statement = '/v1/app/financial/receivable?page=1&perPage=10';
    // Both processes have the lists cached before the write.
    const before = { sales: await totalOf(b, sales, 'vendedor'), statement: await totalOf(b, statement, 'vendedor') };
    expect(await totalOf(a, sales, 'vendedor')).toBe(before.sales);

    const created = await call(a, 'POST', '/v1/app/paylink', 'vendedor', link(['CARD']));
    expect(created.status).toBe(201);
    const card = { number: '4111111111111111', holder_name: 'MARIA DA SILVA', expiry: '12/30', cvv: '739' };
    const paid = await call(
      a,
      'POST',
      `/v1/external/paylink/checkout/${String(created.body.url_hash)}/payment/card`,
      null,
      {
        installments: 3,
        card,
        payer,
      },
    );
    expect(paid.status).toBe(201);

    expect(await totalOf(b, sales, 'vendedor')).toBe(before.sales + 1);
    expect(await totalOf(b, statement, 'vendedor')).toBe(before.statement + 3);
    expect(await totalOf(a, sales, 'vendedor')).toBe(before.sales + 1);
  });

  it('a boleto issued through one process shows in the other one’s boleto list', async () => {
    const billets = '/v1/app/billet?page=1&perPage=10';
    const before = await totalOf(b, billets, 'lojista');
    const created = await call(a, 'POST', '/v1/app/paylink', 'lojista', link(['BILLET']));
    expect(created.status).toBe(201);
    const issued = await call(
      a,
      'POST',
      `/v1/external/paylink/checkout/${String(created.body.url_hash)}/payment/billet`,
      null,
      {
        payer,
      },
    );
    expect(issued.status).toBe(201);
    expect(await totalOf(b, billets, 'lojista')).toBe(before + 1);
  });
});
