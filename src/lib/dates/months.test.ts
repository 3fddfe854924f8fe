import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, formatLongDate, monthOf, monthRange, monthsBetween, parseMonth } from './months';

describe('month helpers', () => {
  it('reads the current month in São Paulo, not in UTC', () => {
    // 02:59 UTC on 1 December is 23:59 on 30 November in São Paulo.
    expect(currentMonth(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
    // New year's eve at 22:00 in São Paulo is already January in UTC.
    expect(currentMonth(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12');
  });

  it('steps across year boundaries both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2027-02', '2026-11')).toBe(-3);
  });

  it('gives the inclusive days of a month, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('takes the month of a date from its text, whatever the zone of the device', () => {
    // new Date('2026-11-01') would be 31/10 21:00 in São Paulo: the string is the truth.
    expect(monthOf('2026-11-01')).toBe('2026-11');
    expect(monthOf('2026-10-31')).toBe('2026-10');
  });

  it('parses only real months', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-00')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(parseMonth('nov/2026')).toBeNull();
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('writes a date out in full for screen readers', () => {
    expect(formatLongDate('2026-11-21')).toBe('sábado, 21 de novembro de 2026');
    expect(formatLongDate('2026-02-30')).toBe('');
  });
});
