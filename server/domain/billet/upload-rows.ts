import {
  columnOfHeader,
  REQUIRED_COLUMNS,
  typeCodeOf,
  typesOfColumn,
  UPLOAD_COLUMN_LABELS,
  UPLOAD_COLUMNS,
} from '../../../contract/billet-columns.ts';
import { SpreadsheetError, type Cell, type Rows } from './spreadsheet.ts';
import { validateUpload, type BilletTerms } from './terms.ts';
import type { FieldError } from './fields.ts';

/**
 * Spreadsheet rows → requirements §3's upload payload, one boleto per row (docs/api.md "Uploads"):
 * columns named by their Portuguese header or after the payload with dots for nesting
 * (contract/billet-columns.ts), dates DD/MM/AAAA (or Excel dates), money as pt-BR decimals (or
 * numbers), types by code or word. Each row is checked by the same rules as the JSON call.
 */

type Kind = 'text' | 'date' | 'money' | 'percentage' | 'integer';
const kindOf = (column: string): Kind =>
  column.endsWith('date')
    ? 'date'
    : column === 'value' || column.endsWith('.value')
      ? 'money'
      : column.endsWith('percentage')
        ? 'percentage'
        : column.endsWith('.type')
          ? 'integer'
          : 'text';

const MESSAGES: Record<Exclude<Kind, 'text'>, string> = {
  date: 'Data inválida',
  money: 'Valor inválido: use o formato 1.234,56',
  percentage: 'Percentual inválido: use o formato 2,5',
  integer: 'Deve ser um número inteiro',
};

/** 'Use Valor, Percentual ou Isento (ou os códigos 1, 2, 3)'. */
function typeMessage(column: string): string {
  const types = typesOfColumn(column);
  if (types.length === 0) return MESSAGES.integer;
  const words = types.map((t) => t.label);
  return `Use ${words.slice(0, -1).join(', ')} ou ${words.at(-1)} (ou os códigos ${types.map((t) => t.value).join(', ')})`;
}

/** 'DD/MM/AAAA' or an Excel date serial (1900 system) → 'YYYY-MM-DD'. */
function dateOf(cell: string | number): string | null {
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 2_958_465) return null;
    return new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000).toISOString().slice(0, 10);
  }
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** '1.234,56', '1234,56', '1234' or a number in reais → a number (reais). */
function decimalOf(cell: string | number): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = cell.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(text)) return null;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

function convert(column: string, cell: Cell): { value: unknown } | { error: string } {
  if (typeof cell === 'object') return { error: 'Fórmulas não são aceitas.' };
  const kind = kindOf(column);
  if (typeof cell === 'string' && cell.trim() === '') return { value: null };
  if (kind === 'text') return { value: String(cell).trim() };
  if (kind === 'date') {
    const iso = dateOf(cell);
    return iso ? { value: iso } : { error: MESSAGES.date };
  }
  if (kind === 'integer') {
    const code = typeCodeOf(column, cell);
    return code === undefined ? { error: typeMessage(column) } : { value: code };
  }
  const n = decimalOf(cell);
  if (n === null || n < 0) return { error: MESSAGES[kind] };
  return { value: kind === 'money' ? Math.round(n * 100) : Math.round(n * 100) / 100 };
}

/** Sets `a.b.c` in a nested object; `discounts.2.value` goes into the array's second item. */
function put(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string;
    const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
    const slot = Array.isArray(node) ? Number(key) - 1 : key;
    const holder = node as Record<string | number, unknown>;
    holder[slot] ??= nextIsIndex ? [] : {};
    node = holder[slot] as Record<string, unknown> | unknown[];
  }
  (node as Record<string, unknown>)[parts.at(-1) as string] = value;
}

export interface RowResult {
  row: number;
  raw: Record<string, unknown>;
  terms?: BilletTerms;
  errors: FieldError[];
}

/**
 * The header row's columns by position, as dotted names ('' for an empty cell); 400
 * (SpreadsheetError) for unknown, missing or repeated ones, named as the merchant wrote them or by
 * their Portuguese header.
 */
function headerOf(rows: Rows): string[] {
  const written = (rows[0] ?? []).map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
  if (rows.length < 2) throw new SpreadsheetError('A planilha não tem linhas de boletos (só o cabeçalho, ou nada).');
  const header = written.map((name) => (name === '' ? '' : (columnOfHeader(name) ?? `?${name}`)));
  const unknown = written.filter((_, i) => header[i]?.startsWith('?'));
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  const repeated = header.filter((name, i) => name !== '' && !name.startsWith('?') && header.indexOf(name) !== i);
  const label = (column: string) => UPLOAD_COLUMN_LABELS[column] ?? column;
  const problems = [
    unknown.length > 0 ? `colunas desconhecidas: ${unknown.join(', ')}` : '',
    missing.length > 0 ? `colunas obrigatórias ausentes: ${missing.map(label).join(', ')}` : '',
    repeated.length > 0 ? `colunas repetidas: ${[...new Set(repeated)].map(label).join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new SpreadsheetError(`Colunas inválidas na planilha: ${problems.join('; ')}.`);
  return header;
}

export function readUploadRows(rows: Rows, today: string): RowResult[] {
  const header = headerOf(rows);
  return rows.slice(1).map((cells, index) => {
    const raw: Record<string, unknown> = {};
    const errors: FieldError[] = [];
    header.forEach((column, i) => {
      if (column === '') return;
      const converted = convert(column, cells[i] ?? '');
      if ('error' in converted) {
        errors.push({ field: column, message: converted.error });
        put(raw, column, typeof cells[i] === 'object' ? null : String(cells[i]));
      } else put(raw, column, converted.value);
    });
    if (Array.isArray(raw.discounts)) raw.discounts = raw.discounts.filter((d) => d !== undefined);
    const result = validateUpload(raw, today);
    const all = [...errors];
    if (!result.ok) for (const e of result.errors) if (!all.some((a) => a.field === e.field)) all.push(e);
    // In the columns' order, as the screen lists them.
    const rank = (field: string) => {
      const i = UPLOAD_COLUMNS.indexOf(field);
      return i < 0 ? UPLOAD_COLUMNS.length : i;
    };
    all.sort((a, b) => rank(a.field) - rank(b.field));
    // The spreadsheet's line number: the header is line 1.
    const row = index + 2;
    return all.length === 0 && result.ok ? { row, raw, terms: result.value, errors: [] } : { row, raw, errors: all };
  });
}
