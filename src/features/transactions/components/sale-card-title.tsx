import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import styles from './transactions.module.css';

/** A sale card's heading: its amount, and when it was made. */
export function SaleCardTitle({ amount, paymentDate }: { amount: number; paymentDate: string }) {
  return (
    <>
      <span className={styles.cardAmount}>{formatCents(amount)}</span>
      <span className={styles.cardDate}>{formatDateTime(paymentDate)}</span>
    </>
  );
}
