import { DAY_MS, type IsoDate, isoOfMillis, requireDayMillis } from './core';
import { type Now, isoOf, today } from './clock';
import { endOfMonth } from './ranges';

export type CalendarDay = {
  /** 'YYYY-MM-DD' */
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** 0 = Sunday … 6 = Saturday, the column of the grid. */
  weekday: number;
  /** False for the days of the previous/next month that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
};

/**
 * The weeks of a month (month 1–12) for a calendar view, Sunday first as Brazilian calendars
 * print them. Only weeks holding a day of the month are returned (4 to 6 rows); the first and
 * last are filled with days of the neighbouring months, flagged `inMonth: false`.
 */
export function monthGrid(year: number, month: number, now?: Now): CalendarDay[][] {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${year}-${month}`);
  const first = requireDayMillis(isoOf(year, month, 1));
  const todayIso = today(now);
  // getUTCDay() is already Sunday 0 … Saturday 6, the grid's columns.
  let cursor = first - new Date(first).getUTCDay() * DAY_MS;
  const last = requireDayMillis(endOfMonth(isoOf(year, month, 1)));
  const weeks: CalendarDay[][] = [];
  while (cursor <= last) {
    const week: CalendarDay[] = [];
    for (let column = 0; column < 7; column += 1) {
      const date = isoOfMillis(cursor);
      const value = new Date(cursor);
      week.push({
        date,
        day: value.getUTCDate(),
        weekday: column,
        inMonth: value.getUTCMonth() + 1 === month,
        isToday: date === todayIso,
      });
      cursor += DAY_MS;
    }
    weeks.push(week);
  }
  return weeks;
}
