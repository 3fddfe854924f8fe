import { DAY_MS, type IsoDate, isoOfMillis, requireDayMillis } from './core';
import { today, type Now } from './clock';

/** The date `days` calendar days after `iso` (negative goes back). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  return isoOfMillis(requireDayMillis(iso) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to`: daysBetween('2026-11-01', '2026-11-03') = 2. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((requireDayMillis(to) - requireDayMillis(from)) / DAY_MS);
}

/** First day of the month of `iso`. */
export function startOfMonth(iso: IsoDate): IsoDate {
  requireDayMillis(iso);
  return `${iso.slice(0, 8)}01`;
}

/** Last day of the month of `iso` (29/02 in leap years). */
export function endOfMonth(iso: IsoDate): IsoDate {
  const date = new Date(requireDayMillis(iso));
  // Day 0 of the next month is the last day of this one.
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return isoOfMillis(date.getTime());
}

export type DateRangeShortcut = 'today' | 'yesterday' | 'last7' | 'last15' | 'last30' | 'currentMonth';

export type DateRange = { start: IsoDate; end: IsoDate };

/**
 * The filter shortcuts of requirements §5. "Last N days" counts today: last7 is today and the 6
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
