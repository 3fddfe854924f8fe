import { IonInput } from '@/ui/ionic/input';
import { IonRadio } from '@/ui/ionic/radio';
import { IonRadioGroup } from '@/ui/ionic/radio-group';
import { useController, useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import styles from './form.module.css';

/**
 * The boleto forms' fields on react-hook-form (inside a FormProvider): Ionic inputs and radio
 * groups bound by name, with the rule's message under the field and focus on the first wrong one.
 */

type InputExtras = Omit<
  React.ComponentProps<typeof IonInput>,
  'value' | 'label' | 'name' | 'onIonInput' | 'onIonBlur' | 'errorText' | 'ref'
>;

export function TextField<T extends FieldValues>({
  name,
  label,
  ...extra
}: { name: Path<T>; label: string } & InputExtras) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={field.value as string}
      errorText={fieldState.error?.message}
      className={fieldState.error ? 'ion-invalid ion-touched' : undefined}
      // react-hook-form focuses the first wrong field through ref.focus(): Ionic's is setFocus().
      ref={(el) => field.ref(el ? { focus: () => void el.setFocus() } : null)}
      onIonInput={(e) => field.onChange(String(e.detail.value ?? ''))}
      onIonBlur={field.onBlur}
      {...extra}
    />
  );
}

export interface TypeOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/** A type chosen by radios; choosing one clears the amount of the type before (requirements §5). */
export function TypeRadios<T extends FieldValues>({
  name,
  label,
  options,
  clears,
}: {
  name: Path<T>;
  label: string;
  options: readonly TypeOption[];
  /** The amount field the type's choice empties (none for a plain choice, such as the layout). */
  clears?: Path<T>;
}) {
  const { field } = useController<T>({ name });
  const { setValue, clearErrors } = useFormContext<T>();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      <IonRadioGroup
        aria-label={label}
        value={field.value as string}
        onIonChange={(e) => {
          field.onChange(String(e.detail.value));
          if (clears === undefined) return;
          setValue(clears, '' as PathValue<T, Path<T>>);
          clearErrors(clears);
        }}
      >
        {options.map((o) => (
          <IonRadio
            key={o.value}
            value={String(o.value)}
            disabled={o.disabled}
            labelPlacement="end"
            className={styles.radio}
          >
            {o.label}
          </IonRadio>
        ))}
      </IonRadioGroup>
    </fieldset>
  );
}
