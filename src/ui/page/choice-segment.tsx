import { useId } from 'react';
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
 * One-of-a-few choice (period, status filter, brand) drawn as a segmented control. Native radio
 * buttons underneath: arrow keys, form semantics and screen readers work without script, and the
 * dashboard's first screen carries no segment component (decision 007). Options share the width
 * when they fit and the row scrolls sideways when they do not (5 choices at 320 px).
 */
export function ChoiceSegment<T extends string | number>({
  label,
  value,
  choices,
  onChange,
  className,
}: ChoiceSegmentProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className ? `${styles.segment} ${className}` : styles.segment}>
      {choices.map((choice) => (
        <label key={String(choice.value)} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={String(choice.value)}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
