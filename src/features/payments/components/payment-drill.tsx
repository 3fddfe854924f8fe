import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate } from '@/lib/dates';
import { deltaCents } from '../lib/delta-cents';
import { formatCents } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { LandingAmount } from './landing-amount';
import { paymentDrillQueries, type DrillSource } from '../api/get-payment';
import type { PaymentDetail } from '@contract/payments';
import { AccountLine } from '@/ui/settlement/account-line';
import { bankLabel } from '@/lib/settlement';
import { destinationLabel } from '@contract/receivable-codes';
import { DrillHeader } from './drill-header';
import { DrillStatus } from './drill-states';
import { InstallmentList } from './installment-list';
import { paymentComposition } from '../lib/composition';
import { PaymentStatus } from './payment-card';
import { ReconciliationSection } from './reconciliation-section';
import { UnitList } from './unit-list';
import styles from './payments.module.css';

/**
 * What the merchant checks against the bank statement: where it went, and how its amount is made
 * (receivables − contract effects + boletos and Pix ± adjustments = what lands). The
 * receivables' total is the installments' net sum.
 */
function paymentFields(p: PaymentDetail) {
  // The parts are extras of the contract: without them the amount stands alone.
  const parts = paymentComposition(p) ?? [];
  return [
    { label: 'Situação', value: <PaymentStatus paid={p.paid} /> },
    { label: 'Destino', value: destinationLabel(p.destination) },
    { label: 'Banco', value: bankLabel(p.bank_account) },
    { label: 'Agência e conta', value: <AccountLine account={p.bank_account} /> },
    // An anticipation's credit is named as one (an optional extra: absent, no line).
    ...(p.anticipation_amount
      ? [{ label: 'Antecipação de recebíveis', value: formatCents(p.anticipation_amount) }]
      : []),
    ...parts.map((part, index) => ({
      label: part.label,
      // The first part is what the others add to or take from.
      value: index === 0 ? formatCents(part.cents) : deltaCents(part.cents),
    })),
    {
      label: p.paid ? 'Valor pago' : 'Valor previsto',
      value: (
        <strong>
          <LandingAmount cents={p.amount} />
        </strong>
      ),
    },
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
      <ReconciliationSection paymentId={id} />
      <UnitList source={source} />
      <InstallmentList source={source} />
    </div>
  );
}
