import type { ColumnType, ExportCellValue } from './types.ts';
import { wallTimeMs } from './wall-time.ts';

/**
 * Reading a column's value into the shape its type promises. Both writers go through here, so
 * CSV and XLSX agree on every cell. A value of the wrong shape is a bug in the column list: it
 * throws (and aborts the export) rather than leaving a silent blank in a financial file.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

class ExportValueError extends TypeError {}

function invalid(type: ColumnType, header: string, value: unknown): never {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value);
  throw new ExportValueError(`export: column "${header}" (${type}) got ${typeof value} ${shown}`);
}

/** Numbers, or numeric strings (PostgreSQL returns bigint and numeric as strings). */
export function toNumber(type: ColumnType, header: string, value: ExportCellValue): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return invalid(type, header, value);
}

export function toCents(header: string, value: ExportCellValue): number {
  return Math.round(toNumber('money', header, value));
}

/**
 * Date texts already checked. An export repeats a few thousand days over its 100k rows, and
 * checking one (a regex and a Date) was ~40 % of formatting a statement's row.
 */
const checkedDays = new Map<string, number>();
const MAX_CHECKED_DAYS = 10_000;

/** A calendar date as milliseconds at UTC midnight of that day. */
export function toDateMs(header: string, value: ExportCellValue): number {
  if (value instanceof Date) {
    // Not the documented shape, but unambiguous: the São Paulo day the instant falls on.
    if (Number.isNaN(value.getTime())) invalid('date', header, value);
    return Math.floor(wallTimeMs(value) / MS_PER_DAY) * MS_PER_DAY;
  }
  const known = typeof value === 'string' ? checkedDays.get(value) : undefined;
  if (known !== undefined) return known;
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return invalid('date', header, value);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== match[0]) invalid('date', header, value); // 2025-02-30
  if (checkedDays.size >= MAX_CHECKED_DAYS) checkedDays.clear();
  checkedDays.set(match.input, ms);
  return ms;
}

/** São Paulo wall time as milliseconds of a UTC clock (see wall-time.ts). */
export function toWallMs(header: string, value: ExportCellValue): number {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return invalid('datetime', header, value);
  return wallTimeMs(instant);
}

export function toBoolean(header: string, value: ExportCellValue): boolean {
  return typeof value === 'boolean' ? value : invalid('boolean', header, value);
}

export function toText(value: ExportCellValue): string {
  return typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
}

export const yesNo = (value: boolean): string => (value ? 'Sim' : 'Não');
