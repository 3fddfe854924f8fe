import { useMemo } from 'react';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { BarChart } from '@/ui/chart/bar-chart';
import type { TransactionStats } from '../api/get-transaction-stats';
import { dayChartData } from '../lib/day-chart';
import { formatAxisCents } from '../lib/format-axis';
import styles from './dashboard.module.css';

/** Amount sold per day: the chart for the eye, a table (same numbers) for everyone else. */
export function SalesByDay({ days }: { days: TransactionStats['by_day'] }) {
  const chart = useMemo(() => dayChartData(days), [days]);
  return (
    <section className={styles.panel} aria-labelledby="dashboard-by-day">
      <h2 id="dashboard-by-day" className={styles.sectionTitle}>
        Vendas por dia
      </h2>
      <BarChart
        summary={chart.summary}
        labels={chart.labels}
        values={chart.values}
        formatValue={formatCents}
        formatAxis={formatAxisCents}
      />
      <details className={styles.details}>
        <summary>Ver valores por dia</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>Vendas por dia</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Vendas</th>
              <th scope="col">Valor</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(day.date)}</th>
                <td>{formatNumberBr(day.count)}</td>
                <td>{formatCents(day.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
