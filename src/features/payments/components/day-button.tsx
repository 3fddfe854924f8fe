import { IonButton } from '@ionic/react';
import { formatLongDate, type CalendarDay, type IsoDate } from '@/lib/dates';
import { NO_PAYMENTS, type DayTotals } from '../lib/day-totals';
import { compactParts, dayLabel, formatCentsPlain } from '../lib/compact-money';
import { VisuallyHidden } from '@/ui/page/visually-hidden';
import styles from './calendar.module.css';

export interface DayButtonProps {
  day: CalendarDay;
  totals: DayTotals | undefined;
  /** The month is still loading (or unavailable): no amounts, and the label does not claim zero. */
  loading: boolean;
  selected: boolean;
  onSelect: (day: IsoDate) => void;
}

/** Compact on phones, in full on wide screens: CSS picks one, the other stays hidden. */
function Amount({ cents, kind }: { cents: number; kind: 'paid' | 'expected' }) {
  const { number, unit } = compactParts(cents);
  return (
    <span className={`${styles.amount} ${styles[kind]}`} aria-hidden="true">
      <span className={styles.compact}>
        {number}
        {unit && <span className={styles.unit}>{unit}</span>}
      </span>
      <span className={styles.full}>{formatCentsPlain(cents)}</span>
    </span>
  );
}

/**
 * One day of the month. Its accessible name says the date and both totals ("pago R$ …,
 * previsto R$ …"), so a screen reader user hears what a sighted user reads from the cell. The
 * name is hidden text inside the button, not an aria-label: the visible '28,9 mil' would not
 * be part of such a label (WCAG 2.5.3, label in name).
 */
export function DayButton({ day, totals, loading, selected, onSelect }: DayButtonProps) {
  const { paidCents, expectedCents } = totals ?? NO_PAYMENTS;
  const long = formatLongDate(day.date);
  const label = loading
    ? `${day.isToday ? 'hoje, ' : ''}${long}`
    : dayLabel(long, paidCents, expectedCents, day.isToday);
  const classes = [
    styles.day,
    selected && styles.selected,
    day.isToday && styles.today,
    paidCents === 0 && expectedCents === 0 && styles.empty,
  ];
  return (
    <IonButton
      fill="clear"
      data-date={day.date}
      className={classes.filter(Boolean).join(' ')}
      // A string: React sets true on a custom element as an empty attribute.
      aria-pressed={selected ? 'true' : 'false'}
      aria-current={day.isToday ? 'date' : undefined}
      onClick={() => onSelect(day.date)}
    >
      {/* One block inside Ionic's button, so the number and the amounts stack. */}
      <span className={styles.dayInner}>
        <VisuallyHidden>{label}</VisuallyHidden>
        <span className={styles.dayNumber} aria-hidden="true">
          {day.day}
        </span>
        {/* What lands: a day that debits outweigh shows its negative total too. */}
        {!loading && paidCents !== 0 && <Amount cents={paidCents} kind="paid" />}
        {!loading && expectedCents !== 0 && <Amount cents={expectedCents} kind="expected" />}
      </span>
    </IonButton>
  );
}
