import { IonInput } from '@/ui/ionic/input';
import type { ComponentProps } from 'react';
import { autoDecimalCents, formatCents } from '@/lib/money';

type IonInputProps = ComponentProps<typeof IonInput>;

export interface MoneyInputProps extends Omit<IonInputProps, 'value' | 'onIonInput' | 'onChange' | 'type'> {
  /** Integer cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * The auto-decimal BRL input of spec section 5: digits fill from the right (1, 2, 3 reads
 * R$ 0,01 → R$ 0,12 → R$ 1,23), backspace drops the last digit, nothing but digits counts, so
 * no negatives. A numeric keypad on phones. The value is always integer cents.
 */
export function MoneyInput({ value, onChange, placeholder, ...rest }: MoneyInputProps) {
  return (
    <IonInput
      {...rest}
      type="text"
      inputmode="numeric"
      autocomplete="off"
      placeholder={placeholder ?? 'R$ 0,00'}
      value={value === null ? '' : formatCents(value)}
      onIonInput={(event) => {
        const cents = autoDecimalCents(event.detail.value ?? '');
        const shown = cents === null ? '' : formatCents(cents);
        // Typing a letter leaves the amount as it was: put the formatted text back.
        if (shown !== event.detail.value) event.target.value = shown;
        onChange(cents);
      }}
    />
  );
}
