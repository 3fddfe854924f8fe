import { describe, expect, it } from 'vitest';
import { addDays, dateRangeShortcut, daysBetween, endOfMonth, startOfMonth } from './ranges';
import { today } from './clock';
import { endOfDayInstant, startOfDayInstant } from './instants';

// 21/11/2026 14:32 in São Paulo.
const NOW = new Date('2026-11-21T17:32:00Z');

describe('today', () => {
  it('is the São Paulo date, not the UTC one', () => {
    expect(today(NOW)).toBe('2026-11-21');
    // 01:00 UTC on the 22nd is still 22:00 on the 21st in São Paulo.
    expect(today(Date.UTC(2026, 10, 22, 1, 0))).toBe('2026-11-21');
    expect(today(Date.UTC(2026, 10, 22, 3, 0))).toBe('2026-11-22');
  });

  it('follows the DST offset of old dates', () => {
    // 02:30Z on 15/01/2019 was 00:30 (-02:00), already the 15th.
    expect(today(Date.UTC(2019, 0, 15, 2, 30))).toBe('2019-01-15');
  });
});

describe('day arithmetic', () => {
  it('adds and subtracts calendar days across months, years and DST switches', () => {
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
    expect(addDays('2019-02-16', 1)).toBe('2019-02-17');
  });

  it('counts whole days between dates, even over a 23-hour DST day', () => {
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
    expect(daysBetween('2026-11-21', '2026-11-01')).toBe(-20);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('finds month bounds, including leap years', () => {
    expect(startOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(endOfMonth('2026-11-21')).toBe('2026-11-30');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
  });

  it('refuses an invalid date instead of guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('x', '2026-01-01')).toThrow(RangeError);
  });
});

describe('dateRangeShortcut', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['last7', '2026-11-15', '2026-11-21'],
    ['last15', '2026-11-07', '2026-11-21'],
    ['last30', '2026-10-23', '2026-11-21'],
    ['currentMonth', '2026-11-01', '2026-11-21'],
  ] as const)('%s → %s … %s', (kind, start, end) => {
    expect(dateRangeShortcut(kind, NOW)).toEqual({ start, end });
  });

  it('holds exactly N days for "last N days", today included', () => {
    const { start, end } = dateRangeShortcut('last7', NOW);
    expect(daysBetween(start, end) + 1).toBe(7);
  });

  it('uses the São Paulo day late in the evening', () => {
    const lateEvening = Date.UTC(2026, 11, 1, 2, 30); // 30/11 23:30 in São Paulo
    expect(dateRangeShortcut('currentMonth', lateEvening)).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });
});

describe('day instants', () => {
  it('starts a São Paulo day at 03:00Z without DST', () => {
    expect(startOfDayInstant('2026-11-21')).toBe('2026-11-21T03:00:00.000Z');
    expect(endOfDayInstant('2026-11-21')).toBe('2026-11-22T02:59:59.999Z');
  });

  it('starts a DST day at 02:00Z and the switch day at its first real hour', () => {
    expect(startOfDayInstant('2019-01-15')).toBe('2019-01-15T02:00:00.000Z');
    // 04/11/2018 began at 01:00 -02:00 (= 03:00Z): midnight did not exist.
    expect(startOfDayInstant('2018-11-04')).toBe('2018-11-04T03:00:00.000Z');
    expect(endOfDayInstant('2018-11-03')).toBe('2018-11-04T02:59:59.999Z');
  });
});
