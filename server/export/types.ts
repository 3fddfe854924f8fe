export type ExportFormat = 'csv' | 'xlsx';

export type ExportCellValue = string | number | boolean | Date | null;

export interface ExportColumn<Row> {
  /** pt-BR column title. */
  header: string;
  type: 'text' | 'integer' | 'money' | 'percent' | 'date' | 'datetime' | 'boolean';
  /**
   * money: integer cents; percent: a number like 2.99 (meaning 2,99 %); date: 'YYYY-MM-DD';
   * datetime: a Date, shown in America/Sao_Paulo. null (or undefined) is an empty cell.
   */
  value: (row: Row) => ExportCellValue;
}

export type ColumnType = ExportColumn<unknown>['type'];

export interface ExportOptions<Row> {
  /** Without extension; `.csv`/`.xlsx` is added. */
  filename: string;
  sheetName: string;
  columns: ExportColumn<Row>[];
  /** Batches of rows, pulled one at a time as the response body is read. */
  rows: AsyncIterable<Row[]>;
}
