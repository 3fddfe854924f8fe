import * as v from 'valibot';
import { dateRangeShortcut, type DateRangeShortcut, type Now } from '@/lib/dates';
import type { StatsRange } from '../api/get-transaction-stats';

export const PERIODS = ['today', '7d', '15d', '30d', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * A merchant opens the app to see how today is going (docs/stack-notes.md, "Who uses it"), so the
 * dashboard starts on 'Hoje'; the longer periods are one tap away. See docs/decisions/005.
 */
export const DEFAULT_PERIOD: Period = 'today';

export const PERIOD_LABELS: Record<Period, string> = {
  today: 'Hoje',
  '7d': '7 dias',
  '15d': '15 dias',
  '30d': '30 dias',
  month: 'Mês atual',
};

const SHORTCUTS: Record<Period, DateRangeShortcut> = {
  today: 'today',
  '7d': 'last7',
  '15d': 'last15',
  '30d': 'last30',
  month: 'currentMonth',
};

/** The dashboard's search params: an unknown or missing period falls back to the default. */
export const DashboardSearchSchema = v.object({
  period: v.optional(v.fallback(v.picklist(PERIODS), DEFAULT_PERIOD), DEFAULT_PERIOD),
});

/**
 * The inclusive São Paulo days of a period, as the stats endpoint wants them. "7 dias" is
 * today and the 6 days before, so today's sales are always in it (requirements §5 shortcuts).
 */
export function periodRange(period: Period, now?: Now): StatsRange {
  const { start, end } = dateRangeShortcut(SHORTCUTS[period], now);
  return { dateIni: start, dateEnd: end };
}
