import { percentile } from './api';
import { measured } from './mode';

/**
 * What other users feel while one merchant downloads a big export: a list call repeated by
 * a few clients for as long as the full CSV export of merchant 1 runs. The max shows a stall
 * (a stream that never yields holds every call until it ends: seconds); p95 shows the cost of
 * sharing the one database connection with the export's batches.
 */
const CLIENTS = 4;
const LIST = '/api/v1/app/transaction?page=1&perPage=10';
const EXPORT = '/api/v1/app/transaction/export/csv';

async function timedList(baseUrl: string, token: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(baseUrl + LIST, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} on ${LIST}`);
  return performance.now() - start;
}

async function drain(response: Response): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  return bytes;
}

export async function measureListDuringExport(baseUrl: string, token: string): Promise<void> {
  const times: number[] = [];
  let exporting = true;
  const started = performance.now();
  const download = fetch(baseUrl + EXPORT, { headers: { authorization: `Bearer ${token}` } })
    .then(drain)
    .finally(() => (exporting = false));
  const client = async () => {
    while (exporting) times.push(await timedList(baseUrl, token));
  };
  const [bytes] = await Promise.all([download, ...Array.from({ length: CLIENTS }, client)]);
  const seconds = (performance.now() - started) / 1000;
  measured(times, 'list calls during the export').sort((a, b) => a - b);
  console.log(
    `GET /v1/app/transaction (${CLIENTS} clients) while a full CSV export runs ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s): ${times.length} calls, ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
  );
}
