/**
 * The São Paulo wall clock on Intl alone, in a module of its own: the customer's card page needs
 * only "which month is it in São Paulo" (a card's expiry) and loads nothing else of the dates
 * module. `core` re-exports all of it.
 */
export const ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

/** A clock reading, injectable so tests never depend on the real time. */
export type Now = Date | number;

export const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function toMillis(now?: Now): number {
  return now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
}

/** Wall-clock fields of an instant in São Paulo. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let zonedFormat: Intl.DateTimeFormat | undefined;

/** The São Paulo wall clock at an instant, or null for a non-finite one. */
export function zonedParts(epochMillis: number): ZonedParts | null {
  if (!Number.isFinite(epochMillis)) return null;
  zonedFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of zonedFormat.formatToParts(epochMillis)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** 'YYYY-MM-DD' of the calendar fields (no validation). */
export function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in São Paulo, 'YYYY-MM-DD' (at 01:00 UTC it is still yesterday there). */
export function today(now?: Now): string {
  const parts = zonedParts(toMillis(now));
  if (!parts) throw new RangeError('Not a valid instant');
  return isoOf(parts.year, parts.month, parts.day);
}
