import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useState } from 'react';
import { addDays, formatDate, isoToBr, parseDateBr } from '@/lib/dates';
import { DateInput } from '@/ui/inputs/date-input';
import styles from './statement.module.css';

export interface AdjustmentDayPickerProps {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The last day that can hold adjustments (a scheduled debit's): no day after it. */
  latest: string;
  onChange: (date: string) => void;
}

/** The day whose adjustments show: arrows a day back and forth, or the date typed DD/MM/AAAA. */
export function AdjustmentDayPicker({ date, latest, onChange }: AdjustmentDayPickerProps) {
  const [typed, setTyped] = useState(isoToBr(date) ?? '');
  // The arrows change the day: the field follows (set while rendering, React's pattern for this).
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    setShown(date);
    setTyped(isoToBr(date) ?? '');
  }
  const parsed = typed.length === 10 ? parseDateBr(typed) : null;
  const error =
    typed.length === 10 && parsed === null
      ? 'Data inválida'
      : parsed !== null && parsed > latest
        ? `A data deve ser até ${formatDate(latest)}`
        : undefined;
  const previous = addDays(date, -1);
  const next = addDays(date, 1);

  return (
    <div className={styles.dayPicker}>
      <IonButton
        fill="clear"
        color="dark"
        shape="round"
        onClick={() => onChange(previous)}
        aria-label={`Dia anterior, ${formatDate(previous)}`}
      >
        <IonIcon slot="icon-only" icon={chevronBack} aria-hidden="true" />
      </IonButton>
      <DateInput
        className={styles.dayInput}
        label="Dia"
        labelPlacement="stacked"
        fill="outline"
        value={typed}
        errorText={error}
        onChange={(value) => {
          setTyped(value);
          const day = value.length === 10 ? parseDateBr(value) : null;
          if (day !== null && day <= latest && day !== date) onChange(day);
        }}
      />
      <IonButton
        fill="clear"
        color="dark"
        shape="round"
        disabled={next > latest}
        onClick={() => onChange(next)}
        aria-label={`Próximo dia, ${formatDate(next)}`}
      >
        <IonIcon slot="icon-only" icon={chevronForward} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
