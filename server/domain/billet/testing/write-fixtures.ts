import { mkdirSync, writeFileSync } from 'node:fs';
import { characterReference, manyNamesOnePart, noClosingTags, unclosedRows } from './hostile-xlsx.ts';

/**
 * Writes the small hostile spreadsheets kept in `server/domain/billet/fixtures/` (each under
 * 150 KB): `node --import tsx server/domain/billet/testing/write-fixtures.ts`. The big ones
 * (100k rows, bombs) are built by the tests themselves.
 */
const fixtures = {
  'unclosed-rows.xlsx': unclosedRows,
  'many-names-one-part.xlsx': manyNamesOnePart,
  'character-reference.xlsx': characterReference,
  'no-closing-tags.xlsx': noClosingTags,
};
const dir = new URL('../fixtures/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, build] of Object.entries(fixtures)) writeFileSync(new URL(name, dir), build());
