import type { PaymentMonth } from '@contract/payments';
import type { Payment } from '@contract/shapes/payment';
import { addDays, type IsoDate } from '@/lib/dates';

/**
 * What the merchant receives, from the payments calendar (spec §7 `GET /v1/app/payment`): the
 * day's transfers and the next day with one. A payment is one transfer to one account; a day
 * may have several (bank and digital account), so the day's figure is their sum.
 */

/** How far ahead the next payment is looked for: one call, about two months of calendar. */
export const NEXT_PAYMENT_DAYS = 60;

/** The calendar range the dashboard asks for: today and the next NEXT_PAYMENT_DAYS days. */
export function paymentWindow(today: IsoDate): { dtStart: IsoDate; dtEnd: IsoDate } {
  return { dtStart: today, dtEnd: addDays(today, NEXT_PAYMENT_DAYS) };
}

export interface PaymentOutlook {
  /** Cents landing today (0 when nothing does). */
  today: number;
  /** Whether every payment of today is already marked paid (false when there is none). */
  todayPaid: boolean;
  /** The first day after today with money to land, and how much; null when none in the window. */
  next: { date: IsoDate; amount: number } | null;
}

/**
 * Today's and the next payment day. Both lists are read: which one a payment is in depends on
 * the backend's own "today" (the day its data is for), which may not be this device's.
 */
export function paymentOutlook(month: PaymentMonth, today: IsoDate): PaymentOutlook {
  const byDay = new Map<IsoDate, Payment[]>();
  for (const payment of [...month.payments, ...month.future_payments]) {
    byDay.set(payment.payment_date, [...(byDay.get(payment.payment_date) ?? []), payment]);
  }
  const sum = (payments: readonly Payment[]) => payments.reduce((total, payment) => total + payment.amount, 0);
  const todays = byDay.get(today) ?? [];
  const nextDay = [...byDay.keys()]
    .filter((day) => day > today && sum(byDay.get(day) ?? []) > 0)
    .sort()
    .at(0);
  return {
    today: sum(todays),
    todayPaid: todays.length > 0 && todays.every((payment) => payment.paid),
    next: nextDay === undefined ? null : { date: nextDay, amount: sum(byDay.get(nextDay) ?? []) },
  };
}
