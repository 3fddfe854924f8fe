import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import type { Terminal } from '../api/list-terminals';
import { connectivityLabel } from '../lib/labels';
import { StatusBadge } from './status-badge';
import styles from './terminals.module.css';

export const lastUseText = (terminal: Terminal): string =>
  terminal.last_used_at ? formatDateTime(terminal.last_used_at) : 'Nunca usado';

export const monthSalesText = (terminal: Terminal): string =>
  `${formatNumberBr(terminal.month_count)} ${terminal.month_count === 1 ? 'venda' : 'vendas'} · ${formatCents(terminal.month_amount)}`;

/** One machine on a phone: what it is, whether it works, and what it sold this month. */
export function TerminalCard({ terminal }: { terminal: Terminal }) {
  return (
    <article className={styles.card} aria-labelledby={`terminal-${terminal.id}`}>
      <header className={styles.cardHead}>
        <h2 id={`terminal-${terminal.id}`} className={styles.cardTitle}>
          {terminal.model}
          <span className={styles.manufacturer}>{terminal.manufacturer}</span>
        </h2>
        <StatusBadge status={terminal.status} />
      </header>
      <dl className={styles.fields}>
        <div>
          <dt>Nº de série</dt>
          <dd className={styles.serial}>{terminal.serial_number}</dd>
        </div>
        <div>
          <dt>Conectividade</dt>
          <dd>{connectivityLabel(terminal.connectivity)}</dd>
        </div>
        <div>
          <dt>Ativação</dt>
          <dd>{formatDate(terminal.activation_date)}</dd>
        </div>
        <div>
          <dt>Último uso</dt>
          <dd>{lastUseText(terminal)}</dd>
        </div>
        <div className={styles.fieldWide}>
          <dt>Vendas no mês</dt>
          <dd>{monthSalesText(terminal)}</dd>
        </div>
      </dl>
    </article>
  );
}
