import { useMemo } from 'react';
import { formatDate, type IsoDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { DrillSource } from '../api/get-payment';
import type { Payment } from '@contract/shapes/payment';
import { AccountLine } from '@/ui/settlement/account-line';
import { bankLabel, destinationLabel } from '@/lib/settlement';
import { DrillHeader } from './drill-header';
import { InstallmentList } from './installment-list';
import { PaymentStatus } from './payment-card';
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
 * together), so this view is the day's: its payments, then every unit and installment, each
 * unit naming the account it goes to.
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
        {payments.map((p) => (
          <li key={p.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{destinationLabel(p.destination)}</span>
              <span className={styles.rowAmount}>{formatCents(p.amount)}</span>
            </div>
            <p className={styles.rowLine}>
              {bankLabel(p.bank_account)} · <AccountLine account={p.bank_account} />
            </p>
            <PaymentStatus paid={p.paid} />
          </li>
        ))}
        <li className={`${styles.row} ${styles.totalRow}`}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>Total previsto</span>
            <span className={styles.rowAmount}>{formatCents(total)}</span>
          </div>
        </li>
      </ul>
      <UnitList source={source} destinationOf={(id) => destinations.get(id)} />
      <InstallmentList source={source} />
    </div>
  );
}
