import { describe, expect, it } from 'vitest';
import { pageCount } from './paging';

describe('pageCount', () => {
  it('rounds up and never answers zero', () => {
    expect(pageCount(49, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});
