import { daysBetween, addDays, monthOf, startOfDay, weekday } from '../../domain/zone.ts';
import { weights, type Rng, type Weighted } from './prng.ts';

/** How many sales a merchant makes per day and at what time of day. */
export interface VolumeProfile {
  firstDay: string;
  /** Expected number of sales over the whole window (the generator lands within a few %). */
  total: number;
  /** Relative volume Monday … Sunday (0 = closed). */
  weekdays: readonly [number, number, number, number, number, number, number];
}

// Retail seasonality: Black Friday in November, Christmas in December, a slow January.
const SEASON = [0.88, 0.9, 0.97, 0.97, 1.03, 0.98, 0.97, 1.0, 0.98, 1.0, 1.12, 1.35] as const;

function dayWeight(profile: VolumeProfile, date: string, index: number, days: number): number {
  const growth = 0.85 + (0.3 * index) / Math.max(1, days - 1); // the business grew over the year
  const week = profile.weekdays[weekday(date) - 1] ?? 0;
  const season = SEASON[monthOf(date) - 1] ?? 1;
  return week * season * growth;
}

/** Expected sales per day from firstDay to today, scaled so they add up to profile.total. */
export function dailyTargets(profile: VolumeProfile, today: string): Map<string, number> {
  const days = daysBetween(profile.firstDay, today) + 1;
  const weights: [string, number][] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(profile.firstDay, i);
    weights.push([date, dayWeight(profile, date, i, days)]);
  }
  const sum = weights.reduce((acc, [, w]) => acc + w, 0);
  return new Map(weights.map(([date, w]) => [date, (w / sum) * profile.total]));
}

/** ±12 % day-to-day noise; the random part of the rounding keeps small merchants' totals right. */
export function dailyCount(rng: Rng, expected: number): number {
  return Math.floor(expected * (0.88 + 0.24 * rng.float()) + rng.float());
}

/** Relative sales per hour 0–23. */
export type HourWeights = readonly number[];

/** A shop open 7:00–22:00 with lunch and after-work peaks. */
export const STORE_HOURS: HourWeights = [
  0, 0, 0, 0, 0, 0, 0, 0.5, 1.0, 1.4, 1.7, 2.1, 2.4, 2.0, 1.6, 1.5, 1.7, 2.2, 2.6, 2.3, 1.6, 0.9, 0, 0,
];
/** A salon open 9:00–19:00. */
export const SALON_HOURS: HourWeights = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1.4, 1.5, 0.8, 1, 1.4, 1.5, 1.6, 1.5, 1.1, 0, 0, 0, 0, 0,
];
/** Online sales never close but follow people's waking hours. */
export const ONLINE_HOURS: HourWeights = [
  0.3, 0.2, 0.1, 0.05, 0.05, 0.1, 0.3, 0.6, 0.9, 1.1, 1.2, 1.3, 1.4, 1.4, 1.3, 1.3, 1.3, 1.3, 1.4, 1.6, 1.8, 1.8, 1.4,
  0.8,
];

const cache = new WeakMap<HourWeights, Weighted<number>>();

/** An instant on `date` (São Paulo), hour drawn from the weights, minute and second uniform. */
export function instantOn(rng: Rng, date: string, hours: HourWeights, dayStartMs = startOfDay(date).getTime()): number {
  let choices = cache.get(hours);
  if (!choices) {
    choices = weights(hours.map((w, hour) => [hour, w] as const));
    cache.set(hours, choices);
  }
  const hour = rng.weighted(choices);
  // Whole seconds, as acquirers report capture times.
  return dayStartMs + hour * 3_600_000 + Math.floor(rng.float() * 3_600) * 1_000;
}
