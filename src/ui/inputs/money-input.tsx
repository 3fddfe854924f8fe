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
 * The auto-decimal BRL input of requirements §5: digits fill from the right (1, 2, 3 reads
 * R$ 0,01 → R$ 0,12 → R$ 1,23), backspace drops the last digit, nothing but digits counts, so
 * no negatives. A numeric keypad on phones. Focusing selects the amount shown, so typing replaces
 * it (issue 32). The value is always integer cents.
 */
export function MoneyInput({ value, onChange, placeholder, onIonFocus, ...rest }: MoneyInputProps) {
  return (
    <IonInput
      {...rest}
      type="text"
      inputmode="numeric"
      autocomplete="off"
      placeholder={placeholder ?? 'R$ 0,00'}
      value={value === null ? '' : formatCents(value)}
      onIonFocus={(event) => {
        // A filled-in amount is there to be replaced: focusing selects it all, so the first digit
        // typed starts a new amount instead of appending to it (R$ 171.002,50 → R$ 0,01). After
        // the tap's own mouseup, which would otherwise put the caret back.
        // Not once a digit was typed meanwhile (a fast keyboard): selecting then would make the
        // next digit replace what was just typed.
        const element = event.target;
        void element.getInputElement().then((input) => {
          const atFocus = input.value;
          setTimeout(() => {
            if (document.activeElement === input && input.value === atFocus) input.select();
          });
        });
        onIonFocus?.(event);
      }}
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
