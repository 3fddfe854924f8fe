import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { dateRangeShortcut, isoToBr, type DateRangeShortcut } from '@/lib/dates';
import { DateInput } from './date-input';
import type { FormValues } from './form';
import { MoneyInput } from './money-input';
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

/** The field's message under it, tied to the input with aria-describedby. */
function useFieldError(name: string): { error: string | undefined; errorId: string } {
  const { formState } = useFormContext<FormValues>();
  const errorId = `${useId()}-error`;
  const message = formState.errors[name]?.message;
  return { error: typeof message === 'string' ? message : undefined, errorId };
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** A label, one input and its message. */
function LabelledInput({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: (a11y: InputA11y) => ReactNode;
}) {
  const id = useId();
  const { error, errorId } = useFieldError(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

interface InputA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const shortcutRange = (kind: DateRangeShortcut) => {
  const range = dateRangeShortcut(kind);
  return { start: isoToBr(range.start) ?? '', end: isoToBr(range.end) ?? '' };
};

function DateField({ name, label, other }: { name: string; label: string; other: string }) {
  const { control, trigger } = useFormContext<FormValues>();
  return (
    <LabelledInput name={name} label={label}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DateInput
              {...a11y}
              className={styles.input}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => {
                field.onChange(value);
                // The pair is checked together (end ≥ start).
                void trigger(other);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </LabelledInput>
  );
}

function DateRangeField({ def }: { def: DateRangeFilter }) {
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
            <button
              key={kind}
              type="button"
              className={styles.shortcut}
              aria-pressed={active}
              onClick={() => pick(kind)}
            >
              {SHORTCUT_LABELS[kind]}
            </button>
          );
        })}
      </div>
      <div className={`${styles.pair} ${styles.narrowPair}`}>
        <DateField name={def.start} label={def.startLabel ?? 'Data inicial'} other={def.end} />
        <DateField name={def.end} label={def.endLabel ?? 'Data final'} other={def.start} />
      </div>
    </fieldset>
  );
}

function MultiSelectField({ def }: { def: MultiSelectFilter }) {
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
                  <label key={option.value} className={styles.option}>
                    <input
                      type="checkbox"
                      name={def.name}
                      value={option.value}
                      checked={chosen.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            );
          }}
        />
      )}
    </fieldset>
  );
}

function SelectField({ def }: { def: SelectFilter }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledInput name={def.name} label={def.label}>
      {(a11y) => (
        <select {...a11y} className={styles.input} {...register(def.name)}>
          {!def.required && <option value="">Todos</option>}
          {def.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledInput>
  );
}

function MoneyField({ def }: { def: MoneyRangeFilter }) {
  const { control } = useFormContext<FormValues>();
  const input = (name: string, label: string) => (
    <LabelledInput name={name} label={label}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MoneyInput
              {...a11y}
              className={styles.input}
              name={field.name}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </LabelledInput>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{def.label}</legend>
      <div className={styles.pair}>
        {input(def.min, def.minLabel ?? 'Mínimo')}
        {input(def.max, def.maxLabel ?? 'Máximo')}
      </div>
    </fieldset>
  );
}

function IntegerField({ def }: { def: IntegerFilter }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledInput name={def.name} label={def.label}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          placeholder={`${def.min} a ${def.max}`}
          {...register(def.name)}
        />
      )}
    </LabelledInput>
  );
}

function TextField({ def }: { def: TextFilter }) {
  const { register } = useFormContext<FormValues>();
  return (
    <LabelledInput name={def.name} label={def.label}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          inputMode={def.inputMode}
          autoComplete="off"
          autoCapitalize={def.uppercase ? 'characters' : undefined}
          className={styles.input}
          placeholder={def.placeholder}
          {...register(def.name)}
        />
      )}
    </LabelledInput>
  );
}

function BooleanField({ def }: { def: BooleanFilter }) {
  const { register } = useFormContext<FormValues>();
  const choices = [
    { value: '', label: 'Todos' },
    { value: 'true', label: def.trueLabel ?? 'Sim' },
    { value: 'false', label: def.falseLabel ?? 'Não' },
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{def.label}</legend>
      <div className={styles.segmented}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.segment}>
            <input type="radio" value={choice.value} {...register(def.name)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The input(s) of one filter definition. */
export function FilterField({ def }: { def: FilterDef }) {
  switch (def.kind) {
    case 'dateRange':
      return <DateRangeField def={def} />;
    case 'multiSelect':
      return <MultiSelectField def={def} />;
    case 'select':
      return <SelectField def={def} />;
    case 'money':
      return <MoneyField def={def} />;
    case 'integer':
      return <IntegerField def={def} />;
    case 'text':
      return <TextField def={def} />;
    case 'boolean':
      return <BooleanField def={def} />;
  }
}
