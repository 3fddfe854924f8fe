import { formatCents, formatNumberBr } from '@/lib/money';
import type { ReceivableSum } from '@contract/shapes/receivable';
import styles from './statement.module.css';

export interface TotalsBarProps {
  total: number | undefined;
  sum: ReceivableSum | undefined;
  /** A new filter is loading: the figures are the previous one's. */
  stale: boolean;
}

/**
 * Count and sums over the whole filter (not the page), stuck to the top while the list
 * scrolls: the merchant always sees what the rows add up to.
 */
export function TotalsBar({ total, sum, stale }: TotalsBarProps) {
  const figures = [
    { label: 'Bruto', value: sum ? formatCents(sum.gross_amount) : '—' },
    { label: 'MDR', value: sum ? formatCents(sum.mdr_amount) : '—' },
    { label: 'Líquido', value: sum ? formatCents(sum.net_amount) : '—' },
  ];
  return (
    <section
      className={stale ? `${styles.totals} ${styles.stale}` : styles.totals}
      aria-label="Totais do filtro"
      aria-busy={stale || undefined}
    >
      <p className={styles.count} role="status">
        {total === undefined ? 'Carregando…' : `${formatNumberBr(total)} ${total === 1 ? 'recebível' : 'recebíveis'}`}
      </p>
      <dl className={styles.sums}>
        {figures.map((figure) => (
          <div key={figure.label} className={figure.label === 'Líquido' ? `${styles.sum} ${styles.net}` : styles.sum}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
