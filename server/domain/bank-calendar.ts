import { gregorianEaster } from 'date-easter';
import { addDays, weekday } from './zone.ts';

/**
 * The days banks work: Monday to Friday except the national holidays on which banks do not open
 * (FEBRABAN's calendar: the fixed national holidays, Carnival Monday and Tuesday, Good Friday and
 * Corpus Christi). The one calendar of every money date the sandbox picks: a boleto due on a day
 * the bank is closed is paid without charges on the next bank day and return files are written
 * only on bank days; card installments settle, payouts land and anticipations are credited only
 * on bank days (settlement.ts settlementDate, anticipation/math.ts creditDateAfter).
 * Easter comes from `date-easter` (decision 019); the rest are offsets of it or fixed dates.
 */

/** MM-DD; 20 November is national since Lei 14.759/2023. */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];
/** Days from Easter Sunday: Carnival Monday and Tuesday, Good Friday, Corpus Christi. */
const FROM_EASTER = [-48, -47, -2, 60];

const byYear = new Map<number, ReadonlySet<string>>();

/** The bank holidays of a year, as YYYY-MM-DD. */
export function bankHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    const e = gregorianEaster(year);
    const easter = `${year}-${String(e.month).padStart(2, '0')}-${String(e.day).padStart(2, '0')}`;
    days = new Set([...FIXED.map((md) => `${year}-${md}`), ...FROM_EASTER.map((n) => addDays(easter, n))]);
    byYear.set(year, days);
  }
  return days;
}

export function isBankDay(day: string): boolean {
  return weekday(day) <= 5 && !bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** `day` itself when the bank works on it, else the next day it does. */
export function bankDayOnOrAfter(day: string): string {
  let d = day;
  while (!isBankDay(d)) d = addDays(d, 1);
  return d;
}
