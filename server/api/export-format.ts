import { isExportFormat, type ExportFormat } from '../export/index.ts';
import { invalidParameters } from './errors.ts';

/** The {format} path segment of the export calls, or 400. */
export function exportFormat(value: string): ExportFormat {
  if (!isExportFormat(value)) throw invalidParameters(['format: Deve ser csv ou xlsx']);
  return value;
}
