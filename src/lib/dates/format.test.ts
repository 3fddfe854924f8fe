import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRecentTime,
  formatShortTimestamp,
  formatTimestamp,
  formatWeekday,
  weekdayNames,
} from './format';

describe('formatDate', () => {
  it('reorders a date-only value without touching zones', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(formatDate('2018-11-04')).toBe('04/11/2018');
  });

  it('converts a UTC date-time to the São Paulo day', () => {
    // 02:00Z is 23:00 of the previous day at -03:00.
    expect(formatDate('2026-11-21T02:00:00Z')).toBe('20/11/2026');
    expect(formatDate('2026-11-21T03:00:00Z')).toBe('21/11/2026');
  });

  it('uses the DST offset of the date, not a fixed 3 hours', () => {
    // January 2019 was summer time (-02:00): 02:30Z is 00:30 on the 15th, where a fixed
    // "-3 hours" would say 23:30 on the 14th.
    expect(formatDate('2019-01-15T02:30:00Z')).toBe('15/01/2019');
    expect(formatDateTime('2019-01-15T02:30:00Z')).toBe('15/01/2019 00:30');
  });

  it('gives empty text for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats in São Paulo across the 2018 DST start (00:00 → 01:00 on 04/11)', () => {
    expect(formatDateTime('2018-11-04T02:59:00Z')).toBe('03/11/2018 23:59');
    expect(formatDateTime('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00');
    expect(formatDateTime('2018-11-04T03:30:00Z')).toBe('04/11/2018 01:30');
  });

  it('formats after the end of DST (2019 onwards is always -03:00)', () => {
    expect(formatDateTime('2026-11-21T17:32:00Z')).toBe('21/11/2026 14:32');
    expect(formatDateTime('2026-11-21T14:32:00-03:00')).toBe('21/11/2026 14:32');
  });

  it('reads a date-time without offset as São Paulo wall-clock time', () => {
    expect(formatDateTime('2026-11-21T14:32:00')).toBe('21/11/2026 14:32');
    expect(formatDateTime('2026-11-21 14:32')).toBe('21/11/2026 14:32');
  });

  it('reads fractions of a second and compact offsets', () => {
    expect(formatDateTime('2026-11-21T17:32:59.123Z')).toBe('21/11/2026 14:32');
    expect(formatDateTime('2026-11-21T20:32:00+0300')).toBe('21/11/2026 14:32');
  });

  it('refuses times that are not on the clock', () => {
    expect(formatDateTime('2026-11-21T24:00:00')).toBe('');
    expect(formatDateTime('2026-11-21T14:60')).toBe('');
    expect(formatDateTime('2026-02-30T10:00:00Z')).toBe('');
  });

  it('gives empty text for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('ontem')).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('formats epoch milliseconds in São Paulo', () => {
    expect(formatTimestamp(Date.UTC(2026, 10, 21, 17, 32))).toBe('21/11/2026 14:32');
    expect(formatTimestamp(Date.UTC(2019, 0, 15, 2, 30))).toBe('15/01/2019 00:30');
  });

  it('gives empty text for a non-finite value', () => {
    expect(formatTimestamp(Number.NaN)).toBe('');
  });
});

describe('formatRecentTime', () => {
  const now = Date.UTC(2026, 10, 26, 17, 40); // 26/11/2026 14:40 in São Paulo
  it('gives the time alone today, in São Paulo', () => {
    expect(formatRecentTime(Date.UTC(2026, 10, 26, 17, 32), now)).toBe('14:32');
    expect(formatRecentTime(Date.UTC(2026, 10, 26, 3, 10), now)).toBe('00:10');
    // 02:50Z on the 26th is still the 25th in São Paulo.
    expect(formatRecentTime(Date.UTC(2026, 10, 26, 2, 50), now)).toBe('25/11 23:50');
  });

  it('adds the day for an earlier day, and gives empty text for a non-finite value', () => {
    expect(formatRecentTime(Date.UTC(2026, 10, 24, 21, 5), now)).toBe('24/11 18:05');
    expect(formatRecentTime(Number.NaN, now)).toBe('');
  });
});

describe('formatShortTimestamp', () => {
  it('gives day, month and time in São Paulo, or empty text for a non-finite value', () => {
    expect(formatShortTimestamp(Date.UTC(2026, 10, 26, 17, 32))).toBe('26/11 14:32');
    expect(formatShortTimestamp(Date.UTC(2026, 10, 27, 2, 5))).toBe('26/11 23:05');
    expect(formatShortTimestamp(Number.NaN)).toBe('');
  });
});

describe('weekdays and months in Portuguese', () => {
  it('names the weekday of a date', () => {
    expect(formatWeekday('2026-11-21')).toBe('sábado');
    expect(formatWeekday('2026-11-22', 'short')).toBe('dom.');
    expect(formatWeekday('2026-11-31')).toBe('');
  });

  it('lists weekday headers Sunday first', () => {
    expect(weekdayNames('long')).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
  });

  it('names month and year', () => {
    expect(formatMonthYear(2026, 11)).toBe('novembro de 2026');
    expect(formatMonthYear(2027, 3)).toBe('março de 2027');
    expect(formatMonthYear(2026, 13)).toBe('');
  });
});
