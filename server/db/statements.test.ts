import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from './driver.ts';
import { openPglite } from './driver-pglite.ts';
import { openPostgres } from './driver-postgres.ts';
import { preparedRead } from './statements.ts';

const url = process.env.TEST_DATABASE_URL;

// One text per name: PostgreSQL keeps a named statement per connection.
const plusOne = preparedRead<{ n: number; ids: number[] }, { n: number; ids: string; label: string; big: string }>(
  'statements_test_plus_one',
  sql`SELECT ${sql.placeholder('n')}::int + 1 AS n, ${sql.placeholder('ids')}::int[]::text AS ids,
        'um'::text AS label, (${sql.placeholder('n')}::bigint * 1000000000000)::text AS big`,
);

describe.each([
  ['PGlite', true],
  ['PostgreSQL', Boolean(url)],
])('preparedRead on %s', (name, available) => {
  let driver: Driver;
  let dir: string | undefined;
  beforeAll(async () => {
    if (!available) return;
    if (name === 'PGlite') {
      dir = mkdtempSync(join(tmpdir(), 'painel-statements-'));
      driver = await openPglite(dir);
    } else driver = openPostgres(url!);
  }, 60_000);
  afterAll(async () => {
    await driver?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!available)('answers each call with its own values, typed alike on both drivers', async () => {
    // Twice and more: prepared once, executed each time (a second PREPARE of a name would fail).
    for (const n of [1, 41, -7]) {
      expect(await plusOne(driver.orm, { n, ids: [n, 2, 3] })).toEqual([
        { n: n + 1, ids: `{${n},2,3}`, label: 'um', big: String(BigInt(n) * 1_000_000_000_000n) },
      ]);
    }
    expect(await plusOne(driver.orm, { n: 0, ids: [] })).toEqual([{ n: 1, ids: '{}', label: 'um', big: '0' }]);
  });

  it.skipIf(name !== 'PGlite')('writes nothing but integers into the SQL on PGlite', async () => {
    const refused = /values must be integers or arrays of integers/;
    const injection = '1); DROP TABLE list_version; --' as unknown as number;
    await expect(plusOne(driver.orm, { n: injection, ids: [] })).rejects.toThrow(refused);
    await expect(plusOne(driver.orm, { n: 1.5, ids: [] })).rejects.toThrow(refused);
    await expect(plusOne(driver.orm, { n: 1, ids: [1, '2' as unknown as number] })).rejects.toThrow(refused);
    expect(await plusOne(driver.orm, { n: 1, ids: [] })).toHaveLength(1);
  });
});

describe('preparedRead', () => {
  it('refuses a name already taken', () => {
    expect(() => preparedRead('statements_test_plus_one', sql`SELECT 1`)).toThrow(/taken/);
  });
});
