import { MAX_UPLOAD_ROWS } from '../../../contract/billet-uploads.ts';

/**
 * An uploaded spreadsheet as rows of cells. CSV here: `;`-separated, UTF-8 (BOM optional), quoted
 * fields, CRLF or LF, one pass over the text. XLSX: `xlsx-read.ts` (decision 027). A formula cell
 * is marked, never evaluated.
 */

export type Cell = string | number | { formula: true };
export type Rows = Cell[][];

export class SpreadsheetError extends Error {}

/** Rows of boletos in one file (the header row aside): the contract's limit. */
export const MAX_ROWS = MAX_UPLOAD_ROWS;

export function readCsv(bytes: Uint8Array): Rows {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError('O arquivo CSV deve estar em UTF-8.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw new SpreadsheetError('O arquivo não é uma planilha CSV.');
  const rows: Rows = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      if (rows.length > MAX_ROWS + 1) throw tooManyRows();
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new SpreadsheetError('O arquivo CSV tem aspas sem fechamento.');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => String(cell).trim() !== ''));
}

export const tooManyRows = () =>
  new SpreadsheetError(`A planilha tem mais de ${MAX_ROWS.toLocaleString('pt-BR')} linhas.`);
