import { type IsoDate, type Now, calendarDate } from './core';
import { today } from './ranges';

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
  const first = calendarDate(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
  if (!first) throw new RangeError(`Not a month: ${year}-${month}`);
  const todayIso = today(now);
  // luxon numbers Monday 1 … Sunday 7; `% 7` turns that into Sunday 0 … Saturday 6.
  let cursor = first.minus({ days: first.weekday % 7 });
  const last = first.endOf('month');
  const weeks: CalendarDay[][] = [];
  while (cursor <= last) {
    const week: CalendarDay[] = [];
    for (let column = 0; column < 7; column += 1) {
      const date = cursor.toISODate() ?? '';
      week.push({
        date,
        day: cursor.day,
        weekday: column,
        inMonth: cursor.month === month,
        isToday: date === todayIso,
      });
      cursor = cursor.plus({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}
