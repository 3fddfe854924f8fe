import type { InputHTMLAttributes } from 'react';
import { autoDecimalCents, formatCents } from '@/lib/money';

export interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** Integer cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * The auto-decimal BRL input of spec section 5: digits fill from the right (1, 2, 3 reads
 * R$ 0,01 → R$ 0,12 → R$ 1,23), backspace drops the last digit, nothing but digits counts, so
 * no negatives. A numeric keypad on phones. The value is always integer cents.
 */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === null ? '' : formatCents(value)}
      placeholder={rest.placeholder ?? 'R$ 0,00'}
      onChange={(event) => onChange(autoDecimalCents(event.target.value))}
    />
  );
}
