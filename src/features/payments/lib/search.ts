import * as v from 'valibot';
import { currentMonth, isValidIsoDate, isValidMonth, type IsoMonth } from '@/lib/dates';

/**
 * The payments screen's state lives in the URL, so the back button closes a payment and a
 * link opens the same day: `?month=2026-11&day=2026-11-21&payment=788`. A future day's
 * drill-down is `&expected=true` (the API lists what is to come per day, not per payment).
 * Anything unreadable is dropped rather than failing the screen.
 */
export const PaymentsSearchSchema = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.check(isValidMonth))), undefined),
  day: v.fallback(v.optional(v.pipe(v.string(), v.check(isValidIsoDate))), undefined),
  payment: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  expected: v.fallback(v.optional(v.boolean()), undefined),
});

export type PaymentsSearch = v.InferOutput<typeof PaymentsSearchSchema>;

/**
 * The month on screen: the URL's, else the current one. The route's loader prefetches it and
 * the screen reads it through this one function, so both ask for the same month.
 */
export const shownMonth = (search: PaymentsSearch): IsoMonth => search.month ?? currentMonth();
