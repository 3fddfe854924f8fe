/**
 * São Paulo wall-clock time of an instant, fast enough for every cell of a 100k-row export.
 *
 * `Intl.DateTimeFormat#formatToParts` costs microseconds per call; an export has one or two
 * datetime columns per row, so we ask Intl once per UTC hour and cache that hour's offset.
 * This is exact for America/Sao_Paulo: since 1914 its offsets are whole hours and every change
 * (the daylight saving time it had until 2019) happened on the hour.
 */
const ZONE = 'America/Sao_Paulo';

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 100_000; // ~11 years of distinct hours; cleared past that, never grows unbounded

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const offsets = new Map<number, number>();

function offsetOfHour(hour: number): number {
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const instant = hour * HOUR_MS;
  const field: Record<string, number> = {};
  for (const part of parts.formatToParts(instant)) field[part.type] = Number(part.value);
  const wall = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
  const offset = wall - instant;
  if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/**
 * The São Paulo wall time of `instant` as milliseconds of a UTC clock: `new Date(result)`'s
 * getUTC* fields are the local year, month, day, hour, minute and second.
 */
export function wallTimeMs(instant: Date): number {
  const ms = instant.getTime();
  return ms + offsetOfHour(Math.floor(ms / HOUR_MS));
}
