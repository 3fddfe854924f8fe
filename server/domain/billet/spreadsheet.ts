import { MAX_UPLOAD_ROWS } from '../../../contract/billet-uploads.ts';

/**
 * An uploaded spreadsheet as rows of cells. CSV here: `;`-separated, UTF-8 (BOM optional), quoted
 * fields, CRLF, LF or CR, one pass over the text that stops at the first row past a limit. XLSX:
 * `xlsx-read.ts` (decision 027). A formula cell is marked, never evaluated.
 */

export type Cell = string | number | { formula: true };
export type Rows = Cell[][];

/** A file refused whole: 400 with its message (413 for a file over the upload's size). */
export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** Rows of boletos in one file (the header row aside): the contract's limit. */
export const MAX_ROWS = MAX_UPLOAD_ROWS;
/** Excel's own ceiling for the text of one cell: no sheet it saved has a longer one. */
export const MAX_CELL_CHARS = 32_767;
/**
 * A CSV row's limits (docs/api.md "Uploads"). The template has 33 columns and its longest valid
 * row ~1,200 characters; the XLSX reader ignores columns past the 200th. A file of commas, one
 * giant row or a million columns is refused where it passes them, before the rest is read.
 */
export const MAX_COLUMNS = 200;
export const MAX_ROW_CHARS = 65_536;

const pt = (n: number) => n.toLocaleString('pt-BR');
export const tooManyRows = () => new SpreadsheetError(`A planilha tem mais de ${pt(MAX_ROWS)} linhas.`);
const cellTooLong = (line: number) =>
  new SpreadsheetError(`A linha ${pt(line)} da planilha tem uma célula com mais de ${pt(MAX_CELL_CHARS)} caracteres.`);
const rowTooLong = (line: number) =>
  new SpreadsheetError(`A linha ${pt(line)} da planilha passa de ${pt(MAX_ROW_CHARS)} caracteres.`);
const tooManyColumns = (line: number) =>
  new SpreadsheetError(`A linha ${pt(line)} da planilha tem mais de ${pt(MAX_COLUMNS)} colunas.`);

function csvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError('O arquivo CSV deve estar em UTF-8.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw new SpreadsheetError('O arquivo não é uma planilha CSV.');
  return text;
}

const QUOTE = 34;
const SEPARATOR = 59; // ;
const LF = 10;
const CR = 13;

/** Index of the first char in [from, stop) that ends an unquoted run (`;`, CR, LF), or stop. */
function endOfRun(text: string, from: number, stop: number): number {
  let at = from;
  for (; at < stop; at++) {
    const c = text.charCodeAt(at);
    if (c === SEPARATOR || c === LF || c === CR) break;
  }
  return at;
}

function quoteAt(text: string, from: number, stop: number): number {
  let at = from;
  while (at < stop && text.charCodeAt(at) !== QUOTE) at++;
  return at;
}

/**
 * CSV text → rows. A quote opens a quoted field only at the start of a field (`""` inside is a
 * quote); anything after its closing quote up to the separator is kept as written. Each scan
 * stops where the row or the cell would pass its limit, so a hostile file costs what its first
 * bad row does.
 */
export function readCsv(bytes: Uint8Array): Rows {
  const text = csvText(bytes);
  const end = text.length;
  const rows: Rows = [];
  let row: Cell[] = [];
  let rowStart = 0;
  let at = 0;
  const line = () => rows.length + 1;
  /** Where a scan of `field`'s next chars from `from` must stop: the text's end or a limit passed. */
  const stopFor = (from: number, field: string) =>
    Math.min(end, rowStart + MAX_ROW_CHARS + 1, from + MAX_CELL_CHARS - field.length + 1);
  const check = (to: number, field: string) => {
    if (field.length > MAX_CELL_CHARS) throw cellTooLong(line());
    if (to - rowStart > MAX_ROW_CHARS) throw rowTooLong(line());
  };
  const endRow = () => {
    rows.push(row);
    if (rows.length > MAX_ROWS + 1) throw tooManyRows();
    row = [];
  };
  // Nothing after the last line break is no row; `a;` ends with an empty cell.
  while (at < end || row.length > 0) {
    let field = '';
    if (at < end && text.charCodeAt(at) === QUOTE) {
      for (at++; ;) {
        const quote = quoteAt(text, at, stopFor(at, field));
        field += text.slice(at, quote);
        check(quote, field);
        if (quote >= end) throw new SpreadsheetError('O arquivo CSV tem aspas sem fechamento.');
        const escaped = text.charCodeAt(quote + 1) === QUOTE;
        if (escaped) field += '"';
        at = quote + (escaped ? 2 : 1);
        if (!escaped) break;
      }
    }
    const stop = endOfRun(text, at, stopFor(at, field));
    field += text.slice(at, stop);
    check(stop, field);
    row.push(field);
    if (row.length > MAX_COLUMNS) throw tooManyColumns(line());
    if (stop >= end) {
      endRow();
      break;
    }
    const c = text.charCodeAt(stop);
    at = stop + (c === CR && text.charCodeAt(stop + 1) === LF ? 2 : 1);
    if (c !== SEPARATOR) {
      endRow();
      rowStart = at;
    }
  }
  return rows.filter((r) => r.some((cell) => String(cell).trim() !== ''));
}
