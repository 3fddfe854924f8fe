import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { formatCardNumber } from '@/lib/cards';
import { formatCents } from '@/lib/money';
import type { Checkout } from '@contract/checkout/link';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { TextField } from '../../form/text-field';
import { useForm } from '../../form/use-form';
import { AlertIcon } from '../../layout/icons';
import { WaitBox } from '../../layout/wait-box';
import { PayerFields, pickPayer, type PayerValues } from '../payer';
import { BRAND_NAMES, cvvLength, previewBrandOf } from './card-brand';
import {
  cardFormSchema,
  LABELS,
  cardPaymentBody,
  emptyCardForm,
  formatCvvInput,
  formatExpiryInput,
  type CardPaymentBody,
} from './card-schema';
import type { CardPaymentState } from './use-card-payment';
import { useCardTypes } from './use-card-types';
import './card-form.css';

interface CardFormProps {
  checkout: Checkout;
  state: CardPaymentState;
  payer: PayerValues;
  onPayer: (payer: PayerValues) => void;
  others: readonly PaymentMethod[];
  onPay: (body: CardPaymentBody) => void;
  onRetry: () => void;
  onSwitch: (method: PaymentMethod) => void;
}

/** Only after a decline: the reason and the ways out. */
const Declined = lazy(() => import('./declined').then((m) => ({ default: m.Declined })));

/** The card picture is for wide screens only: a phone never downloads it. */
const CardPreview = lazy(() => import('./card-preview').then((m) => ({ default: m.CardPreview })));
const WIDE = '(min-width: 768px)';
const subscribeWide = (change: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const isWide = () => window.matchMedia?.(WIDE).matches ?? false;
const EMPTY_CARD = { number: '', holder: '', expiry: '', cvv: '' };

/**
 * The card and payer fields, the installments and the pay button. On a phone the brand shows
 * beside the number's label (the card picture, requirements §2's 290-wide preview, shows from
 * 768 px, where it pushes nothing off screen). After a decline: the issuer's reason, another
 * card (card fields emptied, payer kept) or the link's other methods.
 */
export function CardForm({ checkout, state, payer, onPayer, others, onPay, onRetry, onSwitch }: CardFormProps) {
  const { matchCardType, ready } = useCardTypes();
  const schema = useMemo(() => cardFormSchema(matchCardType), [matchCardType]);
  const form = useForm(schema, { ...emptyCardForm(), ...payer });
  const [flipped, setFlipped] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const { values, setValue } = form;
  const brand = previewBrandOf(values.number ?? '', matchCardType);
  const paying = state.status === 'paying';
  const cvv = form.field('cvv', { format: formatCvvInput });
  const options = checkout.installment_options.filter((option) => option.installments <= checkout.max_installments);

  useEffect(() => {
    onPayer(pickPayer(values));
  }, [onPayer, values]);

  // A number typed before the brands' table came is grouped by 4: now as its brand prints it,
  // unless that would drop digits (the brand's length rule will say so on submit).
  useEffect(() => {
    if (!matchCardType) return;
    setValue('number', (typed) => {
      const grouped = formatCardNumber(typed, matchCardType);
      return grouped.replace(/\D/g, '') === typed.replace(/\D/g, '') ? grouped : typed;
    });
  }, [matchCardType, setValue]);

  // The rules judge a submission with the brands' table: it is waited for if still on its way.
  // If it cannot come, the form says so the way it says a payment could not be sent, and keeps
  // everything typed.
  const submit = form.handleSubmit((v) => onPay(cardPaymentBody(v)), {
    rules: () => {
      if (matchCardType) return schema;
      return ready().then((match) => {
        setUnavailable(false);
        return cardFormSchema(match);
      });
    },
    onUnavailable: () => setUnavailable(true),
  });
  const failure = unavailable
    ? { message: NETWORK_ERROR_MESSAGE, network: true }
    : state.status === 'failed'
      ? state
      : null;

  const anotherCard = () => {
    form.resetFields(EMPTY_CARD);
    onRetry();
    document.getElementById('field-number')?.focus();
  };

  return (
    <form className="card-form" noValidate onSubmit={submit}>
      {state.status === 'denied' && (
        <Suspense fallback={null}>
          <Declined message={state.message} others={others} onAnotherCard={anotherCard} onSwitch={onSwitch} />
        </Suspense>
      )}
      {wide && (
        <div className="card-form-preview">
          <Suspense fallback={null}>
            <CardPreview
              number={values.number ?? ''}
              holder={values.holder ?? ''}
              expiry={values.expiry ?? ''}
              cvv={values.cvv ?? ''}
              flipped={flipped}
              matchCardType={matchCardType}
            />
          </Suspense>
        </div>
      )}
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
                setFlipped(false);
              },
            }}
            onFocus={() => setFlipped(true)}
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
        {options.length > 1 && (
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
        )}
      </fieldset>
      <PayerFields form={form} />
      {failure && (
        <div className="public-alert" role="alert">
          <AlertIcon />
          <div>
            {failure.message}
            {failure.network && ' Seus dados continuam preenchidos: tente de novo quando a conexão voltar.'}
          </div>
        </div>
      )}
      <WaitBox open={paying} detail="Processando o pagamento…" />
      <div className="checkout-pay-bar">
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
