import { Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import type { ExportColumn } from './types.ts';
import { CONTENT_TYPES, ROOT_RELS, SHEET_PATH, STYLES, WORKBOOK_RELS, workbook } from './xlsx/parts.ts';
import { SheetWriter } from './xlsx/sheet.ts';
import { NativeDeflateEntry } from './xlsx/zip-entry.ts';

/**
 * A streamed .xlsx: fflate's streaming Zip writes the container, Node's zlib deflates the sheet,
 * and the sheet XML is ours (docs/decisions/009-exports.md says why). Each batch of rows becomes
 * XML, is deflated and leaves as one chunk: memory holds one batch whatever the row count.
 */

/**
 * zlib's default. Level 1 saved ~0.7 s of CPU per 100k rows (on the thread pool, not the event
 * loop) but made the file ~28 % larger, and merchants download it on phones.
 */
const LEVEL = 6;

/** Collects what the Zip emits during one synchronous push. */
class ZipOutput {
  private chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  readonly zip = new Zip((error, chunk) => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
  });

  add(file: ZipInputFile): void {
    this.zip.add(file);
  }

  /** Everything emitted since the last take, as one chunk. */
  take(): Uint8Array {
    if (this.failure) throw this.failure;
    const chunks = this.chunks;
    this.chunks = [];
    if (chunks.length === 1) return chunks[0]!;
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

function addWhole(output: ZipOutput, path: string, text: string): void {
  const file = new ZipDeflate(path, { level: LEVEL });
  output.add(file);
  file.push(new TextEncoder().encode(text), true);
}

export async function* xlsxChunks<Row>(
  columns: ExportColumn<Row>[],
  sheetName: string,
  rows: AsyncIterable<Row[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const output = new ZipOutput();
  addWhole(output, '[Content_Types].xml', CONTENT_TYPES);
  addWhole(output, '_rels/.rels', ROOT_RELS);
  addWhole(output, 'xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addWhole(output, 'xl/styles.xml', STYLES);
  yield output.take();

  // The sheet is the one open entry: fflate passes its data through at once (a second open
  // entry would be buffered whole until the first ends).
  const sheet = new SheetWriter(columns);
  const sheetFile = new NativeDeflateEntry(SHEET_PATH, LEVEL);
  output.add(sheetFile);
  let finished = false;
  try {
    let started = false;
    for await (const batch of rows) {
      if (batch.length === 0) continue;
      const xml = started ? sheet.rows(batch) : sheet.head(batch) + sheet.rows(batch);
      started = true;
      await sheetFile.push(encoder.encode(xml));
      yield output.take(); // never empty: the entry flushes zlib after each batch
    }
    await sheetFile.push(encoder.encode((started ? '' : sheet.head([])) + sheet.tail()), true);
    finished = true;
  } finally {
    // Stopped early (error, or the client went away): free the zlib stream now, not at GC.
    if (!finished) sheetFile.terminate();
  }
  // The workbook goes last because its autofilter name needs the final row count.
  addWhole(output, 'xl/workbook.xml', workbook(sheetName, sheet.filterRange(true)));
  output.zip.end();
  yield output.take();
}
