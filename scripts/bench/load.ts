import { Agent, request } from 'node:http';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { signAccessToken, startSandboxProcess, type SandboxProcess } from '../../server/api/sandbox-process';
import { percentile, receivableUrl, transactionUrl } from './api';
import { QUICK, measured, size } from './mode';

/**
 * `npm run bench -- load`: the list calls (transactions, statement, boletos) at 50 and 200
 * concurrent connections, on PGlite (one process, the default sandbox) and on PostgreSQL with two
 * sandbox processes, the connections split between them as a round-robin balancer would. The
 * PostgreSQL half needs a server: `BENCH_DATABASE_URL` (an empty database the bench may seed), or
 * run the bench under `scripts/ci/with-postgres.sh`, which sets DATABASE_URL.
 */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? size(30, 2));
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? (QUICK ? '10' : '50,200')).split(',').map(Number);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8197) + 10;
/** Issue 31: sandbox CPU per list call, on each backend and at each number of connections. */
const CPU_GOAL_MS = 2;

// The demo user 'lojista' (merchant 1: ~100k sales, the 'Boleto' plan), as the identity server
// would issue its token.
const LOJISTA = {
  sub: 'user-lojista',
  preferred_username: 'lojista',
  merchant_id: 1,
  sid: 'bench-load',
  realm_access: { roles: ['sales_access'] },
};

function billetUrl(i: number): string {
  const variants = [
    `page=${1 + (i % 50)}&perPage=10`,
    'billet_status=WAITING_RETURN&page=1&perPage=10',
    `billet_status=PAID&page=${1 + (i % 20)}&perPage=10`,
  ];
  return `/api/v1/app/billet?${variants[i % variants.length]}`;
}

/** Each call in turn: a sales page, a statement page, a boleto page, over their filters. */
const listUrl = (i: number) => [transactionUrl, receivableUrl, billetUrl][i % 3]?.(Math.floor(i / 3)) ?? '';

interface Figures {
  requests: number;
  errors: number;
  times: number[];
  seconds: number;
}

/** One GET on a kept-alive connection; resolves with its status (0: a network error). */
function get(agent: Agent, base: URL, path: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * `connections` clients, each one request at a time on its own kept-alive socket, for `seconds`;
 * client k talks to server k mod n. A hand loop over node:http: no load-testing dependency.
 */
async function run(servers: string[], token: string, connections: number, seconds: number): Promise<Figures> {
  const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  const figures: Figures = { requests: 0, errors: 0, times: [], seconds };
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const client = async (k: number) => {
    const index = k % servers.length;
    const base = new URL(servers[index] ?? '');
    while (performance.now() < deadline) {
      const started = performance.now();
      const status = await get(agents[index] as Agent, base, listUrl(next++), token);
      figures.times.push(performance.now() - started);
      figures.requests += 1;
      if (status < 200 || status >= 300) figures.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, k) => client(k)));
  for (const agent of agents) agent.destroy();
  figures.times.sort((a, b) => a - b);
  return figures;
}

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(0);

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux; clock ticks of 10 ms).
 * Per call it is the figure that does not depend on what else the machine runs.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const verdict = (met: boolean) => (QUICK ? 'not judged in a quick run' : met ? 'met' : 'NOT met');

async function measure(label: string, servers: SandboxProcess[], token: string): Promise<void> {
  const urls = servers.map((s) => s.url);
  // Warm-up: every filter of the mix once through each server (plans, pools, the list cache).
  await run(urls, token, 10, size(3, 1));
  const perCall: string[] = [];
  let met = true;
  for (const connections of CONNECTIONS) {
    const cpuBefore = servers.reduce((sum, s) => sum + cpuMs(s.pid), 0);
    const f = await run(urls, token, connections, SECONDS);
    const cpu = servers.reduce((sum, s) => sum + cpuMs(s.pid), 0) - cpuBefore;
    measured(f.times, `${label} at ${connections} connections`);
    // The full bench reports errors as a figure; the quick one, with 10 connections, has none to excuse.
    if (QUICK && f.errors > 0) throw new Error(`bench: ${f.errors} of ${f.requests} calls failed (${label})`);
    // Every sandbox process of the row, user + system: PGlite's queries run inside it, PostgreSQL's don't.
    const cpuPerCall = cpu / f.requests;
    met &&= cpuPerCall <= CPU_GOAL_MS;
    perCall.push(`${cpuPerCall.toFixed(2)} ms at ${connections}`);
    console.log(
      `${label}, ${connections} connections, ${SECONDS} s: ${(f.requests / f.seconds).toFixed(0)} req/s, ` +
        `p50 ${ms(f.times, 50)} ms, p95 ${ms(f.times, 95)} ms, p99 ${ms(f.times, 99)} ms, ` +
        `max ${(f.times.at(-1) ?? NaN).toFixed(0)} ms, errors ${f.errors} of ${f.requests}; ` +
        `sandbox CPU ${cpuPerCall.toFixed(2)} ms per call (goal ≤ ${CPU_GOAL_MS} ms: ` +
        `${verdict(cpuPerCall <= CPU_GOAL_MS)})`,
    );
  }
  console.log(
    `${label}: sandbox CPU per list call ${perCall.join(', ')} connections — ` +
      `goal ≤ ${CPU_GOAL_MS} ms on every row ${verdict(met)}`,
  );
}

/** Starts `count` sandboxes on one data dir (shared realm keys: one token for all). */
async function startGroup(name: string, count: number, databaseUrl: string): Promise<SandboxProcess[]> {
  const dataDir = `.bench/load-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // One issuer for the group, as behind one public address.
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: `http://localhost:${BASE_PORT}` };
  // The first one seeds; the others find the data ready (bootstrap holds a lock meanwhile anyway).
  const first = await startSandboxProcess(BASE_PORT, env);
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, (_, i) => startSandboxProcess(BASE_PORT + 1 + i, env)),
  );
  return [first, ...rest];
}

async function measureGroup(name: string, label: string, count: number, databaseUrl: string): Promise<void> {
  const group = await startGroup(name, count, databaseUrl);
  try {
    const token = await signAccessToken(`.bench/load-${name}`, `http://localhost:${BASE_PORT}/realms/portal`, LOJISTA);
    await measure(label, group, token);
  } finally {
    await Promise.all(group.map((s) => s.stop()));
  }
}

export async function measureLoad(): Promise<void> {
  console.log(`\n## List calls under load (merchant 1: transactions, statement, boletos in turn)`);
  if (!process.env.BENCH_SKIP_PGLITE) await measureGroup('pglite', 'PGlite, 1 process', 1, '');
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL, or run under scripts/ci/with-postgres.sh)');
    return;
  }
  await measureGroup('postgres', 'PostgreSQL, 2 processes', 2, databaseUrl);
}
