import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  formatMonthYear,
  monthGrid,
  parseMonth,
  weekdayNames,
  type IsoDate,
  type IsoMonth,
} from '@/lib/dates';
import { VisuallyHidden } from '@/ui/page/visually-hidden';
import type { DayTotals } from '../lib/day-totals';
import { DayButton } from './day-button';
import { useSwipe } from './use-swipe';
import styles from './calendar.module.css';

export interface MonthCalendarProps {
  month: IsoMonth;
  /** Totals per day; undefined while the month loads or when it cannot be loaded. */
  totals: Map<IsoDate, DayTotals> | undefined;
  selectedDay: IsoDate | undefined;
  onSelectDay: (day: IsoDate) => void;
  onChangeMonth: (month: IsoMonth, direction: -1 | 1) => void;
  /** Which way the last change went, for the slide-in (none with reduced motion: CSS). */
  enterFrom?: -1 | 1 | undefined;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export const monthName = (month: IsoMonth) => {
  const parsed = parseMonth(month);
  return parsed ? formatMonthYear(parsed.year, parsed.month) : month;
};

/**
 * The month of payments: one button per day with what was paid and what is expected. Arrows,
 * a sideways swipe, or the keyboard (arrow keys move between days) change what is shown.
 */
export function MonthCalendar({
  month,
  totals,
  selectedDay,
  onSelectDay,
  onChangeMonth,
  enterFrom,
}: MonthCalendarProps) {
  const titleId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const { year, month: m } = parseMonth(month) ?? { year: 1970, month: 1 };
  const weeks = useMemo(() => monthGrid(year, m), [year, m]);
  const go = (direction: -1 | 1) => onChangeMonth(addMonths(month, direction), direction);
  // Swiping left brings the next month in from the right, as pages turn.
  const swipe = useSwipe((direction) => go(direction === -1 ? 1 : -1));

  const focusDay = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (step === undefined || !from) return;
    const target = tableRef.current?.querySelector<HTMLElement>(`[data-date="${addDays(from, step)}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const animation = enterFrom === 1 ? styles.fromRight : enterFrom === -1 ? styles.fromLeft : '';

  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <MonthHeader month={month} titleId={titleId} onGo={go} />
      <Legend />
      <div className={styles.swipeArea} {...swipe}>
        <table
          key={month}
          ref={tableRef}
          className={`${styles.grid} ${animation}`}
          aria-labelledby={titleId}
          onKeyDown={focusDay}
        >
          <WeekdayHeads />
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => (
                  <td key={day.date}>
                    {day.inMonth && (
                      <DayButton
                        day={day}
                        totals={totals?.get(day.date)}
                        loading={totals === undefined}
                        selected={day.date === selectedDay}
                        onSelect={onSelectDay}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The month's title between the arrows to the previous and next months. */
function MonthHeader({
  month,
  titleId,
  onGo,
}: {
  month: IsoMonth;
  titleId: string;
  onGo: (direction: -1 | 1) => void;
}) {
  return (
    <div className={styles.header}>
      <IonButton
        fill="clear"
        color="dark"
        shape="round"
        className={styles.arrow}
        onClick={() => onGo(-1)}
        aria-label={`Mês anterior, ${monthName(addMonths(month, -1))}`}
      >
        <IonIcon slot="icon-only" icon={chevronBack} aria-hidden="true" />
      </IonButton>
      <h2 id={titleId} className={styles.title} aria-live="polite">
        {monthName(month)}
      </h2>
      <IonButton
        fill="clear"
        color="dark"
        shape="round"
        className={styles.arrow}
        onClick={() => onGo(1)}
        aria-label={`Próximo mês, ${monthName(addMonths(month, 1))}`}
      >
        <IonIcon slot="icon-only" icon={chevronForward} aria-hidden="true" />
      </IonButton>
    </div>
  );
}

function Legend() {
  return (
    <p className={styles.legend}>
      <span className={`${styles.mark} ${styles.paid}`} aria-hidden="true" /> Pago
      <span className={`${styles.mark} ${styles.expected}`} aria-hidden="true" /> Previsto
      <span className={styles.legendNote}>· totais do dia em R$</span>
    </p>
  );
}

/** Weekday names as short as the width needs; the full name for screen readers. */
function WeekdayHeads() {
  const narrow = useMemo(() => weekdayNames('narrow'), []);
  const short = useMemo(() => weekdayNames('short'), []);
  const long = useMemo(() => weekdayNames('long'), []);
  return (
    <thead>
      <tr>
        {long.map((name, index) => (
          <th key={name} scope="col">
            <span aria-hidden="true" className={styles.narrow}>
              {narrow[index]}
            </span>
            <span aria-hidden="true" className={styles.short}>
              {short[index]}
            </span>
            <VisuallyHidden>{name}</VisuallyHidden>
          </th>
        ))}
      </tr>
    </thead>
  );
}
