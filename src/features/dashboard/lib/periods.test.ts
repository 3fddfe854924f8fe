import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DashboardSearchSchema, periodRange } from './periods';

// 21/11/2026 10:00 in São Paulo (-03:00).
const NOW = new Date('2026-11-21T13:00:00Z');

describe('periodRange', () => {
  it('is today only for "Hoje"', () => {
    expect(periodRange('today', NOW)).toEqual({ dateIni: '2026-11-21', dateEnd: '2026-11-21' });
  });

  it('counts today in the last N days', () => {
    expect(periodRange('7d', NOW)).toEqual({ dateIni: '2026-11-15', dateEnd: '2026-11-21' });
    expect(periodRange('15d', NOW)).toEqual({ dateIni: '2026-11-07', dateEnd: '2026-11-21' });
    expect(periodRange('30d', NOW)).toEqual({ dateIni: '2026-10-23', dateEnd: '2026-11-21' });
  });

  it('runs the current month from its first day to today', () => {
    expect(periodRange('month', NOW)).toEqual({ dateIni: '2026-11-01', dateEnd: '2026-11-21' });
  });

  it("uses São Paulo's day, not UTC's, late in the evening", () => {
    // 22/11 01:30 UTC is still 21/11 22:30 in São Paulo.
    expect(periodRange('today', new Date('2026-11-22T01:30:00Z'))).toEqual({
      dateIni: '2026-11-21',
      dateEnd: '2026-11-21',
    });
  });

  it('crosses a year boundary', () => {
    expect(periodRange('7d', new Date('2027-01-03T12:00:00Z'))).toEqual({
      dateIni: '2026-12-28',
      dateEnd: '2027-01-03',
    });
  });
});

describe('DashboardSearchSchema', () => {
  it('defaults to today when the period is missing or unknown', () => {
    expect(v.parse(DashboardSearchSchema, {})).toEqual({ period: 'today' });
    expect(v.parse(DashboardSearchSchema, { period: 'forever' })).toEqual({ period: 'today' });
  });

  it('keeps a valid period', () => {
    expect(v.parse(DashboardSearchSchema, { period: '30d' })).toEqual({ period: '30d' });
  });
});
