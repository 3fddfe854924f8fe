import type { ReturnFileRecord } from '../../db/queries/return-files.ts';
import type { ReturnSummary } from '../../domain/cnab/index.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** A return file of the simulated bank as the API answers it (contract/billet-uploads.ts). */
export function returnFileView(row: ReturnFileRecord) {
  return {
    id: row.id,
    file_name: row.file_name,
    date: row.date,
    layout: row.layout,
    created_at: toZonedIso(row.created_at),
    size: row.size,
    records: row.records,
    summary: JSON.parse(row.summary) as ReturnSummary,
  };
}
