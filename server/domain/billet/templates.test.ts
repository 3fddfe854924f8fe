import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsv } from './spreadsheet.ts';
import { readXlsx } from './xlsx-read.ts';
import { readUploadRows, UPLOAD_COLUMNS } from './upload-rows.ts';

// The templates the upload screen offers (scripts/make-billet-templates.ts writes them).
describe('upload templates', () => {
  for (const [name, read] of [
    ['csv', readCsv],
    ['xlsx', readXlsx],
  ] as const)
    it(`boletos-modelo.${name} has the columns the sandbox reads and a row it accepts`, () => {
      const rows = read(new Uint8Array(readFileSync(`public/templates/boletos-modelo.${name}`)));
      expect(rows[0]).toEqual([...UPLOAD_COLUMNS]);
      expect(readUploadRows(rows, '2026-11-23')[0]?.errors).toEqual([]);
    });
});
