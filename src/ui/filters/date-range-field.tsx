import { IonButton } from '@ionic/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { dateRangeShortcut, isoToBr, type DateRangeShortcut } from '@/lib/dates';
import { DateInput } from '@/ui/inputs/date-input';
import { INPUT_LOOK, useFieldError, type FieldProps } from './field-input';
import type { FormValues } from './form';
import type { DateRangeFilter } from '@/api/lists/filter-types';
import styles from './filters.module.css';

const SHORTCUT_LABELS: Record<DateRangeShortcut, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  last7: '7 dias',
  last15: '15 dias',
  last30: '30 dias',
  currentMonth: 'Mês atual',
};
const ALL_SHORTCUTS = Object.keys(SHORTCUT_LABELS) as DateRangeShortcut[];

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

/** A period: its shortcuts, then the start and end dates. */
export function DateRangeField({ def, disabled }: FieldProps<DateRangeFilter>) {
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
