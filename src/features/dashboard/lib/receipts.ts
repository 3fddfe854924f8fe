import type { PaymentMonth } from '@contract/payments/list';
import type { Payment } from '@contract/shapes/payment';
import { addDays, type IsoDate } from '@/lib/dates';
import { adjustmentsOf } from '@/lib/landing';

/**
 * What the merchant receives, from the payments calendar (requirements §7 `GET /v1/app/payment`): the
 * day's transfers and the next day with one. A payment is one transfer to one account; a day
 * may have several (bank and digital account), so the day's figure is their sum.
 */

/** How far ahead the next payment is looked for: one call, about two months of calendar. */
const NEXT_PAYMENT_DAYS = 60;

/** The calendar range the dashboard asks for: today and the next NEXT_PAYMENT_DAYS days. */
export function paymentWindow(today: IsoDate): { dtStart: IsoDate; dtEnd: IsoDate } {
  return { dtStart: today, dtEnd: addDays(today, NEXT_PAYMENT_DAYS) };
}

export interface PaymentOutlook {
  /** Cents landing today (0 when nothing does); negative when debits took more than it had. */
  today: number;
  /** Whether every payment of today is already marked paid (false when there is none). */
  todayPaid: boolean;
  /** The part of today's figure that is adjustments; undefined when the backend does not say. */
  todayAdjustments: number | undefined;
  /**
   * The first day after today with money to land (or owed), how much and the part that is
   * adjustments; null when none in the window.
   */
  next: { date: IsoDate; amount: number; adjustments: number | undefined } | null;
}

/**
 * Today's and the next payment day. Both lists are read: which one a payment is in depends on
 * the backend's own "today" (the day its data is for), which may not be this device's. A
 * payment's amount is what lands, debits included (lib/landing): it is summed as it is. A day
 * whose debits outweigh its credits is still the next payment: the merchant must see it owed.
 */
export function paymentOutlook(month: PaymentMonth, today: IsoDate): PaymentOutlook {
  const byDay = new Map<IsoDate, Payment[]>();
  for (const payment of [...month.payments, ...month.future_payments]) {
    byDay.set(payment.payment_date, [...(byDay.get(payment.payment_date) ?? []), payment]);
  }
  const sum = (payments: readonly Payment[]) => payments.reduce((total, payment) => total + payment.amount, 0);
  const todays = byDay.get(today) ?? [];
  const nextDay = [...byDay.keys()]
    .filter((day) => day > today && sum(byDay.get(day) ?? []) !== 0)
    .sort()
    .at(0);
  const nexts = nextDay === undefined ? [] : (byDay.get(nextDay) ?? []);
  return {
    today: sum(todays),
    todayPaid: todays.length > 0 && todays.every((payment) => payment.paid),
    todayAdjustments: adjustmentsOf(todays),
    next: nextDay === undefined ? null : { date: nextDay, amount: sum(nexts), adjustments: adjustmentsOf(nexts) },
  };
}

/** The period's net and the fees already taken from it, in cents. */
export interface PeriodNet {
  net: number;
  fees: number;
}

/**
 * The net of the period's sales from the sales stats themselves, when the backend sends it
 * (`net_amount`, `fee_amount`: extras): the same sales as 'Valor bruto', so gross − fees = net
 * on screen. Undefined otherwise: the home then asks the receivables of those sales instead.
 */
export function netOfStats(stats: { net_amount?: number; fee_amount?: number }): PeriodNet | undefined {
  if (stats.net_amount === undefined || stats.fee_amount === undefined) return undefined;
  return { net: stats.net_amount, fees: stats.fee_amount };
}
