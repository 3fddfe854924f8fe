import { IonInput } from '@/ui/ionic/input';
import type { ComponentProps } from 'react';

/** '21112026' → '21/11/2026' as the digits come: the slashes appear by themselves. */
export function maskDateBr(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

type IonInputProps = ComponentProps<typeof IonInput>;

export interface DateInputProps extends Omit<IonInputProps, 'value' | 'onIonInput' | 'onChange' | 'type'> {
  /** 'DD/MM/YYYY' (or part of it while typing). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed DD/MM/AAAA on the numeric keypad, in Ionic's input (requirements §5 displays dates
 * that way). Not IonDatetime: a calendar wheel is slower than eight digits for a date the
 * merchant already knows, and it costs the first screen ~28 KiB (docs/stack-notes.md, "Ionic tree-shaking"). Not
 * `type="date"` either: its display follows the browser's language (MM/DD/YYYY in English).
 */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  return (
    <IonInput
      {...rest}
      type="text"
      inputmode="numeric"
      autocomplete="off"
      maxlength={10}
      placeholder="DD/MM/AAAA"
      value={value}
      onIonInput={(event) => {
        const typed = event.detail.value ?? '';
        const masked = maskDateBr(typed);
        // React would not re-render when the mask leaves the value it already has: set it here.
        if (masked !== typed) event.target.value = masked;
        onChange(masked);
      }}
    />
  );
}
