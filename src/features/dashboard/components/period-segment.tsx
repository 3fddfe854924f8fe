import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { isPeriod, PERIOD_LABELS, PERIODS, type Period } from '../lib/periods';
import styles from './dashboard.module.css';

export interface PeriodSegmentProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** Hoje · 7 dias · 15 dias · 30 dias · Mês atual; scrolls sideways on the narrowest phones. */
export function PeriodSegment({ value, onChange }: PeriodSegmentProps) {
  return (
    <IonSegment
      className={styles.segment}
      value={value}
      scrollable
      aria-label="Período"
      onIonChange={(event) => {
        const next = event.detail.value;
        if (isPeriod(next) && next !== value) onChange(next);
      }}
    >
      {PERIODS.map((period) => (
        <IonSegmentButton key={period} value={period} className={styles.segmentButton}>
          <IonLabel>{PERIOD_LABELS[period]}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
