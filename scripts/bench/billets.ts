import { hostileFiles } from '../../server/domain/billet/testing/hostile-xlsx';
import { buildXlsx } from '../../server/domain/billet/xlsx-sheet';
import { accessToken, load, percentile, rssMiB } from './api';
import { printFigures, probed, type Probe } from './billet-contention';
import { measureHostileCsv } from './hostile-csv';
import { measured, size } from './mode';

/**
 * Boletos: hostile spreadsheets (time to the 400, the sandbox's memory; the hostile CSVs with
 * another merchant's calls meanwhile: hostile-csv.ts), 5,000-row uploads (CSV
 * and XLSX) and the registration of 15,000, end to end over HTTP, with what another merchant's
 * list call and a customer's checkout page feel meanwhile (p50/p95 and their ratio to idle);
 * then the billet list under load like the other lists (8 clients).
 */
const ROWS = size(5_000, 50);
const HEADER = [
  'external_id',
  'due_date',
  'value',
  'penalty.type',
  'penalty.percentage',
  'payer.name',
  'payer.document',
];

function rows(tag: string): string[][] {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const br = `${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`;
  return Array.from({ length: ROWS }, (_, i) => [
    `${tag}-${i}`,
    br,
    `${100 + (i % 900)},${String(i % 100).padStart(2, '0')}`,
    '2',
    '2',
    `Pagador ${i}`,
    '52998224725',
  ]);
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const out = await run();
  return [out, performance.now() - start];
}

/** A reusable link of the lojista's, for the customer's checkout page. */
async function checkoutPath(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/app/paylink`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      description: 'Bench: boletos',
      amount: 15990,
      max_installments: 1,
      payment_methods: ['CARD', 'PIX'],
      expires_at: null,
      reusable: true,
    }),
  });
  const { url_hash: hash } = (await response.json()) as { url_hash: string };
  return `/api/v1/external/paylink/checkout/${hash}`;
}

async function send(baseUrl: string, token: string, format: 'csv' | 'xlsx', bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), `bench.${format}`);
  const [answer, ms] = await timed(async () => {
    const response = await fetch(`${baseUrl}/api/v1/app/billet_upload/file/${format}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      ...((await response.json()) as { message: string; imported: number; rejected_count: number }),
    };
  });
  return { answer, ms, kib: bytes.length / 1024 };
}

async function upload(baseUrl: string, token: string, format: 'csv' | 'xlsx', tag: string) {
  const data = [HEADER, ...rows(tag)];
  const bytes =
    format === 'csv' ? new TextEncoder().encode(data.map((r) => r.join(';')).join('\r\n')) : buildXlsx(data);
  return send(baseUrl, token, format, bytes);
}

/** Each hostile file of issue 20: its answer, how long it took and what the sandbox kept of it. */
async function measureHostile(baseUrl: string, token: string, pid: number): Promise<void> {
  const before = rssMiB(pid);
  for (const [name, bytes] of hostileFiles()) {
    const { answer, ms, kib } = await send(baseUrl, token, 'xlsx', bytes);
    console.log(
      `hostile ${name} (${kib.toFixed(0)} KiB): ${answer.status} in ${ms.toFixed(0)} ms, '${answer.message}'`,
    );
  }
  console.log(`sandbox RSS ${before.toFixed(0)} → ${rssMiB(pid).toFixed(0)} MiB after the hostile files`);
}

export async function measureBillets(baseUrl: string, pid: number): Promise<void> {
  const token = await accessToken(baseUrl);
  const probes: Probe[] = [
    {
      name: 'other merchant GET /v1/app/transaction',
      path: '/api/v1/app/transaction?page=1&perPage=10',
      token: await accessToken(baseUrl, 'operador'),
    },
    { name: 'public GET /v1/external/paylink/checkout/{hash}', path: await checkoutPath(baseUrl, token) },
  ];
  console.log('## Boletos');
  await send(baseUrl, token, 'csv', new TextEncoder().encode(HEADER.join(';'))); // starts the parsing thread
  await measureHostile(baseUrl, token, pid);
  await measureHostileCsv(baseUrl, token, { ...probes[0]!, clients: 4 });
  await probed(baseUrl, probes, () => new Promise((resolve) => setTimeout(resolve, 1_000))); // caches warm
  const [, idle] = await probed(baseUrl, probes, () => new Promise((resolve) => setTimeout(resolve, size(4_000, 500))));
  printFigures('idle', idle);
  for (const format of ['csv', 'xlsx', 'csv'] as const) {
    const [{ answer, ms, kib }, figures] = await probed(baseUrl, probes, () =>
      upload(baseUrl, token, format, `B${format}${Date.now()}`),
    );
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`bench: the ${format} upload answered ${answer.status}`);
    measured(answer.imported > 0 ? answer.imported : NaN, `the ${format} upload (nothing kept)`);
    console.log(
      `upload ${ROWS} rows (${format}, ${kib.toFixed(0)} KiB): ${ms.toFixed(0)} ms, kept ${answer.imported}, refused ${answer.rejected_count}`,
    );
    printFigures('during the upload', figures, idle);
  }
  const [[registered, ms], figures] = await probed(baseUrl, probes, () =>
    timed(async () => {
      const response = await fetch(`${baseUrl}/api/v1/app/billet_upload/registrate/all`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { registered: number };
    }),
  );
  measured(registered.registered > 0 ? registered.registered : NaN, 'registrate/all (nothing registered)');
  console.log(`registrate/all: ${registered.registered} boletos in ${ms.toFixed(0)} ms`);
  printFigures('during the registration', figures, idle);
  const urlOf = (i: number) =>
    `/api/v1/app/billet?${
      [
        `page=${1 + (i % 50)}&perPage=10`,
        'billet_status=WAITING_RETURN&page=1&perPage=10',
        `billet_status=PAID&page=${1 + (i % 20)}&perPage=10`,
        'billet_payer=pagador&page=1&perPage=10',
      ][i % 4]
    }`;
  await load(baseUrl, token, urlOf);
  const times = await load(baseUrl, token, urlOf);
  console.log(
    `GET /v1/app/billet, 8 clients: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
}
