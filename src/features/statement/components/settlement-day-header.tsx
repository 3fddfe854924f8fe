import { useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { formatCents } from '@/lib/money';
import { DayHeading } from '@/ui/data-list/day-heading';
import { statementQueries } from '../api/list-receivables';
import { dayStatsParams, fromDayStats, settlementDayNote, type SettlementDay } from '../lib/settlement-days';

/**
 * A settlement day's heading over its receivables: the day's net, gross and count. They are the
 * day's own (the totals call narrowed to that day) when the period is of settlement dates; else,
 * or while that answer is not here, the loaded rows' sums, said to be so until the day is whole.
 */
export function SettlementDayHeader({ day, params }: { day: SettlementDay; params: QueryParams }) {
  const narrowed = dayStatsParams(params, day.day);
  const stats = useQuery({ ...statementQueries.stats(narrowed ?? {}), enabled: narrowed !== undefined });
  const shown = narrowed && stats.data ? fromDayStats(day.day, stats.data) : day;
  return (
    <DayHeading
      day={shown.day}
      amount={formatCents(shown.netCents)}
      note={`Bruto ${formatCents(shown.grossCents)} · ${settlementDayNote(shown)}`}
    />
  );
}
