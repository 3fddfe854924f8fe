import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsv } from './spreadsheet.ts';
import { readXlsx } from './xlsx-read.ts';
import { UPLOAD_COLUMN_LABELS } from '../../../contract/billet-columns.ts';
import { readUploadRows } from './upload-rows.ts';

// The templates the upload screen offers (scripts/make-billet-templates.ts writes them).
describe('upload templates', () => {
  for (const [name, read] of [
    ['csv', readCsv],
    ['xlsx', readXlsx],
  ] as const)
    it(`boletos-modelo.${name} has every column under its Portuguese header, and a row the sandbox accepts`, () => {
      const rows = read(new Uint8Array(readFileSync(`public/templates/boletos-modelo.${name}`)));
      expect(rows[0]).toEqual(Object.values(UPLOAD_COLUMN_LABELS));
      expect(rows[1]).toContain('Percentual mensal');
      expect(readUploadRows(rows, '2026-11-23')[0]?.errors).toEqual([]);
    });
});
