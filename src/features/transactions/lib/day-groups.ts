import { dayOf } from '@/lib/dates';

/** What a day's heading says about the sales of that day the list holds. */
export interface SaleDay {
  /** São Paulo calendar day, 'YYYY-MM-DD'. */
  day: string;
  /** The day's sales that the total adds up (the confirmed ones). */
  count: number;
  totalCents: number;
  /**
   * Every sale of the day is loaded, so the total is the day's (for this filter): the list has
   * no more pages, or it already holds a sale of an earlier day (it is newest first).
   */
  complete: boolean;
  /** Some of the day's rows are not confirmed (cancelled, denied…): not money sold, not added. */
  mixed: boolean;
}

interface SaleRow {
  payment_date: string;
  amount: number;
  status: string;
}

/**
 * The days of the rows loaded so far (newest first, as the list is sorted), each with its total.
 * With more pages to load, the last day may go on in the next page: its total is of the loaded
 * rows only, and says so.
 */
export function saleDays(rows: readonly SaleRow[], hasMore: boolean): Map<string, SaleDay> {
  const days = new Map<string, SaleDay>();
  for (const row of rows) {
    const day = dayOf(row.payment_date);
    let entry = days.get(day);
    if (!entry) {
      entry = { day, count: 0, totalCents: 0, complete: true, mixed: false };
      days.set(day, entry);
    }
    if (row.status === 'CONFIRMED') {
      entry.count += 1;
      entry.totalCents += row.amount;
    } else entry.mixed = true;
  }
  const last = rows.at(-1);
  const open = last && hasMore ? days.get(dayOf(last.payment_date)) : undefined;
  if (open) open.complete = false;
  return days;
}

const sales = (count: number) => `${count} ${count === 1 ? 'venda' : 'vendas'}`;

/**
 * The day as the sales figures count it (the home's, for that day): every confirmed sale of the
 * day, loaded or not. Only for a list without filters beyond the period (a filter the figures
 * do not know would make the heading disagree with the rows under it).
 */
export function fromDayStats(day: string, stats: { total_amount: number; total_count: number }): SaleDay {
  return { day, count: stats.total_count, totalCents: stats.total_amount, complete: true, mixed: false };
}

/** Whether the list shows every confirmed sale of its period: no filter but the period and the default status. */
export function isPlainSaleList(search: Record<string, unknown>): boolean {
  return Object.entries(search).every(([key, value]) => {
    if (['start_date', 'end_date', 'page', 'perPage', 'sale'].includes(key) || value === undefined) return true;
    if (key === 'status') return Array.isArray(value) && value.length === 1 && value[0] === 'CONFIRMED';
    return Array.isArray(value) && value.length === 0;
  });
}

/** The line under a day's total: how much of the day it adds up. */
export function dayTotalNote({ count, complete, mixed }: SaleDay): string {
  const confirmed = mixed ? (count === 1 ? ' confirmada' : ' confirmadas') : '';
  if (!complete) return `Total nos itens carregados: ${sales(count)}${confirmed} até agora`;
  return `Total de ${sales(count)}${confirmed}`;
}
