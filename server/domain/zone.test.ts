import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateOfInstant,
  daysBetween,
  isIsoDate,
  startOfDay,
  toZonedIso,
  todayInZone,
  weekday,
  ZONE,
} from './zone.ts';

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

  it('writes instants as luxon does in the zone, across the daylight saving years and around midnight', () => {
    const luxonIso = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE }).toISO() ?? '';
    const luxonDate = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE }).toISODate() ?? '';
    const instants: Date[] = [];
    // Every hour from October 2017 to March 2019 (summer time started twice and ended twice), at
    // its first and last ms.
    for (let ms = Date.UTC(2017, 9, 1); ms < Date.UTC(2019, 2, 1); ms += 3_600_000) {
      instants.push(new Date(ms), new Date(ms + 3_599_999));
    }
    // São Paulo's midnight and the UTC one, now, before 1970 and after 2100 (luxon's own path).
    instants.push(
      new Date('2026-11-22T03:00:00.000Z'),
      new Date('2026-11-22T02:59:59.999Z'),
      new Date('2026-11-22T00:00:00.000Z'),
      new Date('2018-11-04T02:59:59.999Z'),
      new Date('2018-11-04T03:00:00.000Z'),
      new Date(),
      new Date('1913-12-31T23:59:59.000Z'),
      new Date('1950-06-01T12:00:00.000Z'),
      new Date('2150-06-01T12:00:00.000Z'),
    );
    for (const instant of instants) {
      expect(toZonedIso(instant), instant.toISOString()).toBe(luxonIso(instant));
      expect(dateOfInstant(instant), instant.toISOString()).toBe(luxonDate(instant));
    }
    expect(toZonedIso(new Date('2018-11-04T03:00:00.000Z'))).toBe('2018-11-04T01:00:00.000-02:00');
    expect(toZonedIso(new Date(Number.NaN))).toBe('');
    expect(dateOfInstant(new Date(Number.NaN))).toBe('');
  });
});
