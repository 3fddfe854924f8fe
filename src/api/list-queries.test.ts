import { describe, expect, it } from 'vitest';
import { nextPageOf } from './list-queries';

describe('nextPageOf', () => {
  const page = (n: number, total: number) => ({ data: Array.from({ length: n }, (_, i) => i), total });

  it('asks for the next page until every row of the total is loaded', () => {
    expect(nextPageOf([page(10, 25)], 10)).toBe(2);
    expect(nextPageOf([page(10, 25), page(10, 25)], 10)).toBe(3);
    expect(nextPageOf([page(10, 25), page(10, 25), page(5, 25)], 10)).toBeUndefined();
    expect(nextPageOf([page(10, 10)], 10)).toBeUndefined();
  });

  it('stops on an empty page even if the total says otherwise (rows deleted meanwhile)', () => {
    expect(nextPageOf([page(10, 30), page(0, 30)], 10)).toBeUndefined();
  });
});
