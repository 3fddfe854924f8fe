import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { autoDecimalCents, formatCents } from '@/lib/money';

export interface CurrencyInputProps {
  id: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  invalid: boolean;
  describedBy?: string | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The auto-decimal money input of spec section 5: digits fill from the right (1, 2, 3 reads
 * R$ 0,01 → R$ 0,12 → R$ 1,23), so a phone's numeric keypad is all it takes. Holds cents.
 */
export function CurrencyInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  className,
  ref,
}: CurrencyInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      className={className}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      value={value === null ? '' : formatCents(value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(autoDecimalCents(event.target.value))}
      onBlur={onBlur}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
