/**
 * Every date the portal shows belongs to the merchant's business day in São Paulo, whatever
 * the zone of the device. Brazil dropped daylight saving in 2019 but older sales still carry
 * it, so conversions go through the IANA zone (Intl) and never through a fixed -3 hours.
 *
 * Calendar days are plain 'YYYY-MM-DD' strings; their arithmetic runs on UTC midnights, where a
 * day is always 24 h. This module needs no date library on the first screen (decision 007): Intl
 * already carries the zone rules and the pt-BR names.
 */
import { isoOf, zonedParts, type ZonedParts } from './clock';

/** A calendar date without time, 'YYYY-MM-DD', as the API sends and receives it. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const DAY_MS = 86_400_000;

/**
 * A calendar date as the epoch millis of its UTC midnight, or null when the string is not a
 * real date in 'YYYY-MM-DD' (2026-02-30 rolls over in Date.UTC, so the fields must survive).
 */
export function dayMillis(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC: it maps years 0–99 to 1900–1999
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.getTime() : null;
}

/** The 'YYYY-MM-DD' of a UTC midnight produced by dayMillis (or any instant, by its UTC date). */
export function isoOfMillis(millis: number): IsoDate {
  const date = new Date(millis);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Day arithmetic is for valid dates only: a bad one is a programming error, not user input. */
export function requireDayMillis(iso: string): number {
  const millis = dayMillis(iso);
  if (millis === null) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${iso}`);
  return millis;
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isValidIsoDate(value: string): boolean {
  return dayMillis(value) !== null;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseDateBr(value: string): IsoDate | null {
  const match = BR_DATE.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', or null when it is not a real calendar date. */
export function isoToBr(iso: string): string | null {
  if (!isValidIsoDate(iso)) return null;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Either format a form may hold ('DD/MM/YYYY' typed, 'YYYY-MM-DD' from a picker) → ISO. */
export function toIsoDate(value: string): IsoDate | null {
  const trimmed = value.trim();
  return isValidIsoDate(trimmed) ? trimmed : parseDateBr(trimmed);
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An API date-time as São Paulo wall-clock fields. Strings with an offset or 'Z' are converted to
 * the zone; strings without one are taken as São Paulo wall-clock time (what the legacy API sends).
 */
export function parseDateTime(iso: string): ZonedParts | null {
  const wall = WALL_CLOCK.exec(iso);
  if (wall) {
    const [, date = '', hour, minute, second] = wall;
    if (!isValidIsoDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
    const [year, month, day] = date.split('-').map(Number);
    return { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: Number(hour), minute: Number(minute) };
  }
  if (!WITH_OFFSET.test(iso)) return null;
  const date = dayMillis(iso.slice(0, 10));
  return date === null ? null : zonedParts(Date.parse(iso));
}
