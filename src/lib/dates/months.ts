import { type IsoDate, dayMillis } from './core';
import { type Now, LOCALE, pad, today } from './clock';
import { endOfMonth } from './ranges';

/**
 * Calendar months as 'YYYY-MM' strings (a month in a URL: `?month=2026-11`). Like dates, they
 * are São Paulo months: at 01:00 UTC on 1 December it is still November there.
 */
export type IsoMonth = string;

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** `{ year, month }` (month 1–12) of 'YYYY-MM', or null when it is not a month (year 1000–9999). */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = ISO_MONTH.exec(value);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1000 && month >= 1 && month <= 12 ? { year, month } : null;
}

export const isValidMonth = (value: string): boolean => parseMonth(value) !== null;

function requireMonth(value: IsoMonth): { year: number; month: number } {
  const parsed = parseMonth(value);
  if (!parsed) throw new RangeError(`Not a 'YYYY-MM' month: ${value}`);
  return parsed;
}

/** The month of a 'YYYY-MM-DD' date: a date-only value needs no zone, so no Date is involved. */
export function monthOf(iso: IsoDate): IsoMonth {
  return iso.slice(0, 7);
}

/** The current month in São Paulo. */
export function currentMonth(now?: Now): IsoMonth {
  return monthOf(today(now));
}

/** `count` months after `month` (negative goes back), across years: addMonths('2026-12', 1) = '2027-01'. */
export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const { year, month: m } = requireMonth(month);
  const index = year * 12 + (m - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Whole months from `from` to `to`: monthsBetween('2026-11', '2027-02') = 3. */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  const a = requireMonth(from);
  const b = requireMonth(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** First and last day of a month, inclusive, as the API's date filters take them. */
export function monthRange(month: IsoMonth): { start: IsoDate; end: IsoDate } {
  requireMonth(month);
  const start = `${month}-01`;
  return { start, end: endOfMonth(start) };
}

let longDate: Intl.DateTimeFormat | undefined;

/** 'sábado, 21 de novembro de 2026', for labels a screen reader reads out; '' when invalid. */
export function formatLongDate(iso: IsoDate): string {
  const millis = dayMillis(iso);
  if (millis === null) return '';
  longDate ??= new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDate.format(millis);
}
