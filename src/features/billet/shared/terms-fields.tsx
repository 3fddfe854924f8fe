import { IonInput, IonRadio, IonRadioGroup } from '@ionic/react';
import { DISCOUNT_TYPES, FEES_TYPES, PENALTY_TYPES } from './labels';
import {
  DISCOUNT_SLOTS,
  discountUses,
  feesUses,
  penaltyUses,
  type TermsErrors,
  type TermsValues,
} from './terms-values';
import styles from './terms-fields.module.css';

type Field = keyof TermsValues;

/** The fee's amount says its period, so '1' cannot be read as 1 % a day when it is a month. */
const FEES_AMOUNT_LABEL: Record<string, string> = {
  '1': 'Juros por dia (R$)',
  '2': 'Juros ao dia (%)',
  '3': 'Juros ao mês (%)',
  '4': 'Juros ao ano (%)',
};

export interface TermsFieldsProps {
  values: TermsValues;
  errors: TermsErrors;
  onChange: (patch: Partial<TermsValues>) => void;
}

/**
 * Multa, juros and up to three discounts with spec §5's behaviour: a type clears the amount it
 * does not use, fee types 2 and 4 are offered disabled, the next discount shows once the one
 * before it has a type. Used by the upload form and by a registered boleto's bank instruction.
 */
export function TermsFields({ values, errors, onChange }: TermsFieldsProps) {
  const input = (name: Field, label: string, extra: Partial<React.ComponentProps<typeof IonInput>> = {}) => (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      value={values[name]}
      errorText={errors[name]}
      className={errors[name] ? 'ion-invalid ion-touched' : undefined}
      onIonInput={(e) => onChange({ [name]: String(e.detail.value ?? '') })}
      {...extra}
    />
  );
  const types = (
    name: Field,
    label: string,
    options: readonly { value: number; label: string; disabled?: boolean }[],
    clear: Field,
  ) => (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      <IonRadioGroup
        aria-label={label}
        value={values[name]}
        onIonChange={(e) => onChange({ [name]: String(e.detail.value), [clear]: '' })}
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
  const penalty = penaltyUses(values.penalty_type);
  const fees = feesUses(values.fees_type);
  return (
    <div className={styles.stack}>
      {types('penalty_type', 'Multa', PENALTY_TYPES, 'penalty_value')}
      {penalty !== 'none' &&
        input('penalty_value', penalty === 'value' ? 'Valor da multa' : 'Multa (%)', { inputmode: 'decimal' })}
      {types('fees_type', 'Juros', FEES_TYPES, 'fees_value')}
      {fees !== 'none' &&
        input('fees_value', FEES_AMOUNT_LABEL[values.fees_type] ?? 'Juros (%)', { inputmode: 'decimal' })}
      {DISCOUNT_SLOTS.map((slot, i) => {
        const previous = DISCOUNT_SLOTS[i - 1];
        if (previous && values[previous.type] === '0') return null;
        const uses = discountUses(values[slot.type]);
        return (
          <div key={slot.type} className={styles.stack}>
            {types(slot.type, i === 0 ? 'Desconto' : `Desconto ${i + 1}`, DISCOUNT_TYPES, slot.value)}
            {uses !== 'none' && (
              <div className={styles.row}>
                {input(slot.value, uses === 'value' ? `Valor do desconto ${i + 1}` : `Desconto ${i + 1} (%)`, {
                  inputmode: 'decimal',
                })}
                {input(slot.date, `Desconto ${i + 1} até`, {
                  inputmode: 'numeric',
                  placeholder: 'DD/MM/AAAA',
                  maxlength: 10,
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
