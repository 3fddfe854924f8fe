import type { Refund } from '@contract/refunds';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { refundSources } from './refund-where';
import styles from './refund.module.css';

const KIND_LABELS: Record<string, string> = { CANCELLATION: 'Cancelamento', REFUND: 'Estorno' };

/**
 * Each refund of the sale: kind, amount, when, its reason when one was given, and where its
 * money came from when the backend says (the installments to be paid, the payments debited).
 */
export function RefundsMade({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Estornos desta venda">
      {refunds.map((r) => {
        const sources = refundSources(r);
        return (
          <li key={r.refund_id} className={styles.row}>
            <span className={styles.rowHead}>
              <span>{KIND_LABELS[r.kind] ?? r.kind}</span>
              <span className={styles.money}>{formatCents(r.amount)}</span>
            </span>
            <span className={styles.muted}>
              {formatDateTime(r.created_at)}
              {r.reason ? ` · ${r.reason}` : ''}
            </span>
            {sources && <span className={styles.muted}>{sources.join('; ')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
