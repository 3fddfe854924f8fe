import { DateTime } from 'luxon';
import { type IsoDate, type Now, ZONE, calendarDate, nowInZone } from './core';

/** Day arithmetic is for valid dates only: a bad one is a programming error, not user input. */
function requireDate(iso: string): DateTime {
  const date = calendarDate(iso);
  if (!date) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${iso}`);
  return date;
}

function toIso(date: DateTime): IsoDate {
  return date.toISODate() ?? '';
}

/** Today's date in São Paulo, 'YYYY-MM-DD' (at 01:00 UTC it is still yesterday there). */
export function today(now?: Now): IsoDate {
  return nowInZone(now).toISODate() ?? '';
}

/** The date `days` calendar days after `iso` (negative goes back). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  return toIso(requireDate(iso).plus({ days }));
}

/** Whole calendar days from `from` to `to`: daysBetween('2026-11-01', '2026-11-03') = 2. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(requireDate(to).diff(requireDate(from), 'days').days);
}

/** First day of the month of `iso`. */
export function startOfMonth(iso: IsoDate): IsoDate {
  return toIso(requireDate(iso).startOf('month'));
}

/** Last day of the month of `iso` (29/02 in leap years). */
export function endOfMonth(iso: IsoDate): IsoDate {
  return toIso(requireDate(iso).endOf('month'));
}

export type DateRangeShortcut = 'today' | 'yesterday' | 'last7' | 'last15' | 'last30' | 'currentMonth';

export type DateRange = { start: IsoDate; end: IsoDate };

/**
 * The filter shortcuts of spec section 5. "Last N days" counts today: last7 is today and the 6
 * days before, so the range always holds N days and includes today's sales. "Current month"
 * ends today, not on the 30th: later days have no sales yet, and max_date filters reject
 * future dates.
 */
export function dateRangeShortcut(kind: DateRangeShortcut, now?: Now): DateRange {
  const end = today(now);
  switch (kind) {
    case 'today':
      return { start: end, end };
    case 'yesterday': {
      const yesterday = addDays(end, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7':
      return { start: addDays(end, -6), end };
    case 'last15':
      return { start: addDays(end, -14), end };
    case 'last30':
      return { start: addDays(end, -29), end };
    case 'currentMonth':
      return { start: startOfMonth(end), end };
  }
}

/**
 * The instant São Paulo's day `iso` starts, as UTC ISO. For APIs that filter by instant: the
 * legacy portal subtracted 3 hours here, which is wrong for any DST-era date.
 */
export function startOfDayInstant(iso: IsoDate): string {
  const date = requireDate(iso);
  const local = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day },
    { zone: ZONE },
  ).startOf('day');
  return local.toUTC().toISO() ?? '';
}

/** The last millisecond of São Paulo's day `iso`, as UTC ISO. */
export function endOfDayInstant(iso: IsoDate): string {
  const date = requireDate(iso);
  const local = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day },
    { zone: ZONE },
  ).endOf('day');
  return local.toUTC().toISO() ?? '';
}
