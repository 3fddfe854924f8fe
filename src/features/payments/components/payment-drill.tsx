import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { paymentDrillQueries, type DrillSource } from '../api/get-payment';
import type { PaymentDetail } from '@contract/payments';
import { AccountLine } from '@/ui/settlement/account-line';
import { bankLabel, destinationLabel } from '@/lib/settlement';
import { DrillHeader } from './drill-header';
import { DrillStatus } from './drill-states';
import { InstallmentList } from './installment-list';
import { PaymentStatus } from './payment-card';
import { UnitList } from './unit-list';
import styles from './payments.module.css';

/**
 * What the merchant checks against the bank statement: where it went, and how the units add
 * up to it (units − contract effects = paid). The units' total is the installments' net sum.
 */
function paymentFields(p: PaymentDetail) {
  return [
    { label: 'Situação', value: <PaymentStatus paid={p.paid} /> },
    { label: 'Destino', value: destinationLabel(p.destination) },
    { label: 'Banco', value: bankLabel(p.bank_account) },
    { label: 'Agência e conta', value: <AccountLine account={p.bank_account} /> },
    // The units' figures are extras of the contract: without them the lists below still add up.
    ...(p.units_amount === undefined
      ? []
      : [{ label: 'Valor das unidades de recebíveis', value: formatCents(p.units_amount) }]),
    ...(p.committed_amount !== undefined && p.committed_amount > 0
      ? [{ label: 'Efeitos de contrato', value: `− ${formatCents(p.committed_amount)}` }]
      : []),
    { label: p.paid ? 'Valor pago' : 'Valor previsto', value: <strong>{formatCents(p.amount)}</strong> },
  ];
}

export interface PaymentDrillProps {
  id: number;
  backLabel: string;
  onBack: () => void;
}

/** One payment opened: its data, then its receivable units and installments (paged). */
export function PaymentDrill({ id, backLabel, onBack }: PaymentDrillProps) {
  const detail = useQuery(paymentDrillQueries.detail(id));
  const source = useMemo<DrillSource>(() => ({ kind: 'payment', id }), [id]);
  const title = detail.data ? `Pagamento de ${formatDate(detail.data.payment_date)}` : 'Pagamento';
  return (
    <div className={styles.drill}>
      <DrillHeader title={title} backLabel={backLabel} onBack={onBack} />
      <div className={styles.drillFields}>
        {detail.data ? (
          <FieldList fields={paymentFields(detail.data)} columns={2} />
        ) : (
          <DrillStatus error={detail.error} label="os dados do pagamento" onRetry={() => void detail.refetch()} />
        )}
      </div>
      <UnitList source={source} />
      <InstallmentList source={source} />
    </div>
  );
}
