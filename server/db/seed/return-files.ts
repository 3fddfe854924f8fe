import type { return_file } from '../schema/index.ts';
import type { BilletEventRow, BilletRow } from './billets.ts';

export type ReturnFileRow = typeof return_file.$inferInsert;

/**
 * The simulated bank's return files for each past bank day (issue 11): the bank movements among
 * `events` are written to that day's CNAB 240 / 400 file and point at it. Placeholder until the
 * bank lands: no files, events unchanged.
 */
export function seedReturnFiles(
  _today: string,
  _cutoff: Date,
  _billets: readonly BilletRow[],
  events: readonly BilletEventRow[],
): { files: ReturnFileRow[]; events: BilletEventRow[] } {
  return { files: [], events: [...events] };
}
