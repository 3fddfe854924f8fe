import { useId, useRef } from 'react';
import { formatCents } from '@/lib/money';
import { MoneyInput } from '@/ui/inputs/money-input';
import { IonRange } from '@/ui/ionic/range';
import { amountOfSlider, sliderStep, sliderValue } from '../lib/amount';
import styles from './anticipation.module.css';

export interface AmountPickerProps {
  /** Cents, or null when the field is empty. */
  value: number | null;
  /** What is available: the slider's top. */
  max: number;
  onChange: (cents: number | null) => void;
  onBlur?: () => void;
  errorText?: string | undefined;
}

/**
 * The amount to anticipate, typed (any cent) or dragged: one value, two controls. The slider
 * follows what is typed (at its end when more than available is typed, the field then says why);
 * dragging writes the field.
 */
export function AmountPicker({ value, max, onChange, onBlur, errorText }: AmountPickerProps) {
  const ids = useId();
  // The range reports every value it is given too (clamped to its track): only what it reports
  // between a knob's start and end (drag, tap, arrow keys) is the merchant's move, or typing
  // past the top would be overwritten with the top.
  const moving = useRef(false);
  return (
    <div className={styles.picker}>
      <MoneyInput
        label="Valor a antecipar"
        labelPlacement="stacked"
        fill="outline"
        className={errorText ? 'ion-invalid ion-touched' : undefined}
        errorText={errorText}
        value={value}
        onChange={onChange}
        onIonBlur={onBlur}
      />
      <IonRange
        className={styles.range}
        aria-label="Ajuste do valor a antecipar"
        aria-describedby={`${ids}-bounds`}
        aria-valuetext={formatCents(sliderValue(value, max))}
        min={0}
        max={max}
        step={sliderStep(max)}
        value={sliderValue(value, max)}
        onIonKnobMoveStart={() => (moving.current = true)}
        onIonKnobMoveEnd={() => (moving.current = false)}
        onIonInput={(event) => {
          if (moving.current) onChange(amountOfSlider(Number(event.detail.value), max));
        }}
        onIonBlur={onBlur}
      />
      <p id={`${ids}-bounds`} className={styles.bounds}>
        <span>{formatCents(0)}</span>
        <span>{formatCents(max)}</span>
      </p>
    </div>
  );
}
