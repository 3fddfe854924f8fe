/**
 * 100k-row export through `exportResponse`, CSV and XLSX, each in a fresh child process so its
 * peak RSS is the export's own (plus Node and tsx), not what earlier work left on the heap.
 * Alone: `node --import tsx scripts/bench/export.ts`. Set EXPORT_BENCH_DIR to keep the files.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportResponse, type ExportColumn, type ExportFormat } from '../../server/export/index.ts';

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

const ROWS = Number(process.env.EXPORT_BENCH_ROWS) || 100_000;
const BATCH = 1_000;
const MiB = 1024 * 1024;

export interface SyntheticSale {
  id: number;
  paidAt: Date;
  status: string;
  brand: string;
  operation: string;
  installments: number;
  grossCents: number;
  mdrPercent: number;
  netCents: number;
  settlementDate: string;
  nsu: string;
  authorization: string;
  terminal: string;
  customer: string | null;
  anticipated: boolean;
}

const BRANDS = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'];
const CUSTOMERS = ['Maria da Conceição', 'José "Zé" Araújo', 'Padaria São João; Filial 2', null, 'João Müller'];

/** Transaction-like rows, made a batch at a time as they are pulled: nothing is kept. */
export async function* syntheticSales(count: number): AsyncGenerator<SyntheticSale[]> {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const start = Date.UTC(2025, 0, 1, 3);
  for (let first = 0; first < count; first += BATCH) {
    const batch: SyntheticSale[] = [];
    for (let id = first; id < Math.min(count, first + BATCH); id++) {
      const grossCents = Math.round(random() * 500_000) + 100;
      const mdrPercent = [1.19, 2.99, 3.49][id % 3]!;
      const paidAt = new Date(start + id * 311_000);
      batch.push({
        id: id + 1,
        paidAt,
        status: id % 17 === 0 ? 'CANCELLED' : 'CONFIRMED',
        brand: BRANDS[id % BRANDS.length]!,
        operation: id % 3 === 0 ? 'DEBIT' : 'CREDIT',
        installments: id % 3 === 0 ? 0 : (id % 12) + 1,
        grossCents,
        mdrPercent,
        netCents: grossCents - Math.round((grossCents * mdrPercent) / 100),
        settlementDate: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        nsu: String(100_000_000 + id).padStart(12, '0'),
        authorization: Math.floor(random() * 1e6)
          .toString(36)
          .toUpperCase(),
        terminal: `PAX-A910-${(id % 40) + 1}`,
        customer: CUSTOMERS[id % CUSTOMERS.length]!,
        anticipated: id % 7 === 0,
      });
    }
    yield batch;
  }
}

export const COLUMNS: ExportColumn<SyntheticSale>[] = [
  { header: 'ID', type: 'integer', value: (s) => s.id },
  { header: 'Data da venda', type: 'datetime', value: (s) => s.paidAt },
  { header: 'Status', type: 'text', value: (s) => s.status },
  { header: 'Bandeira', type: 'text', value: (s) => s.brand },
  { header: 'Operação', type: 'text', value: (s) => s.operation },
  { header: 'Parcelas', type: 'integer', value: (s) => s.installments },
  { header: 'Valor bruto', type: 'money', value: (s) => s.grossCents },
  { header: 'Taxa MDR', type: 'percent', value: (s) => s.mdrPercent },
  { header: 'Valor líquido', type: 'money', value: (s) => s.netCents },
  { header: 'Previsão de pagamento', type: 'date', value: (s) => s.settlementDate },
  { header: 'NSU', type: 'text', value: (s) => s.nsu },
  { header: 'Autorização', type: 'text', value: (s) => s.authorization },
  { header: 'Terminal', type: 'text', value: (s) => s.terminal },
  { header: 'Cliente', type: 'text', value: (s) => s.customer },
  { header: 'Antecipada', type: 'boolean', value: (s) => s.anticipated },
];

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
  const response = exportResponse(format, {
    filename: 'bench',
    sheetName: 'Vendas',
    columns: COLUMNS,
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
  console.log('## Export (100k synthetic sales × 15 columns, through exportResponse)');
  for (const [format, f] of Object.entries(figures)) {
    const size = (f.bytes / MiB).toFixed(1);
    console.log(
      `${format}: ${f.rows} rows in ${(f.ms / 1000).toFixed(2)} s, ${size} MiB; ` +
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
