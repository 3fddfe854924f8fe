import { dayMillis, isoToBr, parseDateTime } from './core';
import { LOCALE, pad, zonedParts, type ZonedParts } from './clock';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const brDate = (p: ZonedParts) => `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
const brDateTime = (p: ZonedParts) => `${brDate(p)} ${pad(p.hour)}:${pad(p.minute)}`;

/**
 * 'DD/MM/YYYY' for a date ('2026-11-21') or a date-time ('2026-11-21T14:32:00Z'); a date-time is
 * first converted to São Paulo, so '2019-01-15T01:30:00Z' (DST era, -02:00) is 14/01/2019.
 * Empty or unreadable input gives '' so a missing API field renders as nothing.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) return isoToBr(iso) ?? '';
  const parts = parseDateTime(iso);
  return parts ? brDate(parts) : '';
}

/** 'DD/MM/YYYY HH:mm' in São Paulo; '' for empty or unreadable input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = parseDateTime(iso);
  return parts ? brDateTime(parts) : '';
}

/**
 * An epoch timestamp (e.g. when the offline cache was saved) as 'DD/MM/YYYY HH:mm' in
 * São Paulo, for the "offline — dados de {data/hora}" marker.
 */
export function formatTimestamp(epochMillis: number): string {
  const parts = zonedParts(epochMillis);
  return parts ? brDateTime(parts) : '';
}

/** An epoch timestamp as 'DD/MM HH:mm' in São Paulo, for a recent moment ("vendas até 26/11 14:32"). */
export function formatShortTimestamp(epochMillis: number): string {
  const parts = zonedParts(epochMillis);
  return parts ? `${pad(parts.day)}/${pad(parts.month)} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/**
 * A moment of the recent past as 'HH:mm' when it is today in São Paulo, 'DD/MM HH:mm' otherwise
 * ("offline desde 14:32", "offline desde 25/11 18:05"); '' for a non-finite value.
 */
export function formatRecentTime(epochMillis: number, now: number = Date.now()): string {
  const parts = zonedParts(epochMillis);
  const today = zonedParts(now);
  if (!parts) return '';
  const sameDay = today && today.year === parts.year && today.month === parts.month && today.day === parts.day;
  return sameDay ? `${pad(parts.hour)}:${pad(parts.minute)}` : formatShortTimestamp(epochMillis);
}

export type WeekdayStyle = 'long' | 'short' | 'narrow';

const weekdayFormats = new Map<WeekdayStyle, Intl.DateTimeFormat>();

function weekdayFormat(style: WeekdayStyle): Intl.DateTimeFormat {
  let format = weekdayFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { weekday: style, timeZone: 'UTC' });
    weekdayFormats.set(style, format);
  }
  return format;
}

/** The weekday of a calendar date in Portuguese: 'sábado', 'sáb.', 'S'. */
export function formatWeekday(iso: string, style: WeekdayStyle = 'long'): string {
  const millis = dayMillis(iso);
  return millis === null ? '' : weekdayFormat(style).format(millis);
}

/** Weekday names for a calendar header, Sunday first as Brazilian calendars print them. */
export function weekdayNames(style: WeekdayStyle = 'short'): string[] {
  // 2026-11-22 is a Sunday: seven consecutive days from it.
  const sunday = Date.UTC(2026, 10, 22);
  return Array.from({ length: 7 }, (_, index) => weekdayFormat(style).format(sunday + index * 86_400_000));
}

let monthFormat: Intl.DateTimeFormat | undefined;

/** 'novembro de 2026' (month 1–12); '' for a month out of range. */
export function formatMonthYear(year: number, month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  const millis = dayMillis(`${pad(year, 4)}-${pad(month)}-01`);
  if (millis === null) return '';
  monthFormat ??= new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
  return `${monthFormat.format(millis)} de ${year}`;
}

/**
 * The São Paulo calendar day ('YYYY-MM-DD') of an API date-time: a sale at 00:30 in São Paulo
 * ('2026-11-26T03:30:00Z') is of the 26th, one at 23:30 ('2026-11-27T02:30:00Z') of the 26th too.
 * '' for unreadable input.
 */
export function dayOf(iso: string): string {
  const parts = parseDateTime(iso);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : '';
}

/** 'HH:mm' in São Paulo; '' for empty or unreadable input. */
export function formatTime(iso: string | null | undefined): string {
  const parts = iso ? parseDateTime(iso) : null;
  return parts ? `${pad(parts.hour)}:${pad(parts.minute)}` : '';
}
