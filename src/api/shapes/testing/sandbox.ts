import * as v from 'valibot';
import { expect } from 'vitest';
import responses from './sandbox-responses.json';

/**
 * Real answers of the sandbox API (sandbox-responses.json, arrays cut to two rows), for tests
 * that hold the app's schemas to the contract. Refresh them with
 * `node --import tsx scripts/sandbox-responses.ts` after the server's shapes change.
 */
export type Row = Record<string, unknown>;

/** The answer to the one captured call whose path matches. */
export function sandboxAnswer(path: RegExp): Row {
  const found = Object.entries(responses as Record<string, Row>).filter(([key]) => path.test(key));
  if (found.length !== 1) throw new Error(`${found.length} sandbox answers match ${path}`);
  return (found[0] as [string, Row])[1];
}

export const rowsOf = (body: Row, key = 'data'): Row[] => body[key] as Row[];

export const without = (row: Row, ...keys: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

/**
 * Parses every row and checks that no field the sandbox sent was dropped, apart from `unread`:
 * a copy of a schema that forgot a field of the contract fails here, not on a screen.
 */
export function expectWhole(schema: v.GenericSchema, rows: readonly Row[], unread: readonly string[] = []): void {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const parsed = v.parse(schema, row) as Row;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(without(row, ...unread)).sort());
  }
}
