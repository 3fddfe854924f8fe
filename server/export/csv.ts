import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from './pt-br.ts';
import type { ExportColumn } from './types.ts';
import { toBoolean, toCents, toDateMs, toNumber, toText, toWallMs, yesNo } from './values.ts';

/**
 * CSV for Excel in Brazil: UTF-8 with BOM (without it Excel reads the file as Windows-1252),
 * `;` (the pt-BR list separator, since the decimal separator is the comma), CRLF and RFC 4180
 * quoting. No `sep=;` line: Excel then ignores the BOM and garbles accents.
 */

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[";\r\n]/;
// Cells Excel or LibreOffice would evaluate as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell: neutralised if it would start a formula, then quoted as needed. */
function csvText(text: string): string {
  return csvField(FORMULA_START.test(text) ? `'${text}` : text);
}

function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  const { header } = column;
  switch (column.type) {
    case 'text':
      return csvText(toText(value));
    case 'integer':
      return formatNumber(toNumber('integer', header, value));
    case 'money':
      return formatMoney(toCents(header, value));
    case 'percent':
      return formatPercent(toNumber('percent', header, value));
    case 'date':
      return formatDate(toDateMs(header, value));
    case 'datetime':
      return formatDateTime(toWallMs(header, value));
    case 'boolean':
      return yesNo(toBoolean(header, value));
  }
}

/** The file, one chunk per batch: a batch is pulled only when the previous chunk was taken. */
export async function* csvChunks<Row>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(`${BOM}${columns.map((column) => csvText(column.header)).join(';')}\r\n`);
  for await (const batch of rows) {
    if (batch.length === 0) continue;
    let text = '';
    for (const row of batch) text += `${columns.map((column) => csvCell(column, row)).join(';')}\r\n`;
    yield encoder.encode(text);
  }
}
