import { readCsv } from './spreadsheet.ts';
import { readUploadRows, type RowResult } from './upload-rows.ts';
import { readXlsx } from './xlsx-read.ts';

export type UploadFormat = 'csv' | 'xlsx';

/** An uploaded file → one result per boleto row (throws SpreadsheetError for the whole file). */
export function parseUpload(bytes: Uint8Array, format: UploadFormat, today: string): RowResult[] {
  return readUploadRows(format === 'csv' ? readCsv(bytes) : readXlsx(bytes), today);
}
