import { useId } from 'react';
import { formatDate, formatWeekday, type IsoDate } from '@/lib/dates';
import { adjustmentNote, adjustmentsOf } from '@/lib/landing';
import { EmptyState } from '@/ui/states/empty-state';
import { LandingAmount } from './landing-amount';
import type { Payment } from '@contract/shapes/payment';
import { PaymentCard } from './payment-card';
import styles from './payments.module.css';

export interface DayPaymentsProps {
  day: IsoDate;
  /** Undefined while the month loads or when it is unavailable offline. */
  payments: Payment[] | undefined;
  onOpen: (payment: Payment) => void;
}

/**
 * The payments of the chosen day, with the day's paid and expected totals (what lands, debits
 * included) and one line for what adjustments took off or added that day.
 */
export function DayPayments({ day, payments, onOpen }: DayPaymentsProps) {
  const titleId = useId();
  const paid = payments?.filter((p) => p.paid).reduce((sum, p) => sum + p.amount, 0) ?? 0;
  const expected = payments?.filter((p) => !p.paid).reduce((sum, p) => sum + p.amount, 0) ?? 0;
  const note = payments && adjustmentNote(adjustmentsOf(payments));
  return (
    <section className={styles.day} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.dayTitle}>
        Pagamentos de {formatWeekday(day)}, {formatDate(day)}
      </h2>
      {payments === undefined ? null : payments.length === 0 ? (
        <EmptyState title="Nenhum pagamento neste dia" message="Escolha outro dia do calendário." />
      ) : (
        <>
          <p className={styles.dayTotal}>
            {paid !== 0 && (
              <span>
                Pago: <LandingAmount cents={paid} />
              </span>
            )}
            {expected !== 0 && (
              <span>
                Previsto: <LandingAmount cents={expected} />
              </span>
            )}
          </p>
          {note && <p className={styles.note}>{note}</p>}
          <ul className={styles.cards}>
            {payments.map((payment) => (
              <li key={payment.id}>
                <PaymentCard payment={payment} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
