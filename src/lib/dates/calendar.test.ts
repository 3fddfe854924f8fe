import { describe, expect, it } from 'vitest';
import { monthGrid } from './calendar';

const NOW = new Date('2026-11-21T17:32:00Z');

describe('monthGrid', () => {
  it('lays November 2026 out Sunday first, padded with neighbouring days', () => {
    const weeks = monthGrid(2026, 11, NOW);
    // 01/11/2026 is a Sunday and the 30th a Monday: five rows.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-11-01', day: 1, weekday: 0, inMonth: true });
    expect(weeks[4]?.[1]).toMatchObject({ date: '2026-11-30', inMonth: true });
    expect(weeks[4]?.[2]).toMatchObject({ date: '2026-12-01', inMonth: false });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts with the previous month when the 1st is not a Sunday', () => {
    const weeks = monthGrid(2026, 2, NOW);
    // 01/02/2026 is a Sunday, February has 28 days: exactly four rows.
    expect(weeks).toHaveLength(4);
    const march = monthGrid(2026, 3, NOW);
    expect(march[0]?.[0]?.date).toBe('2026-03-01');
    const may = monthGrid(2026, 5, NOW);
    // 01/05/2026 is a Friday.
    expect(may[0]?.slice(0, 5).every((day) => !day.inMonth)).toBe(true);
    expect(may[0]?.[5]).toMatchObject({ date: '2026-05-01', weekday: 5 });
    expect(may).toHaveLength(6);
  });

  it('marks today in São Paulo', () => {
    const todays = monthGrid(2026, 11, NOW)
      .flat()
      .filter((day) => day.isToday);
    expect(todays.map((day) => day.date)).toEqual(['2026-11-21']);
  });

  it('handles the DST-switch month without skipping or repeating a day', () => {
    const days = monthGrid(2018, 11, NOW)
      .flat()
      .filter((day) => day.inMonth);
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('refuses a month out of range', () => {
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
  });
});
