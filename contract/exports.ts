import * as v from 'valibot';

/**
 * The list exports (docs/api.md, "Exports"; decision 009): `…/export/{format}` streams every row
 * of the list's filter as CSV or XLSX.
 */

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The `{format}` path parameter: a 400 `format: Deve ser csv ou xlsx` otherwise. */
export const ExportFormatParam = v.picklist(EXPORT_FORMATS, 'Deve ser csv ou xlsx');

/** What an export answers: the file, by its format. */
export const EXPORT_MEDIA_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
