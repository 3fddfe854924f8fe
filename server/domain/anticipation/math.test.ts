import { describe, expect, it } from 'vitest';
import { creditDateAfter, feeCents } from './math.ts';

describe('anticipation math', () => {
  it('credits on the next bank day: weekends and national holidays skipped', () => {
    expect(creditDateAfter('2026-11-26')).toBe('2026-11-27'); // Thursday → Friday
    expect(creditDateAfter('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(creditDateAfter('2026-11-19')).toBe('2026-11-23'); // 20/11 (Consciência Negra) is a Friday holiday
    expect(creditDateAfter('2026-12-24')).toBe('2026-12-28'); // Christmas, then the weekend
  });

  it('charges pro rata per day, rounded half up per receivable', () => {
    // 100.000 × 1,99 % / 30 × 30 days = 1.990 cents exactly.
    expect(feeCents(100_000, 199, '2026-11-27', '2026-12-27')).toBe(1_990);
    // 1.000 × 199 × 15 / 300.000 = 9,95 → 10
    expect(feeCents(1_000, 199, '2026-11-27', '2026-12-12')).toBe(10);
    // 3.000 × 199 × 1 / 300.000 = 1,99 → 2; 1.000 × 199 × 3 / 300.000 = 1,99 → 2
    expect(feeCents(3_000, 199, '2026-11-27', '2026-11-28')).toBe(2);
    // Exactly half a cent: 1.500 × 100 × 1 / 300.000 = 0,5 → 1 (half up, not to even).
    expect(feeCents(1_500, 100, '2026-11-27', '2026-11-28')).toBe(1);
    // 2,5 → 3 (banker's rounding would give 2).
    expect(feeCents(7_500, 100, '2026-11-27', '2026-11-28')).toBe(3);
    // Just under half: 1.499 × 100 / 300.000 = 0,4997 → 0.
    expect(feeCents(1_499, 100, '2026-11-27', '2026-11-28')).toBe(0);
    // No days, no fee.
    expect(feeCents(10_000, 199, '2026-11-27', '2026-11-27')).toBe(0);
  });
});
