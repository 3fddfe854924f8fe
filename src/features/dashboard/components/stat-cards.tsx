import { formatCents, formatNumberBr } from '@/lib/money';
import type { TransactionStats } from '../api/get-transaction-stats';
import styles from './dashboard.module.css';

const plural = (count: number, one: string, many: string) => `${formatNumberBr(count)} ${count === 1 ? one : many}`;

/** What was sold: gross, count and average ticket, then what did not count towards them. */
export function StatCards({ stats }: { stats: TransactionStats }) {
  // Extras of the sandbox: without them the note is left out.
  const { cancelled_count: cancelled = 0, denied_count: denied = 0 } = stats;
  const left = [
    cancelled > 0 && plural(cancelled, 'cancelada', 'canceladas'),
    denied > 0 && plural(denied, 'negada', 'negadas'),
  ].filter(Boolean);

  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary" className={styles.sectionTitle}>
        Vendas do período
      </h2>
      <dl className={styles.cards}>
        <div className={styles.card}>
          <dt>Valor bruto</dt>
          <dd>{formatCents(stats.total_amount)}</dd>
        </div>
        <div className={styles.card}>
          <dt>Vendas</dt>
          <dd>{formatNumberBr(stats.total_count)}</dd>
        </div>
        <div className={styles.card}>
          <dt>Ticket médio</dt>
          <dd>{formatCents(stats.average_ticket)}</dd>
        </div>
      </dl>
      {left.length > 0 && <p className={styles.note}>Não incluídas nos totais: {left.join(' · ')}.</p>}
    </section>
  );
}
