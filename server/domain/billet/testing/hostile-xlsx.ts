import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { buildXlsx, xlsxParts } from '../xlsx-sheet.ts';

/**
 * Spreadsheets built to hurt a reader, for the tests (the small ones are also kept as files in
 * `../fixtures/`, written by `write-fixtures.ts`). `forgeZip` writes a zip by hand so that its
 * directory can lie: sizes that are not the real ones, many names for one stored part.
 */

interface LocalPart {
  name: string;
  data: Uint8Array;
  /** The uncompressed size the headers declare (default: the real one). */
  declared?: number;
}
interface DirectoryEntry {
  name: string;
  /** Index of the local part this entry points at. */
  part: number;
}

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

function forgeZip(parts: readonly LocalPart[], directory?: readonly DirectoryEntry[]): Uint8Array {
  const chunks: number[][] = [];
  const placed: { offset: number; crc: number; size: number; declared: number }[] = [];
  let offset = 0;
  for (const part of parts) {
    const compressed = deflateRawSync(part.data, { level: 9 });
    const name = strToU8(part.name);
    const crc = crc32(part.data);
    const declared = part.declared ?? part.data.length;
    const header = [...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0x21)];
    header.push(...u32(crc), ...u32(compressed.length), ...u32(declared), ...u16(name.length), ...u16(0), ...name);
    chunks.push(header, [...compressed]);
    placed.push({ offset, crc, size: compressed.length, declared });
    offset += header.length + compressed.length;
  }
  const entries = directory ?? parts.map((part, i) => ({ name: part.name, part: i }));
  const start = offset;
  for (const entry of entries) {
    const at = placed[entry.part];
    if (!at) throw new Error(`forgeZip: no part ${entry.part}`);
    const name = strToU8(entry.name);
    const header = [...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0x21)];
    header.push(...u32(at.crc), ...u32(at.size), ...u32(at.declared), ...u16(name.length), ...u16(0), ...u16(0));
    header.push(...u16(0), ...u16(0), ...u32(0), ...u32(at.offset), ...name);
    chunks.push(header);
    offset += header.length;
  }
  const n = entries.length;
  chunks.push([
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(n),
    ...u16(n),
    ...u32(offset - start),
    ...u32(start),
    ...u16(0),
  ]);
  return Uint8Array.from(chunks.flat());
}

/** A workbook whose first sheet's XML is `sheet` (written as is, well-formed or not). */
export function sheetXlsx(sheet: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ ...xlsxParts(''), 'xl/worksheets/sheet1.xml': strToU8(sheet), ...extra });
}

/** Finding 1: `<row>` opened `rows` times and never closed (128k rows zip to ~2.4 KB). */
export const unclosedRows = (rows = 128_000) =>
  sheetXlsx(`<worksheet><sheetData>${'<row>'.repeat(rows)}</sheetData></worksheet>`);

/** Finding 2: one stored part of ~45 MiB, named by 30 directory entries (~50 KB in all). */
export function manyNamesOnePart(names = 30, mib = 45): Uint8Array {
  const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
  const sheet = `<worksheet><sheetData>${row.repeat(Math.floor((mib * 1024 * 1024) / row.length))}</sheetData></worksheet>`;
  const directory = Array.from({ length: names }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, part: 0 }));
  return forgeZip([{ name: 'xl/worksheets/sheet1.xml', data: strToU8(sheet) }], directory);
}

/** A cell with a character reference: `&#x110000;` is past Unicode (finding 10). */
export const characterReference = (reference = '&#x110000;') =>
  sheetXlsx(
    `<worksheet><sheetData><row><c r="A1" t="inlineStr"><is><t>due_date${reference}</t></is></c></row></sheetData></worksheet>`,
  );

/** A sheet cut short: no element is ever closed. */
export const noClosingTags = () => sheetXlsx('<worksheet><sheetData><row><c r="A1" t="inlineStr"><is><t>value');

/** A part whose headers declare `declared` bytes while `mib` MiB of zeros come out. */
export const lyingSizes = (mib = 200, declared = 1_000) =>
  forgeZip([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(mib * 1024 * 1024), declared }]);

/** An honest bomb: `mib` MiB of zeros, declared as such, in a few hundred KB. */
const zipBomb = (mib = 100) =>
  forgeZip([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(mib * 1024 * 1024) }]);

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** The hostile files (kept ones read from `../fixtures/`) and the refusal each must get. */
export function hostileFiles(): [name: string, bytes: Uint8Array, message: string][] {
  return [
    ['finding 1: 128k unclosed rows', fixture('unclosed-rows.xlsx'), 'A planilha XLSX tem XML inválido.'],
    [
      'finding 2: 30 names, one 45 MiB part',
      fixture('many-names-one-part.xlsx'),
      'A planilha é grande demais depois de descompactada.',
    ],
    ['finding 10: &#x110000;', fixture('character-reference.xlsx'), 'A planilha XLSX tem XML inválido.'],
    ['no closing tags', fixture('no-closing-tags.xlsx'), 'A planilha XLSX tem XML inválido.'],
    [
      '100k rows',
      buildXlsx(Array.from({ length: 100_000 }, (_, i) => [`r${i}`])),
      'A planilha tem mais de 5.000 linhas.',
    ],
    ['a 200 MiB bomb', zipBomb(200), 'A planilha é grande demais depois de descompactada.'],
    ['headers that lie about 200 MiB', lyingSizes(200, 1_000), 'O arquivo não é uma planilha XLSX.'],
  ];
}
