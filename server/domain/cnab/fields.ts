/**
 * Fixed-width fields of CNAB files: numbers zero-filled on the left, text upper case, ASCII only
 * (accents stripped, anything else a space), blank-filled on the right, always cut to the width.
 * Positions are 1-based and inclusive, as the FEBRABAN and bank manuals (and docs/domain.md) give them.
 */

export const num = (value: number | string, width: number): string => {
  const digits = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value.replace(/\D/g, '');
  if (digits.length > width) throw new Error(`cnab: ${digits} does not fit ${width} digits`);
  return digits.padStart(width, '0');
};

export const alpha = (value: string | null | undefined, width: number): string =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ')
    .slice(0, width)
    .padEnd(width, ' ');

/** 'YYYY-MM-DD' → DDMMAAAA (CNAB 240) or DDMMAA (CNAB 400); zeros for none. */
export const ddmmyyyy = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` : '00000000';
export const ddmmyy = (iso: string | null): string =>
  iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}` : '000000';

/** Reads positions `from`–`to` (1-based, inclusive) of a line. */
export const at = (line: string, from: number, to: number): string => line.slice(from - 1, to);

/** DDMMAAAA / DDMMAA → 'YYYY-MM-DD' (null for zeros). Two-digit years are 20YY. */
export function isoOf(value: string): string | null {
  if (/^0+$/.test(value)) return null;
  if (value.length === 8) return `${value.slice(4, 8)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
  return `20${value.slice(4, 6)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
}

/** Joins records into a file: every line exactly `width` characters, CRLF after each. */
export function joinRecords(lines: readonly string[], width: number): string {
  for (const [index, line] of lines.entries())
    if (line.length !== width) throw new Error(`cnab: line ${index + 1} has ${line.length} characters, not ${width}`);
  return lines.map((line) => `${line}\r\n`).join('');
}

export function splitRecords(content: string, width: number): string[] {
  const lines = content.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  for (const [index, line] of lines.entries())
    if (line.length !== width) throw new Error(`cnab: line ${index + 1} has ${line.length} characters, not ${width}`);
  return lines;
}

/** A field placed at positions `from`–`to`; its value must have exactly that width. */
export type Placed = readonly [from: number, to: number, value: string];

/** A record of `width` characters from placed fields; positions no field names are blanks. */
export function record(width: number, fields: readonly Placed[]): string {
  const chars = Array.from({ length: width }, () => ' ');
  for (const [from, to, value] of fields) {
    if (value.length !== to - from + 1)
      throw new Error(`cnab: ${from}–${to} needs ${to - from + 1} chars, got '${value}'`);
    if (from < 1 || to > width) throw new Error(`cnab: ${from}–${to} is outside a ${width}-wide record`);
    for (let i = 0; i < value.length; i++) chars[from - 1 + i] = value[i] ?? ' ';
  }
  return chars.join('');
}
