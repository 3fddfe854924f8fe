import { rowArrangementLabel } from '@/lib/cerc';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { ReceivableUnit } from '@contract/shapes/receivable-unit';
import { PaidBadge } from './status-badge';
import styles from './unit-detail.module.css';

/**
 * The unit at a glance: its amount, what contract effects committed of it, and what the
 * merchant actually receives, which is why a merchant opens a unit at all.
 */
export function UnitSummary({ unit }: { unit: ReceivableUnit }) {
  return (
    <section className={styles.summary} aria-labelledby="unit-summary-title">
      <div className={styles.summaryHead}>
        <h2 id="unit-summary-title" className={styles.summaryTitle}>
          {rowArrangementLabel(unit)} · liquidação {formatDate(unit.dt_liquidation)}
        </h2>
        <PaidBadge paid={unit.paid} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Valor da UR</dt>
          <dd>{formatCents(unit.amount)}</dd>
        </div>
        <div>
          <dt>Comprometido por efeitos de contrato</dt>
          <dd>{unit.committed_amount > 0 ? `− ${formatCents(unit.committed_amount)}` : formatCents(0)}</dd>
        </div>
        <div className={styles.payable}>
          <dt>Valor a receber</dt>
          <dd>{formatCents(unit.payable_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
