import { arrangementLabel } from '@/lib/cerc';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import type { ReceivableUnitDetail } from '../api/schemas';
import { documentText, paidLabel, yesNo } from '../lib/labels';

const ACCOUNT_TYPES: Record<string, string> = { C: 'Conta corrente', S: 'Conta poupança', P: 'Conta de pagamento' };
const DESTINATIONS: Record<string, string> = {
  B: 'Conta bancária',
  D: 'Conta digital',
  R: 'Cartão pré-pago',
  W: 'Carteira digital',
};

/** Every field of the unit (spec section 3), labelled for a merchant. */
export function UnitFields({ unit }: { unit: ReceivableUnitDetail }) {
  return (
    <Panel title="Dados da unidade">
      <FieldList
        columns={2}
        fields={[
          { label: 'Código da UR', value: String(unit.receivable_unit_id) },
          { label: 'Arranjo de pagamento', value: arrangementLabel(unit.arrangement_code) },
          { label: 'Data de liquidação', value: formatDate(unit.dt_liquidation) },
          { label: 'Situação', value: paidLabel(unit.paid) },
          { label: 'Documento do titular', value: documentText(unit.holder_document) },
          { label: 'Documento do recebedor final', value: documentText(unit.receiving_end_user_document) },
          { label: 'Valor da UR', value: formatCents(unit.amount) },
          { label: 'Valor comprometido', value: formatCents(unit.committed_amount) },
          { label: 'Valor a receber', value: formatCents(unit.payable_amount) },
          { label: 'Parcelas', value: formatNumberBr(unit.installment_count) },
          { label: 'Efeito de contrato', value: yesNo(unit.contract_effect) },
          { label: 'Financiador', value: unit.financier ?? '' },
        ]}
      />
    </Panel>
  );
}

/** Where the unit's money goes: its payment and the account it lands in. */
export function UnitPaymentFields({ unit }: { unit: ReceivableUnitDetail }) {
  const payment = unit.payment;
  return (
    <Panel title="Pagamento">
      {payment ? (
        <FieldList
          fields={[
            { label: 'Código do pagamento', value: String(payment.id) },
            { label: 'Data do pagamento', value: formatDate(payment.payment_date) },
            { label: 'Situação', value: payment.paid ? 'Pago' : 'Previsto' },
            {
              label: 'Destino',
              value: payment.destination_label ?? DESTINATIONS[payment.destination] ?? payment.destination,
            },
            { label: 'Banco', value: `${payment.bank_account.bank_code} - ${payment.bank_account.bank_name}` },
            {
              label: 'Agência e conta',
              value: `Ag. ${payment.bank_account.agency} · ${ACCOUNT_TYPES[payment.bank_account.account_type] ?? payment.bank_account.account_type} ${payment.bank_account.account}`,
            },
            { label: 'Valor do pagamento (todas as URs)', value: formatCents(payment.amount) },
          ]}
        />
      ) : (
        <FieldList fields={[{ label: 'Código do pagamento', value: String(unit.payment_id) }]} />
      )}
    </Panel>
  );
}
