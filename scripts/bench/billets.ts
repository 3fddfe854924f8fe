import { buildXlsx } from '../../server/domain/billet/xlsx-sheet';
import { accessToken, load, percentile } from './api';

/**
 * Issue 11's figures: a 5,000-row upload (CSV and XLSX) and the registration of what it kept,
 * end to end over HTTP; then the billet list under load like the other lists (8 clients).
 */
const ROWS = 5_000;
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

export async function measureBillets(baseUrl: string): Promise<void> {
  const token = await accessToken(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  console.log('## Boletos');
  for (const format of ['csv', 'xlsx'] as const) {
    const data = [HEADER, ...rows(`B${format}`)];
    const bytes =
      format === 'csv' ? new TextEncoder().encode(data.map((r) => r.join(';')).join('\r\n')) : buildXlsx(data);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), `bench.${format}`);
    const [answer, ms] = await timed(async () => {
      const response = await fetch(`${baseUrl}/api/v1/app/billet_upload/file/${format}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      return (await response.json()) as { imported: number; rejected_count: number };
    });
    console.log(
      `upload ${ROWS} rows (${format}, ${(bytes.length / 1024).toFixed(0)} KiB): ${ms.toFixed(0)} ms, kept ${answer.imported}, refused ${answer.rejected_count}`,
    );
  }
  const [registered, ms] = await timed(async () => {
    const response = await fetch(`${baseUrl}/api/v1/app/billet_upload/registrate/all`, {
      method: 'POST',
      headers: auth,
    });
    return (await response.json()) as { registered: number };
  });
  console.log(`registrate/all: ${registered.registered} boletos in ${ms.toFixed(0)} ms`);
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
