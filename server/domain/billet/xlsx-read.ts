import { posix } from 'node:path';
import { MAX_CELL_CHARS, MAX_ROWS, SpreadsheetError, tooManyRows, type Cell, type Rows } from './spreadsheet.ts';
import { xmlSink, type XmlHandlers } from './xml-part.ts';
import { inflateParts, listEntries, MAX_INFLATED_BYTES, notXlsx, type Budget, type Entry } from './xlsx-zip.ts';

/**
 * An uploaded XLSX's first sheet (the workbook's first `<sheet>`, not whichever `sheetN.xml`
 * exists) as rows of values. Only four parts are inflated (workbook, its relationships, the
 * sheet, the shared strings), under one budget, and the row count stops the reading at the
 * ceiling. A formula cell is marked, never evaluated (decisions 019 and 027).
 */

/** Columns past this are ignored: the upload has ~40 and Excel's last is XFD (16,384). */
const MAX_COLUMN = 200;
const cellTooLong = () =>
  new SpreadsheetError(`Uma célula da planilha passa de ${MAX_CELL_CHARS.toLocaleString('pt-BR')} caracteres.`);

/** 'AB12' → 27; undefined for anything else. */
function columnIndex(ref: string): number | undefined {
  const letters = /^([A-Z]{1,3})\d*$/.exec(ref)?.[1];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Text gathered piece by piece, at most Excel's cell length. */
function textCollector() {
  let text = '';
  return {
    add(more: string) {
      text += more;
      if (text.length > MAX_CELL_CHARS) throw cellTooLong();
    },
    take() {
      const out = text;
      text = '';
      return out;
    },
  };
}

/** `xl/sharedStrings.xml`: each `<si>`'s text (rich-text runs joined, phonetic runs left out). */
function sharedStrings(out: string[]): XmlHandlers {
  const text = textCollector();
  let inText = false;
  let inPhonetic = false;
  return {
    open: (name) => {
      if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
      else if (name === 'si') out.push(text.take());
    },
    text: (more) => inText && text.add(more),
  };
}

type RawCell = Cell | { shared: number };
interface OpenCell {
  index: number;
  type: string;
  formula: boolean;
}

function sheet(rows: RawCell[][]): XmlHandlers {
  const value = textCollector();
  const inline = textCollector();
  let row: RawCell[] | undefined;
  let cell: OpenCell | undefined;
  let capture: 'v' | 't' | undefined;
  let inPhonetic = false;
  const finish = (c: OpenCell, raw: string, text: string): RawCell => {
    if (c.formula) return { formula: true };
    if (c.type === 's') return { shared: Number(raw) };
    if (c.type === 'inlineStr') return text;
    if (c.type === 'str' || c.type === 'e') return raw;
    if (c.type === 'b') return raw === '1' ? 'true' : 'false';
    return raw === '' ? '' : Number(raw);
  };
  return {
    open: (name, attributes) => {
      if (name === 'row') {
        if (rows.length > MAX_ROWS) throw tooManyRows();
        row = [];
      } else if (name === 'c' && row) {
        const ref = attributes.r;
        const index = ref === undefined ? row.length : columnIndex(ref);
        if (index === undefined) throw notXlsx();
        cell = { index, type: attributes.t ?? 'n', formula: false };
      } else if (cell && name === 'f') cell.formula = true;
      else if (cell && name === 'v') capture = 'v';
      else if (cell && name === 'rPh') inPhonetic = true;
      else if (cell && name === 't' && !inPhonetic) capture = 't';
    },
    close: (name) => {
      if (name === 'v' || name === 't') capture = undefined;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && row && cell) {
        const done = finish(cell, value.take().trim(), inline.take());
        if (cell.index <= MAX_COLUMN) {
          while (row.length < cell.index) row.push('');
          row[cell.index] = done;
        }
        cell = undefined;
      } else if (name === 'row' && row) {
        rows.push(row);
        row = undefined;
      }
    },
    text: (more) => (capture === 'v' ? value.add(more) : capture === 't' ? inline.add(more) : undefined),
  };
}

/** Parts that only point the way: small, collected whole. */
function firstSheetPath(bytes: Uint8Array, entries: Map<string, Entry>, budget: Budget): string {
  let relationshipId: string | undefined;
  const targets = new Map<string, string>();
  inflateParts(
    bytes,
    entries,
    {
      'xl/workbook.xml': xmlSink({
        open: (name, attributes) => {
          if (name !== 'sheet' || relationshipId !== undefined) return;
          // r:id, whatever prefix the file gave the relationships namespace.
          relationshipId = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
        },
      }),
      'xl/_rels/workbook.xml.rels': xmlSink({
        open: (name, attributes) => {
          if (name === 'Relationship' && attributes.Id && attributes.Target)
            targets.set(attributes.Id, attributes.Target);
        },
      }),
    },
    budget,
  );
  const target = relationshipId === undefined ? undefined : targets.get(relationshipId);
  if (!target) return 'xl/worksheets/sheet1.xml';
  return posix.normalize(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
}

export function readXlsx(bytes: Uint8Array): Rows {
  const entries = listEntries(bytes);
  const budget: Budget = { left: MAX_INFLATED_BYTES };
  const sheetPath = firstSheetPath(bytes, entries, budget);
  if (!entries.has(sheetPath) || sheetPath === 'xl/sharedStrings.xml') throw notXlsx();
  const raw: RawCell[][] = [];
  const shared: string[] = [];
  inflateParts(
    bytes,
    entries,
    { [sheetPath]: xmlSink(sheet(raw)), 'xl/sharedStrings.xml': xmlSink(sharedStrings(shared)) },
    budget,
  );
  const rows: Rows = raw.map((cells) =>
    cells.map((cell) => (typeof cell === 'object' && 'shared' in cell ? (shared[cell.shared] ?? '') : cell)),
  );
  return rows.filter((r) => r.some((cell) => typeof cell !== 'string' || cell.trim() !== ''));
}
