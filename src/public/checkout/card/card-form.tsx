import { useState } from 'react';
import { formatCardNumber } from '@/lib/cards';
import { formatCents } from '@/lib/money';
import type { Checkout } from '../../api/schemas';
import { TextField } from '../../form/text-field';
import { useForm } from '../../form/use-form';
import { AlertIcon } from '../../layout/icons';
import { WaitBox } from '../../layout/wait-box';
import { PayerFields } from '../payer';
import { BRAND_NAMES, cvvLength, previewBrandOf } from './card-brand';
import { CardPreview } from './card-preview';
import {
  CardFormSchema,
  LABELS,
  cardPaymentBody,
  emptyCardForm,
  formatCvvInput,
  formatExpiryInput,
  type CardPaymentBody,
} from './card-schema';
import type { CardPaymentState } from './use-card-payment';
import './card-form.css';

interface CardFormProps {
  checkout: Checkout;
  state: CardPaymentState;
  onPay: (body: CardPaymentBody) => void;
}

const formatNumberInput = (value: string) => formatCardNumber(value);

/** The card and payer fields, the live preview, the installments and the pay button. */
export function CardForm({ checkout, state, onPay }: CardFormProps) {
  const form = useForm(CardFormSchema, emptyCardForm());
  const [flipped, setFlipped] = useState(false);
  const { values } = form;
  const brand = previewBrandOf(values.number ?? '');
  const paying = state.status === 'paying';
  const cvv = form.field('cvv', { format: formatCvvInput });
  const options = checkout.installment_options.filter((option) => option.installments <= checkout.max_installments);

  return (
    <form className="card-layout" noValidate onSubmit={form.handleSubmit((v) => onPay(cardPaymentBody(v)))}>
      <div className="card-layout-side">
        <CardPreview
          number={values.number ?? ''}
          holder={values.holder ?? ''}
          expiry={values.expiry ?? ''}
          cvv={values.cvv ?? ''}
          flipped={flipped}
        />
      </div>
      <div className="card-layout-main">
        <fieldset className="public-fieldset">
          <legend>Dados do cartão</legend>
          <TextField
            label={LABELS.number}
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
            field={form.field('number', { format: formatNumberInput })}
            error={form.errorOf('number')}
            hint={<span aria-live="polite">{brand ? `Bandeira: ${BRAND_NAMES[brand]}` : '\u00a0'}</span>}
          />
          <TextField
            label={LABELS.holder}
            autoComplete="cc-name"
            autoCapitalize="characters"
            spellCheck={false}
            field={form.field('holder')}
            error={form.errorOf('holder')}
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
              maxLength={cvvLength(brand)}
              placeholder={brand === 'amex' ? '4 dígitos' : '3 dígitos'}
              field={{
                ...cvv,
                onBlur: () => {
                  cvv.onBlur();
                  setFlipped(false);
                },
              }}
              onFocus={() => setFlipped(true)}
              error={form.errorOf('cvv')}
            />
          </div>
          <div className="public-field">
            <label htmlFor="field-installments">{LABELS.installments}</label>
            <select {...form.field('installments')}>
              {options.map((option) => (
                <option key={option.installments} value={String(option.installments)}>
                  {installmentLabel(
                    option.installments,
                    option.installment_amount,
                    option.total_amount,
                    checkout.amount,
                  )}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <PayerFields form={form} />
        {state.status === 'denied' && (
          <div className="public-alert" role="alert">
            <AlertIcon />
            <div>
              <strong>Pagamento não aprovado.</strong> {state.message}
            </div>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="public-alert" role="alert">
            <AlertIcon />
            <div>
              {state.message}
              {state.network && ' Seus dados continuam preenchidos: tente de novo quando a conexão voltar.'}
            </div>
          </div>
        )}
        <WaitBox open={paying} detail="Processando o pagamento…" />
        <button type="submit" className="public-button public-button-block" disabled={paying} aria-busy={paying}>
          {paying ? 'Processando pagamento…' : `Pagar ${formatCents(chosenTotal(checkout, values.installments))}`}
        </button>
      </div>
    </form>
  );
}

function chosenTotal(checkout: Checkout, installments: string | undefined): number {
  const option = checkout.installment_options.find((o) => String(o.installments) === installments);
  return option?.total_amount ?? checkout.amount;
}

/** '1x de R$ 100,00 (à vista)', '3x de R$ 33,34 sem juros', '6x de R$ 18,00 (total R$ 108,00)'. */
export function installmentLabel(count: number, each: number, total: number, amount: number): string {
  const base = `${count}x de ${formatCents(each)}`;
  if (count === 1) return `${base} (à vista)`;
  return total > amount ? `${base} (total ${formatCents(total)})` : `${base} sem juros`;
}
