import { IonCheckbox } from '@/ui/ionic/checkbox';
import { IonInput } from '@/ui/ionic/input';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { ChoiceSelect } from '@/ui/inputs/choice-select';
import { DateInput } from '@/ui/inputs/date-input';
import { MoneyInput } from '@/ui/inputs/money-input';
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/shapes/payment-methods';
import { MAX_INSTALLMENTS, PAYLINK_LABELS as LABELS } from '@contract/paylinks';
import { METHOD_LABELS } from '../lib/labels';
import { AMOUNT_LOCKED_REASON, type PaylinkFormInput, type PaylinkFormValues } from '../lib/paylink-form';
import styles from './paylink-form.module.css';

type FormControl = Control<PaylinkFormInput, unknown, PaylinkFormValues>;

const INSTALLMENT_CHOICES = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1x (à vista)' : `${i + 1}x sem juros`,
}));

const invalid = (on: boolean) => (on ? 'ion-invalid ion-touched' : undefined);

export function DescriptionField({ control }: { control: FormControl }) {
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => (
        <IonInput
          label={LABELS.description}
          labelPlacement="stacked"
          fill="outline"
          autocomplete="off"
          placeholder="Ex.: Bolo de chocolate, 2 kg"
          className={invalid(fieldState.invalid)}
          errorText={fieldState.error?.message}
          value={field.value}
          onIonInput={(event) => field.onChange(event.detail.value ?? '')}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The amount; `locked` once the link has been paid. */
export function AmountField({ control, locked }: { control: FormControl; locked: boolean }) {
  return (
    <Controller
      control={control}
      name="amountCents"
      render={({ field, fieldState }) => (
        <MoneyInput
          label={LABELS.amount}
          labelPlacement="stacked"
          fill="outline"
          disabled={locked}
          className={invalid(fieldState.invalid)}
          errorText={fieldState.error?.message}
          helperText={locked ? AMOUNT_LOCKED_REASON : undefined}
          value={field.value}
          onChange={field.onChange}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}

export function InstallmentsField({ control }: { control: FormControl }) {
  return (
    <Controller
      control={control}
      name="maxInstallments"
      render={({ field, fieldState }) => (
        <ChoiceSelect
          label={LABELS.maxInstallments}
          value={String(field.value)}
          choices={INSTALLMENT_CHOICES}
          onChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          errorText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Only the `offered` methods are shown, with any the link already has (all when unknown). */
export function MethodsField({
  control,
  offered,
}: {
  control: FormControl;
  offered?: readonly PaymentMethod[] | undefined;
}) {
  const ids = useId();
  return (
    <Controller
      control={control}
      name="paymentMethods"
      render={({ field, fieldState: { error } }) => (
        <fieldset className={styles.group} aria-describedby={error ? `${ids}-methods-error` : undefined}>
          <legend className={styles.legend}>{LABELS.paymentMethods}</legend>
          <div className={styles.options}>
            {PAYMENT_METHODS.filter(
              (method) => !offered || offered.includes(method) || field.value.includes(method),
            ).map((method) => (
              <IonCheckbox
                key={method}
                labelPlacement="end"
                justify="start"
                value={method}
                checked={field.value.includes(method)}
                onIonChange={(event) => {
                  const next = event.detail.checked
                    ? [...field.value.filter((m) => m !== method), method]
                    : field.value.filter((m) => m !== method);
                  field.onChange(PAYMENT_METHODS.filter((m) => next.includes(m)));
                  field.onBlur();
                }}
              >
                {METHOD_LABELS[method]}
              </IonCheckbox>
            ))}
          </div>
          {error && (
            <p id={`${ids}-methods-error`} className={styles.error}>
              {error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

export function ExpiryField({ control }: { control: FormControl }) {
  return (
    <Controller
      control={control}
      name="expiresAt"
      render={({ field, fieldState }) => (
        <DateInput
          label={LABELS.expiresAt}
          labelPlacement="stacked"
          fill="outline"
          className={invalid(fieldState.invalid)}
          errorText={fieldState.error?.message}
          helperText="Opcional: em branco, o link não expira."
          value={field.value}
          onChange={field.onChange}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}

export function ReusableField({ control }: { control: FormControl }) {
  const ids = useId();
  return (
    <Controller
      control={control}
      name="reusable"
      render={({ field }) => (
        <div className={styles.reusable}>
          {/* A checkbox, not IonToggle: the same yes/no, and the checkbox is already on the first
            screen while the toggle would add 5 KiB gzip to it (decision 015). */}
          <IonCheckbox
            labelPlacement="end"
            justify="start"
            checked={field.value}
            aria-describedby={`${ids}-reusable-help`}
            onIonChange={(event) => field.onChange(event.detail.checked)}
          >
            {LABELS.reusable}
          </IonCheckbox>
          <p id={`${ids}-reusable-help`} className={styles.help}>
            O link continua aberto depois de pago, para receber de vários clientes.
          </p>
        </div>
      )}
    />
  );
}
