import { describe, expect, it } from 'vitest';
import { firstPages } from './idb-persister';

describe('firstPages', () => {
  const infinite = { pages: [{ n: 1 }, { n: 2 }, { n: 3 }], pageParams: [1, 2, 3] };

  it("keeps an infinite list's first pages only", () => {
    expect(firstPages(infinite, 2)).toEqual({ pages: [{ n: 1 }, { n: 2 }], pageParams: [1, 2] });
    expect(infinite.pages).toHaveLength(3);
  });

  it('leaves everything else as it is', () => {
    expect(firstPages(infinite, 3)).toBe(infinite);
    expect(firstPages(infinite, undefined)).toBe(infinite);
    const page = { data: [1, 2], total: 2 };
    expect(firstPages(page, 1)).toBe(page);
    expect(firstPages(null, 1)).toBeNull();
  });
});
