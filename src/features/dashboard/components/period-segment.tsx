import { useQueryClient } from '@tanstack/react-query';
import { ChoiceSegment } from '@/ui/page/choice-segment';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { dashboardQueries } from '../api/get-transaction-stats';
import { PERIOD_LABELS, periodRange, PERIODS, type Period } from '../lib/periods';
import styles from './dashboard.module.css';
import { useScrollHint } from './use-scroll-hint';

export interface PeriodSegmentProps {
  value: Period;
  onChange: (period: Period) => void;
}

const CHOICES = PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));

export const UNSAVED_PERIODS_REASON = 'Sem conexão: só os períodos já abertos neste aparelho.';

/**
 * Hoje · 7 dias · 15 dias · 30 dias · Mês atual. Offline, a period never opened on this device
 * stays on screen but cannot be chosen, and the reason is written under the tabs.
 */
export function PeriodSegment({ value, onChange }: PeriodSegmentProps) {
  const offline = useIsOffline();
  const queryClient = useQueryClient();
  const unsaved = offline
    ? PERIODS.filter(
        (period) =>
          period !== value &&
          queryClient.getQueryData(dashboardQueries.stats(periodRange(period)).queryKey) === undefined,
      )
    : [];
  const [hintRef, more] = useScrollHint<HTMLDivElement>('ion-segment');
  return (
    <>
      {/* They fit from 360 px; narrower, the cut edge fades to say the row scrolls. */}
      <div
        ref={hintRef}
        className={styles.periods}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        <ChoiceSegment label="Período" value={value} choices={CHOICES} onChange={onChange} disabledValues={unsaved} />
      </div>
      {unsaved.length > 0 && <p className={styles.unsaved}>{UNSAVED_PERIODS_REASON}</p>}
    </>
  );
}
