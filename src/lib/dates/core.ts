import { DateTime } from 'luxon';

/**
 * Every date the portal shows belongs to the merchant's business day in São Paulo, whatever
 * the zone of the device. Brazil dropped daylight saving in 2019 but older sales still carry
 * it, so conversions go through the IANA zone and never through a fixed -3 hours.
 */
export const ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

/** A clock reading, injectable so tests never depend on the real time. */
export type Now = Date | number;

/** A calendar date without time, 'YYYY-MM-DD', as the API sends and receives it. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The given instant (or the current one) as a São Paulo wall-clock time. */
export function nowInZone(now?: Now): DateTime {
  const millis = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  return DateTime.fromMillis(millis, { zone: ZONE, locale: LOCALE });
}

/**
 * A calendar date as a luxon value for day arithmetic. UTC on purpose: a calendar day has no
 * zone, and São Paulo's old DST switches happened at midnight (2018-11-04 had no 00:00), which
 * would shift a midnight in that zone to 01:00.
 */
export function calendarDate(iso: string): DateTime | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = DateTime.fromObject(
    { year: Number(year), month: Number(month), day: Number(day) },
    { zone: 'UTC', locale: LOCALE },
  );
  return date.isValid ? date : null;
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isValidIsoDate(value: string): boolean {
  return calendarDate(value) !== null;
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

/**
 * An API date-time in São Paulo. Strings with an offset or 'Z' are converted to the zone;
 * strings without one are taken as São Paulo wall-clock time (what the legacy API sends).
 */
export function parseDateTime(iso: string): DateTime | null {
  const value = DateTime.fromISO(iso, { zone: ZONE, locale: LOCALE });
  return value.isValid ? value : null;
}
