import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { formatCents } from '@/lib/money';
import type { Checkout } from '@contract/checkout/link';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { AlertIcon } from '../../layout/icons';
import { WaitBox } from '../../layout/wait-box';
import { PayerFields, type PayerValues } from '../payer';
import { previewBrandOf } from './card-brand';
import { CardFields } from './card-fields';
import type { CardPaymentBody } from './card-schema';
import type { CardPaymentState } from './use-card-payment';
import { useCardForm } from './use-card-form';
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
  const { form, matchCardType, submit, failure } = useCardForm({ state, payer, onPayer, onPay });
  const [flipped, setFlipped] = useState(false);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const { values } = form;
  const brand = previewBrandOf(values.number ?? '', matchCardType);
  const paying = state.status === 'paying';

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
      <CardFields form={form} checkout={checkout} matchCardType={matchCardType} brand={brand} onFlip={setFlipped} />
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
