import { DateTime, Info } from 'luxon';
import { LOCALE, ZONE, calendarDate, isoToBr, parseDateTime } from './core';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'DD/MM/YYYY' for a date ('2026-11-21') or a date-time ('2026-11-21T14:32:00Z'); a date-time is
 * first converted to São Paulo, so '2019-01-15T01:30:00Z' (DST era, -02:00) is 14/01/2019.
 * Empty or unreadable input gives '' so a missing API field renders as nothing.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (DATE_ONLY.test(iso)) return isoToBr(iso) ?? '';
  return parseDateTime(iso)?.toFormat('dd/MM/yyyy') ?? '';
}

/** 'DD/MM/YYYY HH:mm' in São Paulo; '' for empty or unreadable input. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return parseDateTime(iso)?.toFormat('dd/MM/yyyy HH:mm') ?? '';
}

/**
 * An epoch timestamp (e.g. when the offline cache was saved) as 'DD/MM/YYYY HH:mm' in
 * São Paulo, for the "offline — dados de {data/hora}" marker.
 */
export function formatTimestamp(epochMillis: number): string {
  const value = DateTime.fromMillis(epochMillis, { zone: ZONE, locale: LOCALE });
  return value.isValid ? value.toFormat('dd/MM/yyyy HH:mm') : '';
}

export type WeekdayStyle = 'long' | 'short' | 'narrow';

/** The weekday of a calendar date in Portuguese: 'sábado', 'sáb.', 'S'. */
export function formatWeekday(iso: string, style: WeekdayStyle = 'long'): string {
  const date = calendarDate(iso);
  if (!date) return '';
  return Info.weekdays(style, { locale: LOCALE })[date.weekday - 1] ?? '';
}

/** Weekday names for a calendar header, Sunday first as Brazilian calendars print them. */
export function weekdayNames(style: WeekdayStyle = 'short'): string[] {
  const mondayFirst = Info.weekdays(style, { locale: LOCALE });
  return [...mondayFirst.slice(6), ...mondayFirst.slice(0, 6)];
}

/** 'novembro de 2026' (month 1–12); '' for a month out of range. */
export function formatMonthYear(year: number, month: number): string {
  const value = DateTime.fromObject({ year, month, day: 1 }, { zone: 'UTC', locale: LOCALE });
  return value.isValid ? value.toFormat("LLLL 'de' yyyy") : '';
}
