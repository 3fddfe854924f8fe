import { csvChunks } from './csv.ts';
import { cleanSheetName, contentDisposition } from './names.ts';
import { readableFrom } from './stream.ts';
import { backgroundTurn } from '../background.ts';
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

/**
 * The first batch is read before the answer starts: a query that fails at once (a bad filter
 * reaching the database, the database gone) throws here, in the route, and becomes the API's
 * JSON 500 with every header. Later failures can only abort the body (stream.ts).
 */
export async function exportResponse<Row>(format: ExportFormat, opts: ExportOptions<Row>): Promise<Response> {
  const rows = await withFirstBatchRead(opts.rows);
  const chunks =
    format === 'csv' ? csvChunks(opts.columns, rows) : xlsxChunks(opts.columns, cleanSheetName(opts.sheetName), rows);
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

/**
 * The same batches, the first one already taken (so its errors surface now). Each later batch is
 * handed on after the export's next turn (background.ts): its database read and its formatting are
 * then two short runs instead of one twice as long that every other request waits behind.
 */
async function withFirstBatchRead<Row>(source: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          await backgroundTurn();
          yield next.value;
        }
      } finally {
        // Closes the database cursor when the download ends early (client gone, a bad value).
        await iterator.return?.();
      }
    },
  };
}
