/**
 * Calendar days as `AAAA-MM-DD` strings, without a date library: what both sides need to check a
 * filter (the sandbox's time-zone arithmetic stays in server/db/zone.ts, the app's in src/lib/dates).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar day written AAAA-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const utcDay = (value: string) =>
  Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / MS_PER_DAY);

/** Today in São Paulo, AAAA-MM-DD, from the platform's time-zone data (no library). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  // en-CA writes dates as AAAA-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}
