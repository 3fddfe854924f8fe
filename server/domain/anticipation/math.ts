import { bankDayOnOrAfter } from '../billet/bank-calendar.ts';
import { addDays, daysBetween } from '../zone.ts';

/**
 * Receivables anticipation (issue 23), pure: which receivables a simulation takes, the fee of
 * each and the day the money arrives. Money in integer cents; the rate in basis points a month
 * (1,99 % a.m. = 199), so no cent ever goes through a float.
 */

/** The sandbox's plans all carry 1,99 % a month. */
export const SANDBOX_RATE_MONTHLY_BP = 199;
/** A simulation is good for 15 minutes. */
export const SIMULATION_TTL_MINUTES = 15;

/** The next bank day after the data's today: when anticipated money is credited. */
export const creditDateAfter = (today: string): string => bankDayOnOrAfter(addDays(today, 1));

/** round(n / d) half up, for n ≥ 0 and d > 0, in integers. */
const roundHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/**
 * The fee of one receivable: amount × (rate a month / 30) × days from the credit date to its
 * original date, rounded half up to the cent.
 */
export function feeCents(amountCents: number, rateMonthlyBp: number, creditDate: string, originalDate: string): number {
  const days = Math.max(0, daysBetween(creditDate, originalDate));
  // amount × bp × days stays far below 2^53 for any receivable (R$ 10 mi × 199 × 400 days ≈ 8e14).
  return roundHalfUp(amountCents * rateMonthlyBp * days, 10_000 * 30);
}

export interface Candidate {
  id: number;
  original_date: string;
  amount: number;
}

export interface Taken extends Candidate {
  fee: number;
}

/**
 * Whole receivables from the nearest original date on (then by id), while their sum stays ≤
 * `amount`: a receivable is never split, so the simulation's amount is what is really
 * anticipated and may be a little less than asked. Stops at the first one that does not fit, so
 * the taken ones are always the nearest.
 */
export function takeReceivables(
  candidates: readonly Candidate[],
  amount: number,
  rateMonthlyBp: number,
  creditDate: string,
): Taken[] {
  const ordered = [...candidates].sort((a, b) => a.original_date.localeCompare(b.original_date) || a.id - b.id);
  const taken: Taken[] = [];
  let sum = 0;
  for (const r of ordered) {
    if (sum + r.amount > amount) break;
    sum += r.amount;
    taken.push({ ...r, fee: feeCents(r.amount, rateMonthlyBp, creditDate, r.original_date) });
  }
  return taken;
}

export interface Totals {
  amount: number;
  fee_amount: number;
  net_amount: number;
}

/** Σ amounts and Σ fees of the taken receivables; net = amount − fee, exactly. */
export function totalsOf(taken: readonly Taken[]): Totals {
  const amount = taken.reduce((s, r) => s + r.amount, 0);
  const fee = taken.reduce((s, r) => s + r.fee, 0);
  return { amount, fee_amount: fee, net_amount: amount - fee };
}

/** 199 bp → 1.99 (percent a month), as the answer says it. */
export const percentOf = (bp: number): number => bp / 100;
