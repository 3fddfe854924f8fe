import { describe, expect, it } from 'vitest';
import { withShares } from './shares';

describe('withShares', () => {
  it('orders by amount and gives each row its fraction of the total', () => {
    const rows = withShares([
      { name: 'ELO', amount: 2_500 },
      { name: 'VISA', amount: 7_500 },
    ]);

    expect(rows.map((row) => row.name)).toEqual(['VISA', 'ELO']);
    expect(rows.map((row) => row.share)).toEqual([0.75, 0.25]);
    expect(rows.map((row) => row.percent)).toEqual([75, 25]);
  });

  it('rounds percentages so they add up to exactly 100', () => {
    const rows = withShares([
      { name: 'A', amount: 1 },
      { name: 'B', amount: 1 },
      { name: 'C', amount: 1 },
    ]);

    const total = rows.reduce((sum, row) => sum + row.percent * 10, 0) / 10;
    expect(total).toBe(100);
    expect(rows.map((row) => row.percent).sort()).toEqual([33.3, 33.3, 33.4]);
  });

  it('gives zero shares when nothing was sold instead of dividing by zero', () => {
    const rows = withShares([{ name: 'VISA', amount: 0 }]);

    expect(rows[0]).toMatchObject({ share: 0, percent: 0 });
  });

  it('keeps a tiny amount visible as a share above zero', () => {
    const rows = withShares([
      { name: 'A', amount: 1_000_000 },
      { name: 'B', amount: 1 },
    ]);

    expect(rows[1]?.share).toBeGreaterThan(0);
    expect(rows.map((row) => row.percent)).toEqual([100, 0]);
  });

  it('does not modify the array it is given', () => {
    const items = [
      { name: 'A', amount: 1 },
      { name: 'B', amount: 2 },
    ];

    withShares(items);

    expect(items.map((item) => item.name)).toEqual(['A', 'B']);
  });
});
