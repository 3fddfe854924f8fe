import { describe, expect, it } from 'vitest';
import { MAX_SEQUENCE, ourNumberOf } from './our-number.ts';

describe('nosso número', () => {
  it('is a different 8-digit number for every sequence, in no visible order', () => {
    const seen = new Set<number>();
    let consecutive = 0;
    let outside = 0;
    let previous = ourNumberOf(1);
    for (let sequence = 1; sequence <= 200_000; sequence++) {
      const number = ourNumberOf(sequence);
      if (number < 1 || number > MAX_SEQUENCE) outside++;
      seen.add(number);
      if (sequence > 1 && Math.abs(number - previous) < 1_000) consecutive++;
      previous = number;
    }
    expect(outside).toBe(0);
    expect(seen.size).toBe(200_000);
    // Random numbers land within 1,000 of each other about 2 times in 100,000.
    expect(consecutive).toBeLessThan(20);
  });

  it('stays within 1…99,999,999 at the ends', () => {
    for (const sequence of [1, 2, MAX_SEQUENCE - 1, MAX_SEQUENCE]) {
      expect(ourNumberOf(sequence)).toBeGreaterThan(0);
      expect(ourNumberOf(sequence)).toBeLessThanOrEqual(MAX_SEQUENCE);
    }
    expect(() => ourNumberOf(0)).toThrow();
    expect(() => ourNumberOf(MAX_SEQUENCE + 1)).toThrow();
  });
});
