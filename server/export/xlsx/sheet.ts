import { formatMoney, formatPercent } from '../pt-br.ts';
import type { ExportColumn } from '../types.ts';
import { toBoolean, toCents, toDateMs, toNumber, toText, toWallMs, yesNo } from '../values.ts';
import { STYLE, styleOf } from './parts.ts';
import { columnLetters, inlineString } from './xml.ts';

/** The worksheet XML, written in three parts: head (with the header row), row batches, tail. */

const MS_PER_DAY = 86_400_000;
/** Excel's day 0 (1899-12-30, 1900 date system) is 25569 days before the Unix epoch. */
const EXCEL_EPOCH_DAYS = 25_569;
const MAX_ROWS = 1_048_576; // Excel's sheet limit, header included

const excelSerial = (utcClockMs: number): number => utcClockMs / MS_PER_DAY + EXCEL_EPOCH_DAYS;

/** One cell's XML, or '' for an empty cell (null, undefined). */
function cellXml<Row>(column: ExportColumn<Row>, ref: string, style: number, row: Row): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  const { header } = column;
  let number: number;
  switch (column.type) {
    case 'text':
      return inlineString(ref, toText(value)); // never a formula: no injection guard needed here
    case 'boolean':
      return inlineString(ref, yesNo(toBoolean(header, value))); // Sim/Não, as in the CSV and on screen
    case 'integer':
      number = toNumber('integer', header, value);
      break;
    case 'money':
      number = toCents(header, value) / 100; // reais: a correctly rounded quotient prints as 1234.56
      break;
    case 'percent':
      // 2.99 → 0.0299 for the 0.00% format; toPrecision drops the float noise of /100.
      number = Number((toNumber('percent', header, value) / 100).toPrecision(15));
      break;
    case 'date':
      number = excelSerial(toDateMs(header, value));
      break;
    case 'datetime':
      number = excelSerial(toWallMs(header, value)); // Excel has no zones: store São Paulo wall time
      break;
  }
  return `<c r="${ref}" s="${style}"><v>${number}</v></c>`;
}

/** Characters a value shows as in Brazilian Excel, to size its column. */
function shownLength<Row>(column: ExportColumn<Row>, row: Row): number {
  const value = column.value(row);
  if (value === null || value === undefined) return 0;
  switch (column.type) {
    case 'text':
      return Math.max(
        ...toText(value)
          .split('\n')
          .map((line) => line.length),
      );
    case 'boolean':
      return 3;
    case 'integer':
      return String(toNumber('integer', column.header, value)).length;
    case 'money': {
      const text = formatMoney(toCents(column.header, value));
      return text.length + Math.floor((text.length - 4) / 3); // plus thousands separators
    }
    case 'percent':
      return formatPercent(toNumber('percent', column.header, value)).length + 1;
    case 'date':
      return 10;
    case 'datetime':
      return 16;
  }
}

export class SheetWriter<Row> {
  private readonly letters: string[];
  private readonly styles: number[];
  private rowNumber = 1; // the header row

  constructor(private readonly columns: ExportColumn<Row>[]) {
    this.letters = columns.map((_, index) => columnLetters(index));
    this.styles = columns.map((column) => styleOf(column.type));
  }

  /**
   * Everything before the data rows. Column widths must precede the rows in the XML, so they
   * are estimated from the headers and the first batch (`sample`), not the whole file.
   */
  head(sample: Row[]): string {
    const cols = this.columns
      .map((column, index) => {
        const longest = sample.reduce((max, row) => Math.max(max, shownLength(column, row)), 0);
        const width = Math.min(60, Math.max(8, column.header.length + 4, longest + 2)); // +4: filter button
        return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
      })
      .join('');
    const header = this.columns
      .map((column, index) => inlineString(`${this.letters[index]}1`, column.header, STYLE.header))
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      // Header row frozen: it stays visible while scrolling 100k rows.
      '<sheetViews><sheetView tabSelected="1" workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
    );
  }

  rows(batch: Row[]): string {
    if (this.rowNumber + batch.length > MAX_ROWS) {
      throw new RangeError(`export: more than ${MAX_ROWS - 1} rows do not fit in one Excel sheet`);
    }
    let xml = '';
    for (const row of batch) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < this.columns.length; i++)
        xml += cellXml(this.columns[i]!, `${this.letters[i]}${r}`, this.styles[i]!, row);
      xml += '</row>';
    }
    return xml;
  }

  /** The autofilter over header and data, e.g. A1:O100001 (and its $-form for the workbook). */
  filterRange(absolute: boolean): string {
    const last = this.letters[this.letters.length - 1] ?? 'A';
    return absolute ? `$A$1:$${last}$${this.rowNumber}` : `A1:${last}${this.rowNumber}`;
  }

  tail(): string {
    return `</sheetData><autoFilter ref="${this.filterRange(false)}"/></worksheet>`;
  }
}
