import { formatCents } from '@/lib/money';
import { dayTitle, dayTotalNote, type SaleDay } from '../lib/day-groups';
import styles from './sale-row.module.css';

/**
 * A day's heading over its sales: the date, and the total of its confirmed sales — the day's
 * total once all of its sales are loaded, else said to be of the loaded ones.
 */
export function SaleDayHeader({ day }: { day: SaleDay }) {
  return (
    <div className={styles.day}>
      <h2 className={styles.dayTitle}>{dayTitle(day.day)}</h2>
      <p className={styles.dayAmount}>{formatCents(day.totalCents)}</p>
      <p className={styles.dayNote}>{dayTotalNote(day)}</p>
    </div>
  );
}
