import { IonCard, IonIcon } from '@ionic/react';
import { checkmarkCircle, chevronForward, timeOutline } from 'ionicons/icons';
import { adjustmentNote } from '@/lib/landing';
import type { Payment } from '@contract/shapes/payment';
import { AccountLine } from '@/ui/settlement/account-line';
import { AnticipationTag } from './anticipation-tag';
import { LandingAmount } from './landing-amount';
import { bankLabel, paymentPaidLabel } from '@/lib/settlement';
import { destinationLabel } from '@contract/receivable-codes';
import styles from './payments.module.css';

/** Pago or Previsto in words with an icon, never by colour alone. */
export function PaymentStatus({ paid }: { paid: boolean }) {
  return (
    <span className={`${styles.status} ${paid ? styles.statusPaid : styles.statusExpected}`}>
      <IonIcon icon={paid ? checkmarkCircle : timeOutline} aria-hidden="true" />
      {paymentPaidLabel(paid)}
    </span>
  );
}

const unitsText = (count: number) => `${count} ${count === 1 ? 'unidade de recebível' : 'unidades de recebíveis'}`;

/**
 * One payment of a day: where the money goes and how much lands (debits included), whether it
 * is an anticipation's credit, what adjustments took off or added; opens its units and
 * installments.
 */
export function PaymentCard({ payment, onOpen }: { payment: Payment; onOpen: (payment: Payment) => void }) {
  const note = adjustmentNote(payment.adjustment_amount);
  return (
    // The whole card is one button: it holds no heading or control of its own.
    <IonCard button className={styles.card} onClick={() => onOpen(payment)}>
      <span className={styles.cardBody}>
        <span className={styles.cardTop}>
          <span className={styles.destination}>{destinationLabel(payment.destination)}</span>
          <PaymentStatus paid={payment.paid} />
        </span>
        <span className={styles.cardAmount}>
          <LandingAmount cents={payment.amount} />
        </span>
        <AnticipationTag payment={payment} />
        {note && <span className={styles.cardLine}>{note}</span>}
        <span className={styles.cardLine}>{bankLabel(payment.bank_account)}</span>
        <span className={styles.cardLine}>
          <AccountLine account={payment.bank_account} />
        </span>
        <span className={styles.cardMore}>
          {payment.receivable_unit_count === undefined
            ? 'Unidades de recebíveis'
            : unitsText(payment.receivable_unit_count)}
          <IonIcon icon={chevronForward} aria-hidden="true" />
        </span>
      </span>
    </IonCard>
  );
}
