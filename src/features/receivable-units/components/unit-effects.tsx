import { Link } from '@tanstack/react-router';
import { divisionText } from '@/lib/cerc';
import { divisionMethodLabel, effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import type { ContractEffect } from '@contract/shapes/contract-effect';
import { documentText } from '@/lib/documents';
import styles from './unit-detail.module.css';

function EffectItem({ effect }: { effect: ContractEffect }) {
  return (
    <li className={styles.effect}>
      <div className={styles.effectHead}>
        <Link className={styles.effectLink} to="/financial/contract_effects/$id" params={{ id: String(effect.id) }}>
          {effectTypeLabel(effect.effect_type)} · {effectOperationLabel(effect.operation)}
        </Link>
        {effect.deprecated && <span className={`${styles.badge} ${styles.badgeMuted}`}>Depreciado</span>}
        {effect.smoke_contract_effect && (
          <span className={`${styles.badge} ${styles.badgeMuted}`}>Teste do registro</span>
        )}
      </div>
      <p className={styles.line}>
        {effect.beneficiary_name ? `${effect.beneficiary_name} · ` : ''}
        {documentText(effect.beneficiary_doc)}
      </p>
      <p className={styles.line}>
        Contrato {effect.contract_identifier}
        {effect.priority !== undefined && ` · prioridade ${effect.priority}`}
      </p>
      <p className={styles.line}>
        {effect.division_method && `${divisionMethodLabel(effect.division_method)} ${divisionText(effect)} · `}
        comprometido {formatCents(effect.committed_amount)}
      </p>
      <p className={styles.line}>Registrado em {formatDateTime(effect.created_at)}</p>
    </li>
  );
}

/**
 * The contract effects registered on the unit, by priority (the order the registry applies
 * them). Replaced versions stay listed, marked 'Depreciado', so the history reads whole.
 */
export function UnitEffects({ effects }: { effects: readonly ContractEffect[] }) {
  return (
    <Panel title={`Efeitos de contrato (${effects.length})`}>
      {effects.length === 0 ? (
        <p className={styles.note}>Nenhum efeito de contrato registrado nesta unidade: o valor inteiro é do lojista.</p>
      ) : (
        <ul className={styles.effects}>
          {effects.map((effect) => (
            <EffectItem key={effect.id} effect={effect} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
