import { useQuery } from '@tanstack/react-query';
import { signedCents } from '@/lib/landing';
import { deltaCents } from '../lib/delta-cents';
import { reconciliationQuery } from '../api/get-reconciliation';
import { linesTotal, reconciliationRows } from '../lib/reconciliation';
import { DrillStatus } from './drill-states';
import styles from './reconciliation.module.css';

const RECONCILIATION_LIST_NAME = 'Como chegamos neste valor';

/**
 * A payment's conciliação, line by line (its own chunk: it brings the contract's labels): what
 * its sales paid in, the anticipations, fees, refunds, contract effects and adjustments, each
 * signed, and the total, which is the payment's amount.
 */
export default function ReconciliationLines({ paymentId }: { paymentId: number }) {
  const query = useQuery(reconciliationQuery(paymentId));
  if (!query.data) {
    return <DrillStatus error={query.error} label="a conciliação" onRetry={() => void query.refetch()} />;
  }
  const rows = reconciliationRows(query.data);
  return (
    <ul className={styles.lines} aria-label={RECONCILIATION_LIST_NAME}>
      {rows.map((row) => (
        <li key={row.key} className={styles.line}>
          <span className={styles.label}>{row.label}</span>
          <span className={row.cents < 0 ? `${styles.amount} ${styles.debit}` : styles.amount}>
            {deltaCents(row.cents)}
          </span>
          {row.detail && <span className={styles.detail}>{row.detail}</span>}
        </li>
      ))}
      <li className={`${styles.line} ${styles.total}`}>
        <span className={styles.label}>Valor do pagamento</span>
        <span className={styles.amount}>{signedCents(linesTotal(query.data))}</span>
      </li>
    </ul>
  );
}
