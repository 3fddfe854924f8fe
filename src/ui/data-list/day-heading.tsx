import { dayTitle } from '@/lib/dates';
import styles from './day-heading.module.css';

export interface DayHeadingProps {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** The day's figure, already formatted (right of the title). */
  amount: string;
  /** Under the figure: what it adds up ('Total de 12 vendas'). */
  note: string;
}

/** A day's heading over its cards in a phone list: the day's name and date, its total, what it counts. */
export function DayHeading({ day, amount, note }: DayHeadingProps) {
  return (
    <div className={styles.day}>
      <h2 className={styles.title}>{dayTitle(day)}</h2>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.note}>{note}</p>
    </div>
  );
}
