import type { ColumnType } from '../types.ts';
import { xmlEscape } from './xml.ts';

/**
 * The fixed parts of a one-sheet workbook (ECMA-376 / SpreadsheetML), minimal but complete:
 * Excel, LibreOffice and Google Sheets open it without a repair prompt.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

export const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

export const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

export const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

/**
 * Cell styles (indexes into cellXfs below). Number formats 1, 4 and 10 are Excel built-ins
 * ("0", "#,##0.00", "0.00%") that Excel shows with the reader's separators, so a Brazilian
 * Excel shows 1.234,56 and 2,99%. Dates get explicit codes: built-in 14 varies by locale.
 */
export const STYLE = { header: 1, integer: 2, money: 3, percent: 4, date: 5, datetime: 6 } as const;

export function styleOf(type: ColumnType): number {
  return type === 'text' || type === 'boolean' ? 0 : STYLE[type];
}

export const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="7">\
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

/** Quoted for formulas and defined names: 'Vendas de março'!$A$1. */
const sheetRef = (sheetName: string): string => `'${sheetName.replaceAll("'", "''")}'`;

/**
 * Written last, when the row count is known: the hidden _FilterDatabase name is how Excel and
 * LibreOffice record an autofilter's range (LibreOffice shows no filter buttons without it).
 */
export function workbook(sheetName: string, filterRange: string): string {
  const name = xmlEscape(sheetName);
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<bookViews><workbookView/></bookViews>\
<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets>\
<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlEscape(sheetRef(sheetName))}!${filterRange}</definedName></definedNames>\
</workbook>`;
}
