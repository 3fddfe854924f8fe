import { unzipSync } from 'fflate';

/**
 * Reads an uploaded spreadsheet into rows of cells. CSV: `;`-separated, UTF-8 (BOM optional),
 * quoted fields, CRLF or LF. XLSX: the first sheet's values (fflate unzips; the sheet's XML is
 * read for cells only — a boleto sheet is plain values, so a full workbook library would add
 * weight and attack surface for nothing: decision 019). A formula cell is marked, never evaluated.
 */

export type Cell = string | number | { formula: true };
export type Rows = Cell[][];

export class SpreadsheetError extends Error {}

export const MAX_ROWS = 5_000;
// Uncompressed ceiling of any part of an XLSX: a 5 MB upload that inflates past this is a bomb.
const MAX_PART_BYTES = 50 * 1024 * 1024;

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

const tooManyRows = () => new SpreadsheetError(`A planilha tem mais de ${MAX_ROWS.toLocaleString('pt-BR')} linhas.`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? ''),
  );

/** The text of every <t> inside `xml` (a shared string may be split in rich-text runs). */
const textOf = (xml: string): string =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

const columnIndex = (ref: string): number => {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

export function readXlsx(bytes: Uint8Array): Rows {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.originalSize > MAX_PART_BYTES)
          throw new SpreadsheetError('A planilha é grande demais depois de descompactada.');
        return (
          file.name === 'xl/workbook.xml' ||
          file.name === 'xl/sharedStrings.xml' ||
          /^xl\/worksheets\/sheet\d+\.xml$/.test(file.name) ||
          file.name === 'xl/_rels/workbook.xml.rels'
        );
      },
    });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('O arquivo não é uma planilha XLSX.');
  }
  const decode = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : undefined);
  const sheetPath = firstSheetPath(decode('xl/workbook.xml'), decode('xl/_rels/workbook.xml.rels'));
  const sheet = sheetPath ? decode(sheetPath) : undefined;
  if (!sheet) throw new SpreadsheetError('O arquivo não é uma planilha XLSX.');
  const shared = [...(decode('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    textOf(m[1] ?? ''),
  );
  const rows: Rows = [];
  for (const rowMatch of sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    if (rows.length > MAX_ROWS + 1) throw tooManyRows();
    const row: Cell[] = [];
    for (const cell of (rowMatch[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const index = ref ? columnIndex(ref) : row.length;
      if (index > 200) continue;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: Cell = '';
      if (/<f[\s>]/.test(body)) value = { formula: true };
      else if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = textOf(body);
      else if (type === 'str' || type === 'e') value = unescapeXml(raw ?? '');
      else if (type === 'b') value = raw === '1' ? 'true' : 'false';
      else if (raw !== undefined && raw !== '') value = Number(raw);
      while (row.length < index) row.push('');
      row[index] = value;
    }
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => typeof cell !== 'string' || cell.trim() !== ''));
}

function firstSheetPath(workbook: string | undefined, rels: string | undefined): string | undefined {
  const id = workbook ? /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1] : undefined;
  // Attributes come in any order: find the relationship element by its Id, then read its Target.
  const element =
    id && rels ? [...rels.matchAll(/<Relationship\b[^>]*>/g)].find((m) => m[0].includes(`Id="${id}"`)) : undefined;
  const target = element ? /\bTarget="([^"]+)"/.exec(element[0])?.[1] : undefined;
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return 'xl/worksheets/sheet1.xml';
}
