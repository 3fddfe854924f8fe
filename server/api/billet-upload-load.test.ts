import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../domain/zone.ts';
import { stopUploadParser } from '../domain/billet/upload-parser.ts';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi, type TestUser } from './test-helpers.ts';

/**
 * Big files and big registrations (issue 20, finding 3): other merchants keep being answered
 * while they run, a file lands whole or not at all, and a registration that stops half-way leaves
 * each boleto registered or not, the next run finishing the rest without issuing any twice.
 */

let api: TestApi;
const tokens = new Map<TestUser, string>();

beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(async () => {
  await stopUploadParser();
  await api?.close();
});

async function call(method: string, path: string, as: TestUser = 'lojista', body?: FormData) {
  const token = tokens.get(as) ?? (await api.keys.sign(USERS[as]));
  tokens.set(as, token);
  const res = await api.app.request(path, { method, headers: { Authorization: `Bearer ${token}` }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const due = addDays(todayInZone(), 20);
const br = `${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`;

function csvFile(tag: string, rows: number): FormData {
  const lines = Array.from(
    { length: rows },
    (_, i) => `${tag}-${i};${br};${100 + (i % 50)},00;Pagador ${i};52998224725`,
  );
  const form = new FormData();
  form.append('file', new Blob([['external_id;due_date;value;payer.name;payer.document', ...lines].join('\r\n')]));
  return form;
}
const uploadCsv = (tag: string, rows: number) =>
  call('POST', '/v1/app/billet_upload/file/csv', 'lojista', csvFile(tag, rows));

/**
 * Latencies of another merchant's list call while `work` runs, one due every 50 ms, each counted
 * from when it was due (time the event loop spent blocked counts) or, when the previous call was
 * still running then, from that call's end (the probe's own queue does not).
 */
async function latenciesDuring(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let running = true;
  const start = performance.now();
  const probe = (async () => {
    let free = start;
    for (let i = 0; running; i++) {
      const dueAt = start + i * 50;
      const wait = dueAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await call('GET', '/v1/app/transaction?page=1&perPage=10', 'operador');
      times.push(performance.now() - Math.max(dueAt, free));
      free = performance.now();
    }
  })();
  await work();
  running = false;
  await probe;
  return times.sort((a, b) => a - b);
}
const p95 = (sorted: number[]) => sorted[Math.floor(sorted.length * 0.95)] ?? NaN;
/**
 * The 300 ms goal is the bench's (`npm run bench -- billets`, a sandbox alone). Here other test
 * files share the 2 cores; 800 ms still catches a stall (before: 2 calls answered in a whole upload).
 */
const STALL_MS = 800;

const count = async (where: string) =>
  Number((await api.sql(`SELECT count(*)::int AS n FROM billet WHERE merchant_id = 1 AND ${where}`))[0]?.n);

describe('big uploads and registrations', () => {
  it('keep another merchant answered during a 5,000-row upload and its registration', async () => {
    // Idle first: the list's order is cached after its first call, and the parsing thread started.
    await latenciesDuring(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await uploadCsv('WARM', 1);
    const during = await latenciesDuring(async () => expect((await uploadCsv('LOAD', 5_000)).status).toBe(200));
    expect(during.length).toBeGreaterThan(10);
    expect(p95(during), `upload: ${during.map(Math.round).join(' ')}`).toBeLessThan(STALL_MS);
    const registering = await latenciesDuring(async () =>
      expect((await call('POST', '/v1/app/billet_upload/registrate/all')).status).toBe(200),
    );
    console.info(
      `list p95 during the upload ${p95(during).toFixed(0)} ms, the registration ${p95(registering).toFixed(0)} ms`,
    );
    expect(p95(registering), `registration: ${registering.map(Math.round).join(' ')}`).toBeLessThan(STALL_MS);
  });

  it('keep a file whole: a write that fails half-way leaves none of its rows, and the retry lands each once', async () => {
    const waiting = await count(`status = 'WAITING_REGISTER'`);
    // Row 3,600 lands in the eighth batch: the first seven are already written when it fails.
    await api.sql(`CREATE FUNCTION fail_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.external_id = 'HALF-3600' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await api.sql(`CREATE TRIGGER fail_row BEFORE INSERT ON billet FOR EACH ROW EXECUTE FUNCTION fail_row()`);
    expect((await uploadCsv('HALF', 5_000)).status).toBe(500);
    expect(await count(`external_id LIKE 'HALF-%'`)).toBe(0);
    expect(await count(`status = 'WAITING_REGISTER'`)).toBe(waiting);
    await api.sql(`DROP TRIGGER fail_row ON billet`);
    const retry = await uploadCsv('HALF', 5_000);
    expect(retry.body.imported).toBe(5_000);
    expect(await count(`external_id LIKE 'HALF-%' AND status = 'WAITING_REGISTER'`)).toBe(5_000);
  });

  it('register each boleto or not: a run that fails half-way is finished by the next, none issued twice', async () => {
    await api.sql(`CREATE FUNCTION fail_registration() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.external_id = 'HALF-2600' AND NEW.status = 'WAITING_RETURN' THEN RAISE EXCEPTION 'bank down'; END IF;
      RETURN NEW; END $$`);
    await api.sql(
      `CREATE TRIGGER fail_registration BEFORE UPDATE ON billet FOR EACH ROW EXECUTE FUNCTION fail_registration()`,
    );
    expect((await call('POST', '/v1/app/billet_upload/registrate/all')).status).toBe(500);
    const registered = await count(`external_id LIKE 'HALF-%' AND status = 'WAITING_RETURN'`);
    expect(registered).toBeGreaterThan(0);
    expect(registered).toBeLessThan(5_000);
    const issued = `SELECT count(*)::int AS n FROM billet_event e JOIN billet b ON b.id = e.billet_id
      WHERE b.external_id LIKE 'HALF-%' AND e.event = 'REGISTERED'`;
    // Each registered boleto has its history line; none of the others has one.
    expect(Number((await api.sql(issued))[0]?.n)).toBe(registered);
    await api.sql(`DROP TRIGGER fail_registration ON billet`);
    expect((await call('POST', '/v1/app/billet_upload/registrate/all')).status).toBe(200);
    expect(await count(`external_id LIKE 'HALF-%' AND status = 'WAITING_RETURN'`)).toBe(5_000);
    expect(Number((await api.sql(issued))[0]?.n)).toBe(5_000);
  });
});
