import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { AnticipationAvailable } from '@contract/anticipation';
import { receivablesText } from '../lib/amount';
import styles from './anticipation.module.css';

/** How much can be anticipated now: the gross, how many receivables, and their dates. */
export function AvailableSummary({ available }: { available: AnticipationAvailable }) {
  const { first_date: first, last_date: last } = available;
  return (
    <div className={styles.available} data-testid="available">
      <p className={styles.availableAmount}>{formatCents(available.amount)}</p>
      <p className={styles.muted}>
        {receivablesText(available.receivables_count)} a receber no crédito
        {first &&
          last &&
          (first === last ? `, em ${formatDate(first)}` : `, de ${formatDate(first)} a ${formatDate(last)}`)}
        .
      </p>
    </div>
  );
}
