import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import type { Terminal } from '../api/list-terminals';
import { connectivityLabel } from '../lib/labels';
import { StatusBadge } from './status-badge';
import styles from './terminals.module.css';

// What a backend may leave out (the contract's optional fields) shows as a dash.
const NONE = '—';

/** Null is a machine never used; a missing field is a backend that does not say. */
export const lastUseText = (terminal: Terminal): string =>
  terminal.last_used_at === undefined
    ? NONE
    : terminal.last_used_at
      ? formatDateTime(terminal.last_used_at)
      : 'Nunca usado';

const monthSalesText = ({ month_count: count, month_amount: amount }: Terminal): string =>
  count === undefined
    ? NONE
    : `${formatNumberBr(count)} ${count === 1 ? 'venda' : 'vendas'}${amount === undefined ? '' : ` · ${formatCents(amount)}`}`;

export const connectivityText = (terminal: Terminal): string =>
  terminal.connectivity ? connectivityLabel(terminal.connectivity) : NONE;

export const activationText = (terminal: Terminal): string =>
  terminal.activation_date ? formatDate(terminal.activation_date) : NONE;

/** One machine on a phone: what it is, whether it works, and what it sold this month. */
export function TerminalCard({ terminal }: { terminal: Terminal }) {
  return (
    <article className={styles.card} aria-labelledby={`terminal-${terminal.id}`}>
      <header className={styles.cardHead}>
        <h2 id={`terminal-${terminal.id}`} className={styles.cardTitle}>
          {terminal.model}
          {terminal.manufacturer && <span className={styles.manufacturer}>{terminal.manufacturer}</span>}
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
          <dd>{connectivityText(terminal)}</dd>
        </div>
        <div>
          <dt>Ativação</dt>
          <dd>{activationText(terminal)}</dd>
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
