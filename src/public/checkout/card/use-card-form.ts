import { useEffect, useMemo, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { formatCardNumber } from '@/lib/cards';
import { useForm } from '../../form/use-form';
import { pickPayer, type PayerValues } from '../payer';
import { cardFormSchema, cardPaymentBody, emptyCardForm, type CardPaymentBody } from './card-schema';
import type { CardPaymentState } from './use-card-payment';
import { useCardTypes } from './use-card-types';

interface CardFormOptions {
  state: CardPaymentState;
  payer: PayerValues;
  onPayer: (payer: PayerValues) => void;
  onPay: (body: CardPaymentBody) => void;
}

/**
 * The card form's values and rules (with the brands' table once it comes), its submit, and the
 * failure to show: the payment's, or the table's when a submission could not be judged.
 */
export function useCardForm({ state, payer, onPayer, onPay }: CardFormOptions) {
  const { matchCardType, ready } = useCardTypes();
  const schema = useMemo(() => cardFormSchema(matchCardType), [matchCardType]);
  const form = useForm(schema, { ...emptyCardForm(), ...payer });
  const [unavailable, setUnavailable] = useState(false);
  const { values, setValue } = form;

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

  return { form, matchCardType, submit, failure };
}
