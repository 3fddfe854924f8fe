import { addDays, addMonths, daysBetween, startOfDay } from '../../domain/zone.ts';
import { CHANNEL } from '../../../contract/codes/lookups.ts';
import {
  LARGE_MERCHANT_ID,
  ONLINE_MERCHANT_AGE_DAYS,
  ONLINE_MERCHANT_ID,
  SMALL_MERCHANT_AGE_DAYS,
  SMALL_MERCHANT_ID,
} from './merchants.ts';
import { Rng, weights, type Weighted } from './prng.ts';
import { drawSale, type SaleDay, type SaleDraft, type TransactionRow } from './sales.ts';
import type { SeedPlans } from './sales-plans.ts';
import type { SeedTerminal } from './terminals.ts';
import {
  dailyCount,
  dailyTargets,
  ONLINE_HOURS,
  SALON_HOURS,
  STORE_HOURS,
  type HourWeights,
  type VolumeProfile,
} from './volume.ts';

interface SalesProfile extends VolumeProfile {
  merchantId: number;
  channels: Weighted<number>;
  ticketMedianCents: number;
  storeHours: HourWeights;
}

/** docs/stack-notes.md: ~100k sales over 13 months for merchant 1, a few hundred for merchants 2 and 3. */
function profiles(today: string): SalesProfile[] {
  return [
    {
      merchantId: LARGE_MERCHANT_ID,
      firstDay: addMonths(today, -13),
      total: 100_000,
      weekdays: [0.85, 0.9, 0.95, 1, 1.15, 1.3, 0.75],
      channels: weights([
        [CHANNEL.POS, 70],
        [CHANNEL.APP_TAXA_ZERO, 7],
        [CHANNEL.ECOMMERCE, 15],
        [CHANNEL.PAYMENT_LINK, 5],
        [CHANNEL.BOLETO, 3],
      ]),
      ticketMedianCents: 5_500,
      storeHours: STORE_HOURS,
    },
    {
      merchantId: SMALL_MERCHANT_ID,
      firstDay: addDays(today, -SMALL_MERCHANT_AGE_DAYS),
      total: 420,
      // Closed on Sundays and Mondays, busiest on Saturdays.
      weekdays: [0, 1, 1, 1.1, 1.3, 1.5, 0],
      channels: weights([
        [CHANNEL.POS, 88],
        [CHANNEL.APP_TAXA_ZERO, 12],
      ]),
      ticketMedianCents: 9_000,
      storeHours: SALON_HOURS,
    },
    {
      merchantId: ONLINE_MERCHANT_ID,
      firstDay: addDays(today, -ONLINE_MERCHANT_AGE_DAYS + 10),
      total: 360,
      // Online: every day, a little more at weekends.
      weekdays: [1, 1, 1, 1, 1.1, 1.2, 1.2],
      channels: weights([
        [CHANNEL.ECOMMERCE, 70],
        [CHANNEL.PAYMENT_LINK, 30],
      ]),
      ticketMedianCents: 7_000,
      storeHours: ONLINE_HOURS,
    },
  ];
}

const RECENT_DAYS = 3;

function terminalsOn(
  terminals: readonly SeedTerminal[],
  merchantId: number,
  date: string,
): Weighted<SeedTerminal> | null {
  const active = terminals.filter(
    (t) =>
      t.row.merchant_id === merchantId && t.row.activation_date <= date && (t.lastDay === null || date <= t.lastDay),
  );
  return active.length === 0 ? null : weights(active.map((t) => [t, t.weight] as const));
}

export interface GeneratedSales {
  rows: TransactionRow[];
  /** Last sale per terminal id: the terminal list shows it as last_used_at. */
  lastUsed: Map<number, Date>;
}

/**
 * Every sale from 13 months ago up to `cutoff` (today's sales stop at the seed time: no sales
 * in the future). Each merchant-day has its own random stream, so a given day's sales do not
 * depend on how many were drawn before it.
 */
export function generateSales(
  today: string,
  cutoff: Date,
  terminals: readonly SeedTerminal[],
  plans: SeedPlans,
  /** Sales made elsewhere (the payment links' payments), numbered with the rest. */
  extra: readonly SaleDraft[] = [],
): GeneratedSales {
  const drafts: SaleDraft[] = [...extra];
  const cutoffMs = cutoff.getTime();
  for (const profile of profiles(today)) {
    let billetId = 100_000 * profile.merchantId;
    for (const [date, expected] of dailyTargets(profile, today)) {
      const rng = new Rng(`sales:${profile.merchantId}:${date}`);
      const day: SaleDay = {
        merchantId: profile.merchantId,
        date,
        dayStartMs: startOfDay(date).getTime(),
        recent: daysBetween(date, today) < RECENT_DAYS,
        terminals: terminalsOn(terminals, profile.merchantId, date),
        plans,
        ticketMedianCents: profile.ticketMedianCents,
        storeHours: profile.storeHours,
        nextBilletId: () => ++billetId,
      };
      const count = dailyCount(rng, expected);
      for (let i = 0; i < count; i++) {
        const sale = drawSale(rng, day, rng.weighted(profile.channels));
        if (sale && sale.payment_date.getTime() <= cutoffMs) drafts.push(sale);
      }
    }
  }
  // Ids follow time, as an acquirer's sequence would (stable sort: ties keep draw order).
  drafts.sort((a, b) => a.payment_date.getTime() - b.payment_date.getTime());
  const lastUsed = new Map<number, Date>();
  drafts.forEach((row, i) => {
    row.transaction_id = i + 1; // in place: copying 100k rows would double the seed's garbage
    if (row.terminal_id !== null && row.terminal_id !== undefined) lastUsed.set(row.terminal_id, row.payment_date);
  });
  return { rows: drafts, lastUsed };
}
