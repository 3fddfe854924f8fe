import { useId } from 'react';
import { formatCents, formatNumberBr, formatPercent } from '@/lib/money';
import { withShares } from '../lib/shares';
import styles from './dashboard.module.css';

interface ShareItem {
  key: string | number;
  label: string;
  amount: number;
  count: number;
}

export interface ShareListProps {
  title: string;
  items: readonly ShareItem[];
}

/** Amount per brand or operation with a bar proportional to its part of the total. */
export function ShareList({ title, items }: ShareListProps) {
  const headingId = useId();
  const rows = withShares(items);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.note}>Sem vendas.</p>
      ) : (
        <ul className={styles.shareList}>
          {rows.map((row) => (
            <li key={row.key} className={styles.shareRow}>
              <div className={styles.shareHead}>
                <span className={styles.shareName}>{row.label}</span>
                <span className={styles.shareAmount}>{formatCents(row.amount)}</span>
              </div>
              {/* Decorative: the percentage beside it carries the same information as text. */}
              <div className={styles.bar} aria-hidden="true">
                <div className={styles.barFill} style={{ width: `${row.share * 100}%` }} />
              </div>
              <div className={styles.shareMeta}>
                <span>{`${formatNumberBr(row.count)} ${row.count === 1 ? 'venda' : 'vendas'}`}</span>
                <span>{formatPercent(row.percent, 1)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
