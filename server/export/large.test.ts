import { Unzip, UnzipInflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportResponse, type ExportFormat } from './index.ts';
import { SALE_COLUMNS, syntheticSales } from './testing/synthetic-sales.ts';

/**
 * 100k rows, generated lazily, through the real writers: every row arrives. Time and memory
 * are measured by the bench (scripts/bench/export.ts, all 15 columns), not asserted here. The
 * XLSX run keeps 4 columns so that writing and unzipping stay within a few seconds on a busy
 * machine; the row logic does not depend on the column count.
 */
const ROWS = 100_000;
const XLSX_COLUMNS = SALE_COLUMNS.slice(0, 4);

/** Counts occurrences of `needle` in a byte stream, across chunk boundaries (native indexOf). */
function counter(needle: string) {
  const pattern = Buffer.from(needle);
  let carry = Buffer.alloc(0);
  let count = 0;
  return {
    push(chunk: Uint8Array) {
      const buffer = Buffer.concat([carry, chunk]);
      let end = 0;
      for (let at = buffer.indexOf(pattern); at !== -1; at = buffer.indexOf(pattern, end)) {
        count++;
        end = at + pattern.length;
      }
      carry = buffer.subarray(Math.max(end, buffer.length - pattern.length + 1));
    },
    get count() {
      return count;
    },
  };
}

async function* chunksOf(format: ExportFormat): AsyncGenerator<Uint8Array> {
  const response = await exportResponse(format, {
    filename: 'x',
    sheetName: 'Vendas',
    columns: format === 'csv' ? SALE_COLUMNS : XLSX_COLUMNS,
    rows: syntheticSales(ROWS),
  });
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}

describe('100k-row exports', () => {
  it('CSV has the header and every row (texts hold no line breaks, so lines = rows)', async () => {
    const lines = counter('\r\n');
    for await (const chunk of chunksOf('csv')) lines.push(chunk);
    expect(lines.count).toBe(ROWS + 1);
  });

  it('XLSX has the header and every row in its sheet', async () => {
    const rows = counter('</row>');
    const entries: string[] = [];
    let sheetEnd = Buffer.alloc(0);
    const unzip = new Unzip((file) => {
      entries.push(file.name);
      const isSheet = file.name === 'xl/worksheets/sheet1.xml';
      file.ondata = (error, chunk) => {
        if (error) throw error;
        if (!isSheet) return;
        rows.push(chunk);
        sheetEnd = Buffer.concat([sheetEnd, chunk]).subarray(-300);
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    for await (const chunk of chunksOf('xlsx')) unzip.push(chunk);
    unzip.push(new Uint8Array(0), true);
    expect(entries).toContain('xl/workbook.xml');
    expect(rows.count).toBe(ROWS + 1);
    expect(sheetEnd.toString()).toMatch(
      new RegExp(`<row r="${ROWS + 1}">.*<autoFilter ref="A1:D${ROWS + 1}"/></worksheet>$`),
    );
  });
});
