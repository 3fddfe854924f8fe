import { addDays, daysBetween } from '../zone.ts';
import { bankDayOnOrAfter } from '../bank-calendar.ts';
import type { Charge, Discount } from './terms.ts';
import { FEES, PENALTY } from '../../../contract/billet-terms.ts';

/**
 * What a boleto costs when paid on `payDay`: the face value, plus — once past the due date — the
 * penalty (multa, once) and the fees (juros) for each day late, each rounded half-up to the cent.
 * Discounts apply only when paid early (`payDay` on or before a discount's date; the largest one).
 * A boleto due on a day the bank is closed is on time until the next bank day; paid later, its
 * charges still count from the due date itself (FEBRABAN's rule).
 * The second copy's value and a late payment at the bank both come from here (docs/api.md).
 */
export interface DueTerms {
  value_cents: number;
  due_date: string;
  penalty: Charge;
  fees: Charge;
  discounts: readonly Discount[];
}

export interface Amounts {
  days_late: number;
  penalty_cents: number;
  fees_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** round(numerator / denominator) half-up, for non-negative integers (exact below 2^53). */
const ratio = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Per-day fee divisor of a percentage type (diário, mensal = 30 days, anual = 360 days). */
const PER_DAY: Record<number, number> = {
  [FEES.DAILY_PERCENTAGE]: 1,
  [FEES.MONTHLY_PERCENTAGE]: 30,
  [FEES.YEARLY_PERCENTAGE]: 360,
};

/** The last day a boleto is paid without charges. */
const onTimeUntil = (terms: Pick<DueTerms, 'due_date'>): string => bankDayOnOrAfter(terms.due_date);

function penaltyCents(terms: DueTerms, payDay: string): number {
  const { penalty } = terms;
  const from = penalty.date ?? addDays(terms.due_date, 1);
  if (payDay <= onTimeUntil(terms) || payDay < from) return 0;
  if (penalty.type === PENALTY.VALUE) return penalty.value_cents ?? 0;
  if (penalty.type === PENALTY.PERCENTAGE) return ratio(terms.value_cents * (penalty.percentage_bp ?? 0), 10_000);
  return 0;
}

function feesCents(terms: DueTerms, payDay: string): number {
  const { fees } = terms;
  // Fees run from their date (or the day after the due date) to the day paid, inclusive.
  const from = fees.date ?? addDays(terms.due_date, 1);
  if (payDay <= onTimeUntil(terms) || payDay < from) return 0;
  const days = daysBetween(from, payDay) + 1;
  if (fees.type === FEES.DAILY_VALUE) return (fees.value_cents ?? 0) * days;
  const perDay = PER_DAY[fees.type];
  if (perDay === undefined) return 0;
  return ratio(terms.value_cents * (fees.percentage_bp ?? 0) * days, 10_000 * perDay);
}

function discountCents(terms: DueTerms, payDay: string): number {
  let best = 0;
  for (const discount of terms.discounts) {
    if (discount.date === null || payDay > discount.date) continue;
    const cents =
      discount.type === 1
        ? (discount.value_cents ?? 0)
        : discount.type === 2
          ? ratio(terms.value_cents * (discount.percentage_bp ?? 0), 10_000)
          : 0;
    best = Math.max(best, cents);
  }
  return Math.min(best, terms.value_cents);
}

/** Everything due if paid on `payDay` (São Paulo day). */
export function amountsOn(terms: DueTerms, payDay: string): Amounts {
  const late = payDay > onTimeUntil(terms);
  const penalty_cents = late ? penaltyCents(terms, payDay) : 0;
  const fees_cents = late ? feesCents(terms, payDay) : 0;
  const discount_cents = late ? 0 : discountCents(terms, payDay);
  return {
    days_late: late ? daysBetween(terms.due_date, payDay) : 0,
    penalty_cents,
    fees_cents,
    discount_cents,
    total_cents: terms.value_cents + penalty_cents + fees_cents - discount_cents,
  };
}

/**
 * A second copy due on `newDueDate`: the face value plus the penalty and the fees up to that day
 * (discounts do not apply to a second copy).
 */
export function secondCopyValue(terms: DueTerms, newDueDate: string): number {
  if (newDueDate <= onTimeUntil(terms)) return terms.value_cents;
  return terms.value_cents + penaltyCents(terms, newDueDate) + feesCents(terms, newDueDate);
}

/** Requirements §3's `with_penalty_fees_discounts`: any multa, juros or desconto set. */
export const hasCharges = (terms: Pick<DueTerms, 'penalty' | 'fees' | 'discounts'>): boolean =>
  terms.penalty.type !== PENALTY.EXEMPT || terms.fees.type !== FEES.EXEMPT || terms.discounts.length > 0;
