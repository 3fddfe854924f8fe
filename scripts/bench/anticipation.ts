import { gzipSync } from 'node:zlib';
import { accessToken, percentile } from './api';
import { measured, size } from './mode';

/** Simulations of everything timed; each is stored (good for 15 minutes) and never confirmed. */
const RUNS = size(7, 1);
/** Pages of its receivables read, spread from the first to the last; as many a page as the PWA asks. */
const PAGES = size(30, 2);
const PER_PAGE = 20;

interface Timed {
  ms: number;
  bytes: number;
  body: Record<string, unknown>;
}

async function timedCall(baseUrl: string, token: string, path: string, body?: unknown): Promise<Timed> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${response.status} on ${path}: ${text.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) as Record<string, unknown> };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Issue 31: "anticipating everything" of merchant 1, the largest simulation the sandbox has. The
 * answer's bytes (as JSON, and gzip as it travels) and time to the last byte; then pages of its
 * receivables (GET …/simulation/{id}/receivables), "Ver mais" on the PWA.
 */
export async function measureAnticipation(baseUrl: string): Promise<void> {
  const token = await accessToken(baseUrl);
  const available = (await timedCall(baseUrl, token, '/v1/app/anticipation/available')).body;
  const amount = Number(available.amount);
  console.log(
    `\n## Anticipation: the simulation of everything (merchant 1, ${String(available.receivables_count)} receivables)`,
  );
  const runs: Timed[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await timedCall(baseUrl, token, '/v1/app/anticipation/simulation', { amount }));
  }
  const times = measured(
    runs.map((r) => r.ms),
    'the simulation of everything',
  ).sort((a, b) => a - b);
  const last = runs.at(-1) as Timed;
  console.log(
    `POST /v1/app/anticipation/simulation (everything): ${kib(last.bytes)} JSON, ` +
      `${kib(gzipSync(JSON.stringify(last.body)).byteLength)} gzip; ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, min ${(times[0] ?? NaN).toFixed(0)}, max ${(times.at(-1) ?? NaN).toFixed(0)} over ${RUNS} (goal ≤ 100 KB)`,
  );
  await measurePages(baseUrl, token, String(last.body.simulation_id), Number(last.body.receivables_count));
}

async function measurePages(baseUrl: string, token: string, id: string, count: number): Promise<void> {
  const lastPage = Math.max(1, Math.ceil(count / PER_PAGE));
  const pages = Array.from({ length: PAGES }, (_, i) => 1 + Math.round((i * (lastPage - 1)) / Math.max(1, PAGES - 1)));
  const times: number[] = [];
  let bytes = 0;
  for (const page of pages) {
    const read = await timedCall(
      baseUrl,
      token,
      `/v1/app/anticipation/simulation/${id}/receivables?page=${page}&perPage=${PER_PAGE}`,
    );
    times.push(read.ms);
    bytes = Math.max(bytes, read.bytes);
  }
  measured(times, 'pages of the simulation’s receivables').sort((a, b) => a - b);
  console.log(
    `GET …/simulation/{id}/receivables?perPage=${PER_PAGE}, ${PAGES} pages from 1 to ${lastPage}: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)}; at most ${kib(bytes)} a page`,
  );
}
