import { useMemo } from 'react';
import { formatDate, type IsoDate } from '@/lib/dates';
import { adjustmentNote } from '@/lib/landing';
import type { DrillSource } from '../api/get-payment';
import type { Payment } from '@contract/shapes/payment';
import { AccountLine } from '@/ui/settlement/account-line';
import { LandingAmount } from './landing-amount';
import { bankLabel } from '@/lib/settlement';
import { destinationLabel } from '@contract/receivable-codes';
import { DrillHeader } from './drill-header';
import { InstallmentList } from './installment-list';
import { AnticipationTag } from './anticipation-tag';
import { PaymentStatus } from './payment-card';
import { ReconciliationSection } from './reconciliation-section';
import { UnitList } from './unit-list';
import styles from './payments.module.css';

export interface ExpectedDayDrillProps {
  date: IsoDate;
  /** The day's expected payments, from the month already on screen. */
  payments: Payment[];
  backLabel: string;
  onBack: () => void;
}

/**
 * A future day opened. The API lists what is still to come per day (all destinations
 * together), so this view is the day's: its payments (each with what adjustments took off and
 * how its amount is made), then every unit and installment, each unit naming its account.
 */
export function ExpectedDayDrill({ date, payments, backLabel, onBack }: ExpectedDayDrillProps) {
  const source = useMemo<DrillSource>(() => ({ kind: 'day', date }), [date]);
  const destinations = useMemo(() => new Map(payments.map((p) => [p.id, destinationLabel(p.destination)])), [payments]);
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  return (
    <div className={styles.drill}>
      <DrillHeader title={`Previsto para ${formatDate(date)}`} backLabel={backLabel} onBack={onBack}>
        <p className={styles.note}>
          Valores previstos podem mudar até o dia do pagamento: novas vendas, cancelamentos e efeitos de contrato.
        </p>
      </DrillHeader>
      <ul className={styles.expectedList}>
        {payments.map((p) => {
          const note = adjustmentNote(p.adjustment_amount);
          return (
            <li key={p.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{destinationLabel(p.destination)}</span>
                <span className={styles.rowAmount}>
                  <LandingAmount cents={p.amount} />
                </span>
              </div>
              <p className={styles.rowLine}>
                {bankLabel(p.bank_account)} · <AccountLine account={p.bank_account} />
              </p>
              {note && <p className={styles.rowLine}>{note}</p>}
              <AnticipationTag payment={p} />
              <PaymentStatus paid={p.paid} />
              <ReconciliationSection
                paymentId={p.id}
                subject={payments.length > 1 ? destinationLabel(p.destination) : undefined}
              />
            </li>
          );
        })}
        <li className={`${styles.row} ${styles.totalRow}`}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>Total previsto</span>
            <span className={styles.rowAmount}>
              <LandingAmount cents={total} />
            </span>
          </div>
        </li>
      </ul>
      <UnitList source={source} destinationOf={(id) => destinations.get(id)} />
      <InstallmentList source={source} />
    </div>
  );
}
