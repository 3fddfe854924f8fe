import { DateTime } from 'luxon';

/**
 * Every business date of the portal is a calendar day in São Paulo. All conversions go through
 * this module so that nobody subtracts a fixed 3 hours (older data had daylight saving time).
 */
export const ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: ZONE }).isValid;
}

function day(date: string): DateTime {
  const parsed = DateTime.fromISO(date, { zone: ZONE });
  if (!ISO_DATE.test(date) || !parsed.isValid) throw new Error(`Invalid date: ${date}`);
  return parsed;
}

/** Today's date in São Paulo. */
export function todayInZone(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: ZONE }).toISODate() ?? '';
}

/** The instant a São Paulo day starts (its end is the start of the next day). */
export function startOfDay(date: string): Date {
  return day(date).startOf('day').toJSDate();
}

// Calendar arithmetic on plain dates does not depend on any zone, and the seed calls it for
// every day of 13 months: UTC Date math is ~50× faster than zoned luxon objects.
const MS_PER_DAY = 86_400_000;

function utcDay(date: string): number {
  if (!ISO_DATE.test(date)) throw new Error(`Invalid date: ${date}`);
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new Error(`Invalid date: ${date}`);
  return ms;
}

export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  return day(date).plus({ months }).toISODate() ?? '';
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / MS_PER_DAY);
}

export function startOfMonth(date: string): string {
  return day(date).startOf('month').toISODate() ?? '';
}

/** 1 = Monday … 7 = Sunday. */
export function weekday(date: string): number {
  return ((new Date(utcDay(date)).getUTCDay() + 6) % 7) + 1;
}

/** Month number 1–12. */
export function monthOf(date: string): number {
  return new Date(utcDay(date)).getUTCMonth() + 1;
}

// Every instant a list answers goes through toZonedIso, and a zoned luxon object per field was
// ~0.3 ms of a list call under load. The zone's rules change the offset only on whole hours, so
// the offset luxon finds is kept per UTC hour (when it is the same at both ends of that hour and
// a whole number of minutes) and the text is built from it; any other instant goes to luxon.
const HOUR_MS = 3_600_000;
const MAX_HOURS = 200_000; // ~23 years of distinct hours, a few MB at most
const FAST_FROM = Date.UTC(1970, 0, 1);
const FAST_UNTIL = Date.UTC(2100, 0, 1);
/** UTC hour → São Paulo offset in minutes, or null when that hour needs luxon. */
const hourOffsets = new Map<number, number | null>();

function offsetOfHour(hour: number): number | null {
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const first = DateTime.fromMillis(hour * HOUR_MS, { zone: ZONE }).offset;
    const last = DateTime.fromMillis(hour * HOUR_MS + HOUR_MS - 1, { zone: ZONE }).offset;
    offset = first === last && Number.isInteger(first) ? first : null;
    if (hourOffsets.size >= MAX_HOURS) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** `YYYY-MM-DDTHH:mm:ss.SSS` in São Paulo and the offset, or null when luxon must say. */
function zonedParts(instant: Date): { local: string; offset: number } | null {
  const ms = instant.getTime();
  if (!(ms >= FAST_FROM && ms < FAST_UNTIL)) return null; // NaN too
  const offset = offsetOfHour(Math.floor(ms / HOUR_MS));
  if (offset === null) return null;
  return { local: new Date(ms + offset * 60_000).toISOString().slice(0, 23), offset };
}

const two = (n: number) => String(n).padStart(2, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;

/** ISO 8601 with the São Paulo offset, the API's date-time format. */
export function toZonedIso(instant: Date): string {
  const parts = zonedParts(instant);
  if (parts) return parts.local + offsetText(parts.offset);
  return DateTime.fromJSDate(instant, { zone: ZONE }).toISO() ?? '';
}

/** The São Paulo calendar date an instant falls on. */
export function dateOfInstant(instant: Date): string {
  const parts = zonedParts(instant);
  if (parts) return parts.local.slice(0, 10);
  return DateTime.fromJSDate(instant, { zone: ZONE }).toISODate() ?? '';
}
