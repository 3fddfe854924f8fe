import { divisionText } from '@/lib/cerc';
import { effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';
import { formatCents } from '@/lib/money';
import type { ContractEffectDetail } from '@contract/contract-effects';
import { documentText } from '@/lib/documents';
import { EffectStatusBadge } from './status-badge';
import styles from './effect-detail.module.css';

/** What the contract is, in whose favour, and how much of the unit it takes. */
export function EffectSummary({ effect }: { effect: ContractEffectDetail }) {
  const unit = effect.receivable_unit;
  return (
    <section className={styles.summary} aria-labelledby="effect-summary-title">
      <div className={styles.summaryHead}>
        <h2 id="effect-summary-title" className={styles.summaryTitle}>
          {effectTypeLabel(effect.effect_type)} · {effectOperationLabel(effect.operation)}
        </h2>
        <EffectStatusBadge effect={effect} />
      </div>
      <p className={styles.lead}>
        A favor de {effect.beneficiary_name ?? documentText(effect.beneficiary_doc)} · contrato{' '}
        {effect.contract_identifier}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Divisão</dt>
          <dd>{divisionText(effect) || '—'}</dd>
        </div>
        {unit && (
          <div>
            <dt>Valor da UR</dt>
            <dd>{formatCents(unit.amount)}</dd>
          </div>
        )}
        <div>
          <dt>Valor comprometido</dt>
          <dd>{formatCents(effect.committed_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
