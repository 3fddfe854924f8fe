import { csvChunks } from './csv.ts';
import { cleanSheetName, contentDisposition } from './names.ts';
import { readableFrom } from './stream.ts';
import type { ExportFormat, ExportOptions } from './types.ts';
import { xlsxChunks } from './xlsx.ts';

/**
 * Streamed CSV/XLSX downloads of list data. The route validates the format with
 * `isExportFormat` (400 otherwise), hands over the columns and a lazy source of row batches,
 * and returns this Response; rows are read from the source only as the client reads the body.
 */
export type { ExportColumn, ExportFormat, ExportOptions } from './types.ts';

const FORMATS: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function isExportFormat(value: string): value is ExportFormat {
  return Object.hasOwn(FORMATS, value);
}

export function exportResponse<Row>(format: ExportFormat, opts: ExportOptions<Row>): Response {
  const chunks =
    format === 'csv'
      ? csvChunks(opts.columns, opts.rows)
      : xlsxChunks(opts.columns, cleanSheetName(opts.sheetName), opts.rows);
  return new Response(readableFrom(chunks, `${format} ${opts.filename}`), {
    headers: {
      'Content-Type': FORMATS[format],
      'Content-Disposition': contentDisposition(opts.filename, format),
      'Cache-Control': 'no-store',
      // A download, never rendered: the browser must not sniff the CSV into HTML.
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
