import { bankDayOnOrAfter } from '../bank-calendar.ts';
import { addDays, daysBetween } from '../zone.ts';

/**
 * Receivables anticipation (issue 23), pure: the fee of a receivable and the day the money
 * arrives. Money in integer cents; the rate in basis points a month (1,99 % a.m. = 199), so no
 * cent ever goes through a float. A simulation takes and prices its receivables in one SQL
 * statement (db/queries/anticipation-simulation.ts, the same fee in SQL; the server tests hold
 * each of its fees equal to feeCents).
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

/** 199 bp → 1.99 (percent a month), as the answer says it. */
export const percentOf = (bp: number): number => bp / 100;
