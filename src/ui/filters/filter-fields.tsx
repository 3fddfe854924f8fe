import { IonButton, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { IonCheckbox } from '@/ui/ionic/checkbox';
import { IonInput } from '@/ui/ionic/input';
import { IonRadio } from '@/ui/ionic/radio';
import { IonRadioGroup } from '@/ui/ionic/radio-group';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { dateRangeShortcut, isoToBr, type DateRangeShortcut } from '@/lib/dates';
import { DateInput } from '@/ui/inputs/date-input';
import type { FormValues } from './form';
import { MoneyInput } from '@/ui/inputs/money-input';
import type {
  BooleanFilter,
  DateRangeFilter,
  FilterDef,
  IntegerFilter,
  MoneyRangeFilter,
  MultiSelectFilter,
  SelectFilter,
  TextFilter,
} from './types';
import styles from './filters.module.css';

export const SHORTCUT_LABELS: Record<DateRangeShortcut, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  last7: '7 dias',
  last15: '15 dias',
  last30: '30 dias',
  currentMonth: 'Mês atual',
};
const ALL_SHORTCUTS = Object.keys(SHORTCUT_LABELS) as DateRangeShortcut[];

/** Props every field takes: offline, filtering needs the server, so the inputs are read-only. */
interface FieldProps<D> {
  def: D;
  disabled: boolean;
}

/**
 * The section-5 message of `name`, and the classes that make Ionic's input show it (its error
 * text shows only on an input marked invalid and touched; Ionic ties it to the input for
 * screen readers).
 */
function useFieldError(name: string): { errorText: string | undefined; className: string | undefined } {
  const { formState } = useFormContext<FormValues>();
  const message = formState.errors[name]?.message;
  const errorText = typeof message === 'string' ? message : undefined;
  return { errorText, className: errorText ? `${styles.input} ion-invalid ion-touched` : styles.input };
}

/** Ionic's outlined input with its label above, the look of every typed filter. */
const INPUT_LOOK = { labelPlacement: 'stacked', fill: 'outline' } as const;

const shortcutRange = (kind: DateRangeShortcut) => {
  const range = dateRangeShortcut(kind);
  return { start: isoToBr(range.start) ?? '', end: isoToBr(range.end) ?? '' };
};

function DateField({
  name,
  label,
  other,
  disabled,
}: {
  name: string;
  label: string;
  other: string;
  disabled: boolean;
}) {
  const { control, trigger } = useFormContext<FormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...INPUT_LOOK}
          {...error}
          label={label}
          name={field.name}
          disabled={disabled}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => {
            field.onChange(value);
            // The pair is checked together (end ≥ start).
            void trigger(other);
          }}
          onIonBlur={field.onBlur}
        />
      )}
    />
  );
}

function DateRangeField({ def, disabled }: FieldProps<DateRangeFilter>) {
  const { setValue, trigger, control } = useFormContext<FormValues>();
  const [start, end] = useWatch({ control, name: [def.start, def.end] });
  const pick = (kind: DateRangeShortcut) => {
    const range = shortcutRange(kind);
    setValue(def.start, range.start, { shouldDirty: true });
    setValue(def.end, range.end, { shouldDirty: true });
    void trigger([def.start, def.end]);
  };
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.label}>{def.label}</legend>
      <div className={styles.shortcuts} role="group" aria-label={`Atalhos de ${def.label.toLowerCase()}`}>
        {(def.shortcuts ?? ALL_SHORTCUTS).map((kind) => {
          const range = shortcutRange(kind);
          const active = start === range.start && end === range.end;
          return (
            <IonButton
              key={kind}
              className={styles.shortcut}
              size="small"
              shape="round"
              fill={active ? 'solid' : 'outline'}
              color={active ? 'primary' : 'medium'}
              // A string: React sets true on a custom element as an empty attribute.
              aria-pressed={active ? 'true' : 'false'}
              disabled={disabled}
              onClick={() => pick(kind)}
            >
              {SHORTCUT_LABELS[kind]}
            </IonButton>
          );
        })}
      </div>
      <div className={`${styles.pair} ${styles.narrowPair}`}>
        <DateField name={def.start} label={def.startLabel ?? 'Data inicial'} other={def.end} disabled={disabled} />
        <DateField name={def.end} label={def.endLabel ?? 'Data final'} other={def.start} disabled={disabled} />
      </div>
    </fieldset>
  );
}

function MultiSelectField({ def, disabled }: FieldProps<MultiSelectFilter>) {
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
function SelectField({ def, disabled }: FieldProps<SelectFilter>) {
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

function MoneyField({ def, disabled }: FieldProps<MoneyRangeFilter>) {
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
function TypedField({ def, disabled }: FieldProps<IntegerFilter | TextFilter>) {
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

/** Yes, no or either: three options in one row that fits a 220 px column. */
function BooleanField({ def, disabled }: FieldProps<BooleanFilter>) {
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

/** The input(s) of one filter definition. */
export function FilterField({ def, disabled = false }: { def: FilterDef; disabled?: boolean }) {
  switch (def.kind) {
    case 'dateRange':
      return <DateRangeField def={def} disabled={disabled} />;
    case 'multiSelect':
      return <MultiSelectField def={def} disabled={disabled} />;
    case 'select':
      return <SelectField def={def} disabled={disabled} />;
    case 'money':
      return <MoneyField def={def} disabled={disabled} />;
    case 'integer':
    case 'text':
      return <TypedField def={def} disabled={disabled} />;
    case 'boolean':
      return <BooleanField def={def} disabled={disabled} />;
  }
}
