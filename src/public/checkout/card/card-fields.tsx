import type { MatchCardType } from '@contract/rules/card-checks';
import { formatCardNumber } from '@/lib/cards';
import { formatCents } from '@/lib/money';
import type { Checkout } from '@contract/checkout/link';
import { TextField } from '../../form/text-field';
import type { useForm } from '../../form/use-form';
import { BRAND_NAMES, cvvLength, type PreviewBrand } from './card-brand';
import { formatCvvInput, formatExpiryInput, LABELS } from './card-schema';

type FormFields = Pick<ReturnType<typeof useForm>, 'field' | 'errorOf'>;

interface CardFieldsProps {
  form: FormFields;
  checkout: Checkout;
  matchCardType: MatchCardType | undefined;
  brand: PreviewBrand | null;
  /** The card picture turns to its back while the security code is being typed. */
  onFlip: (flipped: boolean) => void;
}

/** The card's number, expiry, security code and holder, then the installments when there is a choice. */
export function CardFields({ form, checkout, matchCardType, brand, onFlip }: CardFieldsProps) {
  const cvv = form.field('cvv', { format: formatCvvInput });
  return (
    <fieldset className="public-fieldset">
      <legend className="visually-hidden">Dados do cartão</legend>
      <TextField
        label={LABELS.number}
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        field={form.field('number', { format: (value) => formatCardNumber(value, matchCardType) })}
        error={form.errorOf('number')}
        aside={
          <span className="card-brand-inline" aria-live="polite">
            {brand && <span className="card-brand-chip">Bandeira: {BRAND_NAMES[brand]}</span>}
          </span>
        }
      />
      <div className="public-row">
        <TextField
          label={LABELS.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          field={form.field('expiry', { format: formatExpiryInput })}
          error={form.errorOf('expiry')}
        />
        <TextField
          label={LABELS.cvv}
          inputMode="numeric"
          autoComplete="cc-csc"
          // Until the table comes any card's code fits: nothing typed or autofilled is cut.
          maxLength={matchCardType ? cvvLength(brand) : 4}
          placeholder={brand === 'amex' ? '4 dígitos' : '3 dígitos'}
          field={{
            ...cvv,
            onBlur: () => {
              cvv.onBlur();
              onFlip(false);
            },
          }}
          onFocus={() => onFlip(true)}
          error={form.errorOf('cvv')}
        />
      </div>
      <TextField
        label={LABELS.holder}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        field={form.field('holder')}
        error={form.errorOf('holder')}
      />
      <InstallmentsSelect form={form} checkout={checkout} />
    </fieldset>
  );
}

/** Shown only when the link offers more than one installment count. */
function InstallmentsSelect({ form, checkout }: { form: FormFields; checkout: Checkout }) {
  const options = checkout.installment_options.filter((option) => option.installments <= checkout.max_installments);
  if (options.length <= 1) return null;
  return (
    <div className="public-field">
      <label htmlFor="field-installments">{LABELS.installments}</label>
      <select {...form.field('installments')}>
        {options.map((option) => (
          <option key={option.installments} value={String(option.installments)}>
            {installmentLabel(option.installments, option.installment_amount, option.total_amount, checkout.amount)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** '1x de R$ 100,00 (à vista)', '3x de R$ 33,34 sem juros', '6x de R$ 18,00 (total R$ 108,00)'. */
function installmentLabel(count: number, each: number, total: number, amount: number): string {
  const base = `${count}x de ${formatCents(each)}`;
  if (count === 1) return `${base} (à vista)`;
  return total > amount ? `${base} (total ${formatCents(total)})` : `${base} sem juros`;
}
