import { describe, expect, it } from 'vitest';
import { exportResponse } from './index.ts';
import { FIXTURE_COLUMNS, fixtureBatches } from './testing/fixture.ts';
import { readSheets, type Sheet } from './testing/read-xlsx.ts';

/**
 * The XLSX is read back with ExcelJS, an independent reader, so "numbers are numbers and dates
 * are dates" is checked the way a spreadsheet sees the file, not against our own XML strings.
 */
async function readBack(response: Response | Promise<Response>): Promise<Sheet> {
  const sheets = await readSheets(await (await response).arrayBuffer());
  expect(sheets).toHaveLength(1);
  return sheets[0]!;
}

const fixtureExport = () =>
  exportResponse('xlsx', {
    filename: 'vendas',
    sheetName: 'Vendas: março/2025',
    columns: FIXTURE_COLUMNS,
    rows: fixtureBatches(),
  });

describe('XLSX export', () => {
  it('has a bold, frozen header row with an autofilter over every row, and sized columns', async () => {
    const sheet = await readBack(fixtureExport());
    expect(sheet.name).toBe('Vendas março 2025'); // ':' and '/' are not allowed in a sheet name
    expect(sheet.getRow(1).values).toEqual([undefined, ...FIXTURE_COLUMNS.map((column) => column.header)]);
    expect(FIXTURE_COLUMNS.map((_, index) => sheet.getRow(1).getCell(index + 1).font?.bold)).toEqual(
      FIXTURE_COLUMNS.map(() => true),
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:G9');
    expect(sheet.rowCount).toBe(9);
    const widths = sheet.columns.map((column) => column.width ?? 0);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(8);
    expect(widths[1]).toBeGreaterThanOrEqual('Loja "Central"; filial'.length); // the longest line of the first batch
  });

  it('stores numbers as numbers, dates as dates (São Paulo wall time) and Sim/Não', async () => {
    const sheet = await readBack(fixtureExport());
    const row = (n: number) => sheet.getRow(n + 1);
    const cell = (n: number, column: number) => row(n).getCell(column);

    expect(row(1).values).toEqual([
      undefined,
      1234567,
      'Padaria São João',
      1234.56,
      0.0299,
      new Date('2025-03-09T00:00:00Z'), // readers give Excel's zone-less times as UTC
      new Date('2024-12-31T23:30:00Z'),
      'Sim',
    ]);
    expect([1, 3, 4, 5, 6].map((column) => cell(1, column).numFmt)).toEqual([
      '0',
      '#,##0.00',
      '0.00%',
      'dd/mm/yyyy',
      'dd/mm/yyyy hh:mm',
    ]);

    // XML turns CR LF and lone CR into LF (XML 1.0, 2.11), Excel's own in-cell line break.
    expect(cell(2, 2).value).toBe('Loja "Central"; filial\nSul');
    expect(cell(2, 3).value).toBe(-0.05);
    expect(cell(2, 4).value).toBe(0.015);
    expect(cell(2, 5).value).toBeNull(); // null → no cell
    expect(cell(2, 6).value).toEqual(new Date('2018-12-01T00:30:00Z')); // summer time (UTC−2) that year
    expect(cell(2, 7).value).toBe('Não');

    expect(row(3).values).toEqual([
      undefined,
      3,
      '=HYPERLINK("http://x";"clique")', // a text cell, never a formula: kept as typed
      0,
      0,
      new Date('2024-02-29T00:00:00Z'),
      new Date('2025-06-15T12:45:59Z'),
    ]);
    expect(cell(3, 2).formula).toBeUndefined();
    expect(cell(4, 4).value).toBe(0.012345);
    expect(cell(6, 3).value).toBe(1_000_000);
    expect(cell(7, 2).value).toBe('\tTab e\nretorno');
    expect(cell(8, 2).value).toBe(' A & B <c> '); // escaped and spaces kept
  });

  it('drops characters XML cannot carry instead of making a corrupt file', async () => {
    const columns = [{ header: 'Texto', type: 'text' as const, value: (r: { t: string }) => r.t }];
    async function* rows() {
      yield [{ t: 'a\u0001b\u0000c\uD800d 😀' }];
    }
    const sheet = await readBack(exportResponse('xlsx', { filename: 'x', sheetName: 'x', columns, rows: rows() }));
    expect(sheet.getCell('A2').value).toBe('abcd 😀');
  });

  it('opens with only the header when there are no rows', async () => {
    async function* none() {}
    const sheet = await readBack(
      exportResponse('xlsx', { filename: 'x', sheetName: '', columns: FIXTURE_COLUMNS, rows: none() }),
    );
    expect(sheet.name).toBe('Planilha');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:G1');
  });
});
