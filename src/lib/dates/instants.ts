import { DateTime } from 'luxon';
import { requireDayMillis } from './core';
import { ZONE } from './clock';

/*
 * Instants of São Paulo days need the zone's offset *at a wall-clock time*, including the old DST
 * switches where midnight did not exist (2018-11-04 began at 01:00). Intl only formats instants;
 * luxon resolves wall times to instants, so this is where it earns its place. Imported by path
 * (`@/lib/dates/instants`), never through the index, so it stays out of the first screen.
 */

function zonedDay(iso: string): DateTime {
  const date = new Date(requireDayMillis(iso));
  return DateTime.fromObject(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    { zone: ZONE },
  );
}

/**
 * The instant São Paulo's day `iso` starts, as UTC ISO. For APIs that filter by instant: the
 * legacy portal subtracted 3 hours here, which is wrong for any DST-era date.
 */
export function startOfDayInstant(iso: string): string {
  return zonedDay(iso).startOf('day').toUTC().toISO() ?? '';
}

/** The last millisecond of São Paulo's day `iso`, as UTC ISO. */
export function endOfDayInstant(iso: string): string {
  return zonedDay(iso).endOf('day').toUTC().toISO() ?? '';
}

/**
 * The São Paulo day ('YYYY-MM-DD') of an instant: an API date-time ('2026-11-27T02:30:00Z' is the
 * 26th there) or epoch milliseconds; '' when unreadable. A refund is a cancellation on the sale's
 * own São Paulo day (issue 23).
 */
export function zonedDayOfInstant(instant: string | number): string {
  const at =
    typeof instant === 'number'
      ? DateTime.fromMillis(instant, { zone: ZONE })
      : DateTime.fromISO(instant, { zone: ZONE });
  return at.isValid ? (at.toISODate() ?? '') : '';
}
