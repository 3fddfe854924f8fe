import { accessToken } from './api';
import { printFigures, probed, type Probe } from './billet-contention';
import { QUICK, size } from './mode';

/**
 * What another merchant feels while merchant 1 downloads a full export: their list call, asked by
 * 4 clients every 50 ms each (counted from when it was due), for as long as the CSV of all sales,
 * then of the whole statement, streams; first for 5 s with nothing else running. The goal (issue 31): the worst call under 150 ms. The
 * quick bench exports the last 3 days only.
 */
const WORST_GOAL_MS = 150;
/** The same calls with nothing else running, as long as an export: the machine's own tail. */
const IDLE_MS = size(5_000, 500);
const EXPORTS = [
  ['sales', '/api/v1/app/transaction/export/csv'],
  ['statement', '/api/v1/app/financial/receivable/export/csv'],
] as const;

function quickFilter(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return QUICK ? `?start_date=${day(-3)}&end_date=${day(0)}` : '';
}

async function download(url: string, token: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status} on ${url}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

export async function measureListDuringExport(baseUrl: string, token: string): Promise<void> {
  const probe: Probe = {
    name: 'other merchant GET /v1/app/transaction',
    path: '/api/v1/app/transaction?page=1&perPage=10',
    token: await accessToken(baseUrl, 'operador'),
    clients: 4,
  };
  const [, idle] = await probed(baseUrl, [probe], () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  printFigures('idle', idle);
  for (const [name, path] of EXPORTS) {
    const [{ bytes, seconds }, figures] = await probed(baseUrl, [probe], () =>
      download(baseUrl + path + quickFilter(), token),
    );
    console.log(
      `full CSV export of the ${name} (merchant 1): ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s`,
    );
    printFigures('during the export', figures, idle, WORST_GOAL_MS);
  }
}
