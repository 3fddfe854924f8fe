import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { IonCheckbox } from '@/ui/ionic/checkbox';
import { IonRadio } from '@/ui/ionic/radio';
import { IonRadioGroup } from '@/ui/ionic/radio-group';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldProps } from './field-input';
import type { FormValues } from './form';
import type { BooleanFilter, MultiSelectFilter, SelectFilter } from '@/api/lists/filter-types';
import styles from './filters.module.css';

/** Any of a list: Ionic's checkboxes, in a scrolling box past eight. */
export function MultiSelectField({ def, disabled }: FieldProps<MultiSelectFilter>) {
  const { control } = useFormContext<FormValues>();
  const many = (def.options?.length ?? 0) > 8;
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.label}>{def.label}</legend>
      {def.options === undefined ? (
        <p className={styles.hint}>Carregando opções…</p>
      ) : (
        <Controller
          control={control}
          name={def.name}
          render={({ field }) => {
            const chosen = Array.isArray(field.value) ? (field.value as readonly string[]) : [];
            const toggle = (value: string, on: boolean) =>
              field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
            return (
              <div className={many ? `${styles.options} ${styles.scroll}` : styles.options}>
                {def.options?.map((option) => (
                  <IonCheckbox
                    key={option.value}
                    className={styles.option}
                    labelPlacement="end"
                    justify="start"
                    name={def.name}
                    value={option.value}
                    disabled={disabled}
                    checked={chosen.includes(option.value)}
                    onIonChange={(event) => toggle(option.value, event.detail.checked)}
                    onIonBlur={field.onBlur}
                  >
                    {option.label}
                  </IonCheckbox>
                ))}
              </div>
            );
          }}
        />
      )}
    </fieldset>
  );
}

/** One of a few choices, all in view: Ionic's radios (a select would hide them behind a tap). */
export function SelectField({ def, disabled }: FieldProps<SelectFilter>) {
  const { control } = useFormContext<FormValues>();
  const options = def.required ? (def.options ?? []) : [{ value: '', label: 'Todos' }, ...(def.options ?? [])];
  return (
    <div className={styles.group}>
      {/* Ionic's radio group sets its own aria-labelledby (to a label it finds inside, else none):
          it is named by aria-label, and the visible label is not read twice. */}
      <p className={styles.label} aria-hidden="true">
        {def.label}
      </p>
      <Controller
        control={control}
        name={def.name}
        render={({ field }) => (
          <IonRadioGroup
            aria-label={def.label}
            className={styles.radios}
            value={typeof field.value === 'string' ? field.value : ''}
            onIonChange={(event) => field.onChange(String(event.detail.value ?? ''))}
          >
            {options.map((option) => (
              <IonRadio
                key={option.value}
                className={styles.radio}
                value={option.value}
                labelPlacement="end"
                justify="start"
                disabled={disabled}
              >
                {option.label}
              </IonRadio>
            ))}
          </IonRadioGroup>
        )}
      />
    </div>
  );
}

/** Yes, no or either: three options in one row that fits a 220 px column. */
export function BooleanField({ def, disabled }: FieldProps<BooleanFilter>) {
  const { control } = useFormContext<FormValues>();
  const labelId = useId();
  const choices = [
    { value: '', label: 'Todos' },
    { value: 'true', label: def.trueLabel ?? 'Sim' },
    { value: 'false', label: def.falseLabel ?? 'Não' },
  ];
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.label}>
        {def.label}
      </p>
      <Controller
        control={control}
        name={def.name}
        render={({ field }) => (
          <IonSegment
            aria-labelledby={labelId}
            className={styles.segmented}
            disabled={disabled}
            value={typeof field.value === 'string' ? field.value : ''}
            onIonChange={(event) => field.onChange(String(event.detail.value ?? ''))}
          >
            {choices.map((choice) => (
              <IonSegmentButton key={choice.value} value={choice.value} className={styles.segment}>
                <IonLabel>{choice.label}</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        )}
      />
    </div>
  );
}
