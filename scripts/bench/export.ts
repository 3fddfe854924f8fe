/**
 * 100k-row export through `exportResponse`, CSV and XLSX, each in a fresh child process so its
 * peak RSS is the export's own (plus Node and tsx), not what earlier work left on the heap.
 * Alone: `node --import tsx scripts/bench/export.ts`. EXPORT_BENCH_ROWS changes the row count
 * (flat memory shows as the same peak for 10k and 300k); EXPORT_BENCH_DIR keeps the files.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportResponse, type ExportFormat } from '../../server/export/index.ts';
import { SALE_COLUMNS, syntheticSales, type SyntheticSale } from '../../server/export/testing/synthetic-sales.ts';
import { measured, size } from './mode.ts';

export interface ExportFigures {
  rows: number;
  ms: number;
  /** Highest resident set size of the child process (its maxRSS). */
  peakRssMiB: number;
  /** RSS just before the export started: peak − baseline is what the export itself cost. */
  baselineRssMiB: number;
  bytes: number;
  /** CPU time (user + system, all threads): steadier than wall time on a shared machine. */
  cpuMs: number;
}

const ROWS = Number(process.env.EXPORT_BENCH_ROWS) || size(100_000, 1_000);
const MiB = 1024 * 1024;

/** Runs one export in this process and returns its figures. */
async function measureHere(format: ExportFormat): Promise<ExportFigures> {
  const baselineRssMiB = process.memoryUsage().rss / MiB;
  let rows = 0;
  async function* counted(): AsyncGenerator<SyntheticSale[]> {
    for await (const batch of syntheticSales(ROWS)) {
      rows += batch.length;
      yield batch;
    }
  }
  const keepDir = process.env.EXPORT_BENCH_DIR;
  const file = keepDir ? createWriteStream(`${keepDir}/bench-export.${format}`) : null;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const response = await exportResponse(format, {
    filename: 'bench',
    sheetName: 'Vendas',
    columns: SALE_COLUMNS,
    rows: counted(),
  });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
    if (file && !file.write(next.value)) await once(file, 'drain');
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (file) await new Promise<void>((resolve) => file.end(() => resolve()));
  // maxRSS is the true peak (KiB), unlike sampling, which can miss a short spike.
  const peakRssMiB = (process.resourceUsage().maxRSS * 1024) / MiB;
  return {
    rows,
    ms: Math.round(ms),
    peakRssMiB: round1(peakRssMiB),
    baselineRssMiB: round1(baselineRssMiB),
    bytes,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
const thisFile = fileURLToPath(import.meta.url);

function inChild(format: ExportFormat): Promise<ExportFigures> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', thisFile, '--child', format], (error, stdout, stderr) => {
      if (error) reject(new Error(`export bench (${format}) failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as ExportFigures);
    });
  });
}

export async function benchExport(): Promise<{ csv: ExportFigures; xlsx: ExportFigures }> {
  const csv = await inChild('csv'); // one after the other: the machine has two cores
  const xlsx = await inChild('xlsx');
  return { csv, xlsx };
}

export function printExportFigures(figures: { csv: ExportFigures; xlsx: ExportFigures }): void {
  console.log('## Export (synthetic sales × 15 columns through exportResponse, each format in a fresh process)');
  for (const [format, f] of Object.entries(figures)) {
    measured(f.rows > 0 && f.bytes > 0 ? f.rows : NaN, `the ${format} export`);
    const mib = (f.bytes / MiB).toFixed(1);
    console.log(
      `${format}: ${f.rows} rows in ${(f.ms / 1000).toFixed(2)} s (CPU ${(f.cpuMs / 1000).toFixed(2)} s), ${mib} MiB; ` +
        `peak RSS ${f.peakRssMiB.toFixed(0)} MiB (${f.baselineRssMiB.toFixed(0)} MiB before the export)`,
    );
  }
}

const [, script, flag, format] = process.argv;
if (script === thisFile && flag === '--child' && (format === 'csv' || format === 'xlsx')) {
  console.log(JSON.stringify(await measureHere(format)));
} else if (script === thisFile) {
  printExportFigures(await benchExport());
}
