import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import styles from './choice-segment.module.css';

interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export interface ChoiceSegmentProps<T extends string | number> {
  /** Accessible name of the group: what is being chosen ('Período', 'Bandeira'). */
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** Choices shown but not selectable now (offline: never saved on this device); say why nearby. */
  disabledValues?: readonly T[];
  className?: string;
}

/**
 * One-of-a-few choice (period, status filter, brand) as Ionic's segment: arrow keys move between
 * the options, and the row scrolls sideways when they do not fit (5 choices at 320 px).
 */
export function ChoiceSegment<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  disabledValues = [],
  className,
}: ChoiceSegmentProps<T>) {
  const key = (choice: T) => String(choice);
  const scrollable = choices.length > 3;
  return (
    <IonSegment
      aria-label={label}
      // Up to three options share the row (their labels may wrap); more scroll sideways.
      scrollable={scrollable}
      value={key(value)}
      className={[styles.segment, !scrollable && styles.shared, className].filter(Boolean).join(' ')}
      onIonChange={(event) => {
        const chosen = choices.find((choice) => key(choice.value) === String(event.detail.value));
        if (chosen && chosen.value !== value) onChange(chosen.value);
      }}
    >
      {choices.map((choice) => (
        <IonSegmentButton
          key={key(choice.value)}
          value={key(choice.value)}
          className={styles.option}
          disabled={disabledValues.includes(choice.value)}
        >
          <IonLabel>{choice.label}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
