import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paylinkList } from '../../../contract/paylinks.ts';
import { filterConditions, type FilterConditions, type ListFilter } from './list-filter.ts';
import type { PaylinkFilter } from './paylinks.ts';

// The links' list as if the contract had gained a parameter the server does not know yet.
const withNewParameter = {
  ...paylinkList,
  query: { schema: v.strictObject({ ...paylinkList.query.schema.entries, channel: v.optional(v.string()) }) },
};

const handlesToday: FilterConditions<PaylinkFilter> = {
  status: () => sql`status`,
  description: () => sql`description`,
};

describe('list filters typed from the contract (checked by tsc)', () => {
  it('asks a condition of every parameter of the contract, and none of paging', () => {
    // Arrange / Act: paging is no filter key; each contract parameter is one.
    const keys: (keyof ListFilter<typeof paylinkList>)[] = ['status', 'description'];
    // @ts-expect-error -- `page` is paging, not a filter parameter.
    const paging: keyof ListFilter<typeof paylinkList> = 'page';

    // Assert
    expect(Object.keys(handlesToday)).toEqual(keys);
    expect(paging).toBe('page');
  });

  it('fails to type-check a list whose conditions miss a parameter', () => {
    // Arrange: the contract now reads `channel`.
    expect(v.parse(withNewParameter.query.schema, { channel: 'web' })).toEqual({
      page: 1,
      perPage: 10,
      channel: 'web',
    });

    // Act / Assert (tsc): neither a forgotten parameter nor a new one goes unnoticed.
    // @ts-expect-error -- `description` has no condition.
    const missing: FilterConditions<PaylinkFilter> = { status: () => sql`status` };
    // @ts-expect-error -- the contract's new `channel` parameter has no condition yet.
    const stale: FilterConditions<ListFilter<typeof withNewParameter>> = handlesToday;

    expect(Object.keys(missing)).toEqual(['status']);
    expect(Object.keys(stale)).toEqual(['status', 'description']);
  });
});

describe('filterConditions', () => {
  it('gives each sent parameter its condition, in the order they are listed, and skips the others', () => {
    // Arrange
    const seen: unknown[] = [];
    const conditions: FilterConditions<{ a?: number; b?: string; c?: boolean }> = {
      c: (value) => (seen.push(['c', value]), sql`c`),
      a: (value) => (seen.push(['a', value]), sql`a`),
      b: (value) => (seen.push(['b', value]), sql`b`),
    };

    // Act
    const built = filterConditions({ a: 0, c: false }, conditions);

    // Assert: falsy values are sent values; only `undefined` is absent.
    expect(seen).toEqual([
      ['c', false],
      ['a', 0],
    ]);
    expect(built).toHaveLength(3);
    expect(built[1]).toBeDefined();
    expect(built[2]).toBeUndefined();
  });
});
