import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { DISCOUNT_TYPES, FEES_TYPES, PENALTY_TYPES } from '@contract/billet-terms';
import { TextField, TypeRadios } from './form-fields';
import { DISCOUNT_SLOTS, discountUses, feesUses, penaltyUses, type TermsValues } from './terms-values';
import styles from './form.module.css';

/** The fee's amount says its period, so '1' cannot be read as 1 % a day when it is a month. */
const FEES_AMOUNT_LABEL: Record<string, string> = {
  '1': 'Juros por dia (R$)',
  '2': 'Juros ao dia (%)',
  '3': 'Juros ao mês (%)',
  '4': 'Juros ao ano (%)',
};

/** A date typed as DD/MM/AAAA (sent as YYYY-MM-DD). */
function DateField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  return <TextField<T> name={name} label={label} inputmode="numeric" placeholder="DD/MM/AAAA" maxlength={10} />;
}

const TYPE_FIELDS = ['penalty_type', 'fees_type', ...DISCOUNT_SLOTS.map((s) => s.type)] as const;

/**
 * Multa, juros and up to three discounts with requirements §5's behaviour: a type clears the amount it
 * does not use, fee types 2 and 4 are offered disabled, the next discount shows once the one
 * before it has a type. Inside the upload form's or the bank instruction's FormProvider.
 */
export function TermsFields<T extends TermsValues & FieldValues>() {
  const [penaltyType, feesType, ...discountTypes] = useWatch<TermsValues>({ name: [...TYPE_FIELDS] }) as string[];
  const name = (field: keyof TermsValues) => field as Path<T>;
  const penalty = penaltyUses(penaltyType ?? '3');
  const fees = feesUses(feesType ?? '5');
  return (
    <div className={styles.stack}>
      <TypeRadios<T> name={name('penalty_type')} label="Multa" options={PENALTY_TYPES} clears={name('penalty_value')} />
      {penalty !== 'none' && (
        <div className={styles.row}>
          <TextField<T>
            name={name('penalty_value')}
            label={penalty === 'value' ? 'Valor da multa' : 'Multa (%)'}
            inputmode="decimal"
          />
          <DateField<T> name={name('penalty_date')} label="Multa a partir de (opcional)" />
        </div>
      )}
      <TypeRadios<T> name={name('fees_type')} label="Juros" options={FEES_TYPES} clears={name('fees_value')} />
      {fees !== 'none' && (
        <div className={styles.row}>
          <TextField<T>
            name={name('fees_value')}
            label={FEES_AMOUNT_LABEL[feesType ?? ''] ?? 'Juros (%)'}
            inputmode="decimal"
          />
          <DateField<T> name={name('fees_date')} label="Juros a partir de (opcional)" />
        </div>
      )}
      {DISCOUNT_SLOTS.map((slot, i) => {
        if (i > 0 && discountTypes[i - 1] === '0') return null;
        const uses = discountUses(discountTypes[i] ?? '0');
        return (
          <div key={slot.type} className={styles.stack}>
            <TypeRadios<T>
              name={name(slot.type)}
              label={i === 0 ? 'Desconto' : `Desconto ${i + 1}`}
              options={DISCOUNT_TYPES}
              clears={name(slot.value)}
            />
            {uses !== 'none' && (
              <div className={styles.row}>
                <TextField<T>
                  name={name(slot.value)}
                  label={uses === 'value' ? `Valor do desconto ${i + 1}` : `Desconto ${i + 1} (%)`}
                  inputmode="decimal"
                />
                <DateField<T> name={name(slot.date)} label={`Desconto ${i + 1} até`} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
