import type { IsoDate } from '@/lib/dates';
import type { Payment } from '@contract/shapes/payment';
import type { PaymentMonth } from '@contract/payments/list';

export interface DayTotals {
  paidCents: number;
  expectedCents: number;
  /** Payments that day (one per destination). */
  count: number;
}

export const NO_PAYMENTS: DayTotals = { paidCents: 0, expectedCents: 0, count: 0 };

/** Every payment of the response, paid first then expected, each by date (the API's order). */
function allPayments(month: PaymentMonth): Payment[] {
  return [...month.payments, ...month.future_payments];
}

/**
 * Totals per day. A payment belongs to the day written in its `payment_date`: the string is
 * the key, never `new Date(payment_date)`, which is UTC midnight and so the evening before
 * in São Paulo. Paid or expected comes from the payment's own flag, not from the device clock.
 */
export function dayTotals(month: PaymentMonth): Map<IsoDate, DayTotals> {
  const totals = new Map<IsoDate, DayTotals>();
  for (const payment of allPayments(month)) {
    const day = totals.get(payment.payment_date) ?? { ...NO_PAYMENTS };
    if (payment.paid) day.paidCents += payment.amount;
    else day.expectedCents += payment.amount;
    day.count += 1;
    totals.set(payment.payment_date, day);
  }
  return totals;
}

/** The month's totals: what has landed and what is still to come. */
export function monthTotals(month: PaymentMonth): DayTotals {
  const sum = { ...NO_PAYMENTS };
  for (const day of dayTotals(month).values()) {
    sum.paidCents += day.paidCents;
    sum.expectedCents += day.expectedCents;
    sum.count += day.count;
  }
  return sum;
}

/** The payments of one day, in the API's order (destination). */
export function paymentsOn(month: PaymentMonth, date: IsoDate): Payment[] {
  return allPayments(month).filter((payment) => payment.payment_date === date);
}
