import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';

export interface DayPoint {
  date: string;
  amount: number;
  count: number;
}

export interface DayChartData {
  /** 'DD/MM' under each bar: the year is the same for nearly every range and wastes room. */
  labels: string[];
  values: number[];
  /** What a screen reader announces instead of the canvas. */
  summary: string;
}

/** The bars of "Vendas por dia" and a one-sentence summary of them. */
export function dayChartData(days: readonly DayPoint[]): DayChartData {
  const labels = days.map((day) => formatDate(day.date).slice(0, 5));
  const values = days.map((day) => day.amount);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return { labels, values, summary: 'Gráfico de vendas por dia: sem dados.' };

  const best = days.reduce((top, day) => (day.amount > top.amount ? day : top), first);
  const total = values.reduce((sum, value) => sum + value, 0);
  const summary =
    `Gráfico de barras do valor vendido por dia, de ${formatDate(first.date)} a ${formatDate(last.date)}: ` +
    `total de ${formatCents(total)}; maior dia ${formatDate(best.date)}, com ${formatCents(best.amount)}.`;
  return { labels, values, summary };
}
