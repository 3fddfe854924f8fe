import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isIsoDate, startOfDay, toZonedIso, todayInZone, weekday } from './zone.ts';

describe('zone (America/Sao_Paulo)', () => {
  it('starts a São Paulo day at 03:00 UTC (no DST since 2019)', () => {
    expect(startOfDay('2026-03-10').toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });

  it('uses the zone rules, not a fixed offset, for days with daylight saving time', () => {
    // 2018-12-01 was in Brazilian summer time (UTC−2).
    expect(startOfDay('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(daysBetween('2025-11-21', '2026-11-21')).toBe(365);
    expect(weekday('2026-11-21')).toBe(6); // a Saturday
  });

  it('validates ISO dates strictly', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });

  it('formats instants with the -03:00 offset and finds the local date', () => {
    const lateEvening = new Date('2026-11-22T02:30:00.000Z'); // 23:30 on the 21st in São Paulo
    expect(toZonedIso(lateEvening)).toBe('2026-11-21T23:30:00.000-03:00');
    expect(todayInZone(lateEvening)).toBe('2026-11-21');
  });
});
