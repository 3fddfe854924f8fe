import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../contract/billet-uploads.ts';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROW_CHARS, MAX_ROWS, readCsv } from './spreadsheet.ts';
import { csvAtTheLimits, hostileCsvFiles } from './testing/hostile-csv.ts';
import { readUploadRows } from './upload-rows.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readCsv(bytes(text));

describe('readCsv', () => {
  it('reads quoted fields (separators, line breaks and "" inside), CRLF, LF and CR, and skips blank rows', () => {
    expect(read('\ufeffa;"b;1";"c\r\nd"\r\n\r\n"e ""f""";g"h\rlast;')).toEqual([
      ['a', 'b;1', 'c\r\nd'],
      ['e "f"', 'g"h'],
      ['last', ''],
    ]);
    expect(read('"ab"cd;x\n')).toEqual([['abcd', 'x']]);
    expect(() => read('a;"b\n')).toThrow('O arquivo CSV tem aspas sem fechamento.');
  });

  it('takes 5,000 boleto rows and refuses one more, with or without a last line break', () => {
    const rows = (n: number) => ['h', ...Array.from({ length: n }, (_, i) => String(i))].join('\n');
    expect(read(rows(MAX_ROWS))).toHaveLength(MAX_ROWS + 1);
    expect(() => read(rows(MAX_ROWS + 1))).toThrow('A planilha tem mais de 5.000 linhas.');
    expect(() => read(`${rows(MAX_ROWS + 1)}\n`)).toThrow('A planilha tem mais de 5.000 linhas.');
  });

  it('refuses each hostile 5 MB file by the limit it passes, with its message', () => {
    for (const [name, file, message] of hostileCsvFiles(MAX_UPLOAD_BYTES - 4_096))
      expect(() => readCsv(file), name).toThrow(message);
  });

  it('stops at the first row past a limit: what follows it is never read', () => {
    // Read whole, the unclosed quote at the end would be the refusal.
    const tail = '\r\n"never closed';
    const cases: [string, string][] = [
      [`h\r\n${'x'.repeat(MAX_CELL_CHARS + 1)}`, 'A linha 2 da planilha tem uma célula com mais de 32.767 caracteres.'],
      [`h\r\nh\r\n${'"x";'.repeat(MAX_COLUMNS + 1)}`, 'A linha 3 da planilha tem mais de 200 colunas.'],
      [
        `${'x'.repeat(30_000)};${'y'.repeat(30_000)};${'z'.repeat(6_000)}`,
        'A linha 1 da planilha passa de 65.536 caracteres.',
      ],
      // A quoted cell counts its line breaks and its doubled quotes as it goes.
      [`"${'""\n'.repeat(17_000)}"`, 'A linha 1 da planilha tem uma célula com mais de 32.767 caracteres.'],
    ];
    for (const [text, message] of cases) expect(() => read(text + tail), message).toThrow(message);
  });

  it('reads a row at every limit: 200 columns, a 32,767-character cell, 65,536 characters', () => {
    const widest = [
      'x'.repeat(MAX_CELL_CHARS),
      'y'.repeat(MAX_ROW_CHARS - MAX_CELL_CHARS - (MAX_COLUMNS - 1)), // and 199 separators
      ...Array<string>(MAX_COLUMNS - 2).fill(''),
    ];
    const line = widest.join(';');
    expect(line).toHaveLength(MAX_ROW_CHARS);
    const [row] = read(`${line}\r\nnext`);
    expect(row).toHaveLength(MAX_COLUMNS);
    expect(row?.[0]).toHaveLength(MAX_CELL_CHARS);
    expect(() => read(`${line}y`)).toThrow('A linha 1 da planilha passa de 65.536 caracteres.');
    const columns = Array<string>(MAX_COLUMNS).fill('a').join(';');
    expect(read(columns)[0]).toHaveLength(MAX_COLUMNS);
    expect(() => read(`${columns};a`)).toThrow('A linha 1 da planilha tem mais de 200 colunas.');
  });

  it('takes a real boleto sheet with a long note and spare columns, at the column and cell limits', () => {
    const rows = readUploadRows(readCsv(csvAtTheLimits(2, '31/12/2030')), '2026-11-28');
    expect(rows.map((row) => [row.errors, row.terms?.payer.name])).toEqual([
      [[], 'Maria da Silva'],
      [[], 'Maria da Silva'],
    ]);
  });
});
