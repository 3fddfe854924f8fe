import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@/lib/money';
import { DayHeading } from '@/ui/data-list/day-heading';
import { transactionQueries } from '../api/list-transactions';
import { dayTotalNote, fromDayStats, type SaleDay } from '../lib/day-groups';

/**
 * A day's heading over its sales: the date, and the total of its confirmed sales. For a list
 * with no filter but the period it is the day's own figures (the home's, for that day), however
 * few of its sales are loaded; else, or while they are not here (offline), the loaded rows' sum,
 * said to be of the loaded ones until the day is complete.
 */
export function SaleDayHeader({ day, plain }: { day: SaleDay; plain: boolean }) {
  const stats = useQuery({ ...transactionQueries.dayStats(day.day), enabled: plain });
  const shown = plain && stats.data ? fromDayStats(day.day, stats.data) : day;
  return <DayHeading day={shown.day} amount={formatCents(shown.totalCents)} note={dayTotalNote(shown)} />;
}
