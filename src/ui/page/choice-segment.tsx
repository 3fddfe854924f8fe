import { IonLabel } from '@/ui/ionic/elements/label';
import { IonSegment } from '@/ui/ionic/elements/segment';
import { IonSegmentButton } from '@/ui/ionic/elements/segment-button';
import styles from './choice-segment.module.css';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export interface ChoiceSegmentProps<T extends string | number> {
  /** Accessible name of the group: what is being chosen ('Período', 'Bandeira'). */
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One-of-a-few choice (period, status filter, brand) as an Ionic segment. Buttons share the
 * width when they fit and the row scrolls sideways when they do not (5 choices at 320 px).
 */
export function ChoiceSegment<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  className,
}: ChoiceSegmentProps<T>) {
  return (
    <IonSegment
      className={className ? `${styles.segment} ${className}` : styles.segment}
      value={value}
      scrollable
      aria-label={label}
      onIonChange={(event) => {
        // Ionic reports the value as a string or number: map it back to the typed choice.
        const picked = choices.find((choice) => String(choice.value) === String(event.detail.value));
        if (picked && picked.value !== value) onChange(picked.value);
      }}
    >
      {choices.map((choice) => (
        <IonSegmentButton key={String(choice.value)} value={choice.value} className={styles.button}>
          <IonLabel>{choice.label}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
