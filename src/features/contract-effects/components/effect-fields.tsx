import { Link } from '@tanstack/react-router';
import { rowArrangementLabel, divisionText } from '@/lib/cerc';
import { divisionMethodLabel, effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import type { ContractEffectDetail } from '@contract/contract-effects';
import { unitPaidLabel } from '@/lib/settlement';
import { documentText } from '@/lib/documents';
import { yesNo } from '@/lib/text';
import { effectStatus } from '../lib/labels';
import styles from './effect-detail.module.css';

/** Every field the registry reports for this version of the contract (requirements §3). */
export function EffectFields({ effect }: { effect: ContractEffectDetail }) {
  return (
    <Panel title="Dados do efeito de contrato">
      <FieldList
        columns={2}
        fields={[
          { label: 'Tipo de efeito', value: effectTypeLabel(effect.effect_type) },
          { label: 'Operação', value: effectOperationLabel(effect.operation) },
          { label: 'Protocolo', value: <span className={styles.mono}>{effect.protocol}</span> },
          { label: 'Identificador do contrato', value: effect.contract_identifier },
          { label: 'Beneficiário', value: effect.beneficiary_name ?? '' },
          { label: 'Documento do beneficiário', value: documentText(effect.beneficiary_doc) },
          { label: 'Código CERC', value: <span className={styles.mono}>{effect.cerc_code}</span> },
          { label: 'Prioridade', value: effect.priority === undefined ? '' : String(effect.priority) },
          {
            label: 'Método de divisão',
            value: effect.division_method ? divisionMethodLabel(effect.division_method) : '',
          },
          {
            label: effect.division_method === 'PERCENTAGE' ? 'Percentual da divisão' : 'Valor da divisão',
            value: divisionText(effect),
          },
          { label: 'Valor comprometido', value: formatCents(effect.committed_amount) },
          { label: 'Situação', value: effectStatus(effect) },
          { label: 'Depreciado', value: yesNo(effect.deprecated) },
          { label: 'Teste do registro (sem efeito financeiro)', value: yesNo(effect.smoke_contract_effect) },
          { label: 'Data de criação', value: formatDateTime(effect.created_at) },
          { label: 'Data de liquidação', value: formatDate(effect.liquidation_date) },
          { label: 'Documento do recebedor final', value: documentText(effect.receiving_end_user_document) },
          { label: 'Arranjo de pagamento', value: rowArrangementLabel(effect) },
        ]}
      />
    </Panel>
  );
}

/** The unit the effect acts on, with a way to open it (and its installments). */
export function EffectUnitFields({ effect }: { effect: ContractEffectDetail }) {
  const unit = effect.receivable_unit;
  const link = (
    <Link
      className={styles.unitLink}
      to="/financial/receivable_units/$id"
      params={{ id: String(effect.receivable_unit_id) }}
    >
      UR {effect.receivable_unit_id}
    </Link>
  );
  return (
    <Panel title="Unidade de recebível">
      <FieldList
        fields={[
          { label: 'Código da UR', value: link },
          ...(unit
            ? [
                { label: 'Data de liquidação', value: formatDate(unit.dt_liquidation) },
                { label: 'Arranjo de pagamento', value: rowArrangementLabel(unit) },
                { label: 'Valor da UR', value: formatCents(unit.amount) },
                { label: 'Comprometido por todos os efeitos', value: formatCents(unit.committed_amount) },
                { label: 'Valor a receber', value: formatCents(unit.payable_amount) },
                { label: 'Situação', value: unitPaidLabel(unit.paid) },
              ]
            : []),
        ]}
      />
    </Panel>
  );
}
