import type * as v from 'valibot';
import type { payByCard } from '../../../contract/checkout/card.ts';
import { cardBrandOf, cardFingerprint, issuerAnswer } from '../cards.ts';
import { normalizeCardNumber } from '../../../contract/rules/card-checks.ts';
import { installmentOptions } from '../paylink.ts';
import type { CardPaymentRequest } from './card-payment.ts';
import { cardKey, clientKey, paymentFingerprint } from './keys.ts';

/** The card form as the contract parsed it (the call's declared body). */
export type CardForm = v.InferOutput<(typeof payByCard)['body']>;

/**
 * The contract bounds installments by the card form's maximum; a link offers at most its own,
 * and fewer when its amount cannot be split into installments of the minimum (paylink.ts
 * installmentOptions). The field's problem, or undefined when the link offers the choice.
 */
export function installmentsProblem(
  link: { amount_cents: number; max_installments: number },
  installments: number,
): string | undefined {
  const options = installmentOptions(link.amount_cents, link.max_installments);
  return installments > options.length ? `installments: O campo Parcelas deve ser de 1 a ${options.length}` : undefined;
}

/**
 * A card form as the payment rules take it: only the BIN and last 4 of the card go on (the PAN
 * and CVV are never kept), the rest as the one-way names they count and compare by (keys.ts).
 */
export function cardPaymentRequest(
  linkId: number,
  key: string,
  form: CardForm,
  clientAddress: string,
): CardPaymentRequest {
  const number = normalizeCardNumber(form.card.number);
  const { bin, last4 } = cardFingerprint(number);
  const { installments, payer } = form;
  return {
    linkId,
    key,
    fingerprint: paymentFingerprint({
      installments,
      bin,
      last4,
      expiry: form.card.expiry,
      holder: form.card.holder_name,
      payer,
    }),
    card: {
      installments,
      brandId: cardBrandOf(number),
      bin,
      last4,
      cardKey: cardKey(bin, last4, form.card.expiry),
      clientKey: clientKey(clientAddress),
      payer,
      issuer: issuerAnswer(number),
    },
  };
}
