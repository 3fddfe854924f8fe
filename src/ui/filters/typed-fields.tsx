import { Controller, useFormContext } from 'react-hook-form';
import { IonInput } from '@/ui/ionic/input';
import { MoneyInput } from '@/ui/inputs/money-input';
import { INPUT_LOOK, useFieldError, type FieldProps } from './field-input';
import type { FormValues } from './form';
import type { IntegerFilter, MoneyRangeFilter, TextFilter } from '@/api/lists/filter-types';
import styles from './filters.module.css';

/** An amount range: the minimum and the maximum. */
export function MoneyField({ def, disabled }: FieldProps<MoneyRangeFilter>) {
  const { control } = useFormContext<FormValues>();
  const errors = { [def.min]: useFieldError(def.min), [def.max]: useFieldError(def.max) };
  const input = (name: string, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...INPUT_LOOK}
          {...errors[name]}
          label={label}
          name={field.name}
          disabled={disabled}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <fieldset className={`${styles.group} ${styles.double}`}>
      <legend className={styles.label}>{def.label}</legend>
      <div className={styles.pair}>
        {input(def.min, def.minLabel ?? 'Mínimo')}
        {input(def.max, def.maxLabel ?? 'Máximo')}
      </div>
    </fieldset>
  );
}

/** A typed filter (text or a whole number) in Ionic's input. */
export function TypedField({ def, disabled }: FieldProps<IntegerFilter | TextFilter>) {
  const { control } = useFormContext<FormValues>();
  const error = useFieldError(def.name);
  const integer = def.kind === 'integer';
  return (
    <Controller
      control={control}
      name={def.name}
      render={({ field }) => (
        <IonInput
          {...INPUT_LOOK}
          {...error}
          label={def.label}
          name={field.name}
          type="text"
          inputmode={integer ? 'numeric' : def.inputMode}
          autocomplete="off"
          autocapitalize={!integer && def.uppercase ? 'characters' : 'off'}
          placeholder={integer ? `${def.min} a ${def.max}` : def.placeholder}
          disabled={disabled}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onIonInput={(event) => field.onChange(event.detail.value ?? '')}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}
