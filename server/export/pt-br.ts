/**
 * pt-BR text of numbers and dates, as Excel in Brazil parses them from a CSV: decimal comma and
 * no thousands separator (Excel BR reads "1.234,56" as text in some set-ups; "1234,56" is always
 * a number), DD/MM/YYYY dates and 24-hour times.
 */

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Integer cents → "1234,56" / "-0,05". String arithmetic: exact for any size. */
export function formatMoney(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** 2.99 → "2,99"; at least two decimals, up to four (MDR rates such as 1,2345 %). */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  // toFixed never writes "-0.0000", so a tiny negative rate is "0,00".
  return rounded
    .toFixed(4)
    .replace(/0{1,2}$/, '')
    .replace('.', ',');
}

export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

const DAY_MS = 86_400_000;
/** Days already written: an export repeats a few thousand over its rows. */
const writtenDays = new Map<number, string>();

/** Milliseconds at UTC midnight of a calendar day → "DD/MM/YYYY". */
export function formatDate(dayMs: number): string {
  const known = writtenDays.get(dayMs);
  if (known !== undefined) return known;
  const d = new Date(dayMs);
  const text = `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  if (writtenDays.size >= 10_000) writtenDays.clear();
  writtenDays.set(dayMs, text);
  return text;
}

/** Wall time as UTC-clock milliseconds → "DD/MM/YYYY HH:mm". */
export function formatDateTime(wallMs: number): string {
  const d = new Date(wallMs);
  return `${formatDate(Math.floor(wallMs / DAY_MS) * DAY_MS)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}
