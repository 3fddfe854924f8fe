import { formatCents } from '@/lib/money';
import type { DayTotals } from '../lib/day-totals';
import styles from './payments.module.css';

/** What the month brought and what it still holds, above the day list. */
export function MonthSummary({ totals }: { totals: DayTotals }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Pago no mês</dt>
        <dd>{formatCents(totals.paidCents)}</dd>
      </div>
      <div>
        <dt>Previsto no mês</dt>
        <dd>{formatCents(totals.expectedCents)}</dd>
      </div>
    </dl>
  );
}
