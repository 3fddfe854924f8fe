import type { InputHTMLAttributes } from 'react';

/** '21112026' → '21/11/2026' as the digits come: the slashes appear by themselves. */
export function maskDateBr(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** 'DD/MM/YYYY' (or part of it while typing). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed DD/MM/AAAA on the numeric keypad (spec section 5 displays dates that way). Not
 * `<input type="date">`: its display follows the browser's language, so an English desktop
 * would show MM/DD/YYYY.
 */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder="DD/MM/AAAA"
      value={value}
      onChange={(event) => onChange(maskDateBr(event.target.value))}
    />
  );
}
