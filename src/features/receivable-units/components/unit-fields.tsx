import { rowArrangementLabel } from '@/lib/cerc';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import { accountLine, bankLabel, paymentPaidLabel } from '@/lib/settlement';
import { destinationLabel } from '@contract/receivable-codes';
import { unitPaidLabel } from '@/lib/settlement';
import { documentText } from '@/lib/documents';
import { yesNo } from '@/lib/text';
import type { ReceivableUnitDetail } from '@contract/receivable-units';

/** Every field of the unit (requirements §3), labelled for a merchant. */
export function UnitFields({ unit }: { unit: ReceivableUnitDetail }) {
  return (
    <Panel title="Dados da unidade">
      <FieldList
        columns={2}
        fields={[
          { label: 'Código da UR', value: String(unit.receivable_unit_id) },
          { label: 'Arranjo de pagamento', value: rowArrangementLabel(unit) },
          { label: 'Data de liquidação', value: formatDate(unit.dt_liquidation) },
          { label: 'Situação', value: unitPaidLabel(unit.paid) },
          { label: 'Documento do titular', value: documentText(unit.holder_document) },
          { label: 'Documento do recebedor final', value: documentText(unit.receiving_end_user_document) },
          { label: 'Valor da UR', value: formatCents(unit.amount) },
          { label: 'Valor comprometido', value: formatCents(unit.committed_amount) },
          { label: 'Valor a receber', value: formatCents(unit.payable_amount) },
          {
            label: 'Parcelas',
            value: unit.installment_count === undefined ? '' : formatNumberBr(unit.installment_count),
          },
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
            { label: 'Situação', value: paymentPaidLabel(payment.paid) },
            { label: 'Destino', value: destinationLabel(payment.destination) },
            { label: 'Banco', value: bankLabel(payment.bank_account) },
            { label: 'Agência e conta', value: accountLine(payment.bank_account) },
            { label: 'Valor do pagamento (todas as URs)', value: formatCents(payment.amount) },
          ]}
        />
      ) : (
        <FieldList fields={[{ label: 'Código do pagamento', value: String(unit.payment_id) }]} />
      )}
    </Panel>
  );
}
