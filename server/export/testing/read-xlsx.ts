import { createRequire } from 'node:module';

/**
 * ExcelJS as an independent XLSX reader for the tests, behind the few types they use. Loaded
 * with require on purpose: importing it would pull in its index.d.ts, whose global
 * `interface Buffer extends ArrayBuffer` would merge into Node's Buffer for the whole program.
 */
interface SheetCell {
  value: unknown;
  numFmt?: string;
  font?: { bold?: boolean };
  formula?: string;
}
interface SheetRow {
  values: unknown[];
  getCell(column: number): SheetCell;
}
export interface Sheet {
  name: string;
  rowCount: number;
  views: Record<string, unknown>[];
  autoFilter: unknown;
  columns: { width?: number }[];
  getRow(row: number): SheetRow;
  getCell(ref: string): SheetCell;
}
interface Workbook {
  worksheets: Sheet[];
  xlsx: { load(data: ArrayBuffer): Promise<unknown> };
}

const ExcelJS = createRequire(import.meta.url)('exceljs') as { Workbook: new () => Workbook };

export async function readSheets(data: ArrayBuffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  return workbook.worksheets;
}
