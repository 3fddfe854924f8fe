import * as v from 'valibot';
import { CARD_HOLDER_MAX } from '@contract/checkout/card';
import { TextField } from '@contract/rules/text';
import { normalizeCardNumber } from '@/lib/cards';
import { cardExpiry, cardNumber } from '@/lib/validation/card-rules';
import { messages } from '@/lib/validation/messages';
import { numeric, required } from '@/lib/validation/text-rules';
import { payerBody, payerEntries, type PayerValues } from '../payer';
import { cvvLength, previewBrandOf } from './card-brand';

export const LABELS = {
  number: 'Número do cartão',
  holder: 'Nome impresso no cartão',
  expiry: 'Validade',
  cvv: 'CVV',
  installments: 'Parcelas',
} as const;

/**
 * The card form's rules, each one of spec section 5 with its exact message (Luhn: 'Número de
 * cartão inválido', expiry: 'Data inválida', CPF/CNPJ: 'CPF ou CNPJ não é válido'). The CVV's
 * length follows the brand, so that check sees the number too.
 */
export const CardFormSchema = v.pipe(
  v.object({
    number: v.pipe(v.string(), required(LABELS.number), cardNumber()),
    holder: TextField(LABELS.holder, CARD_HOLDER_MAX),
    expiry: v.pipe(v.string(), required(LABELS.expiry), cardExpiry()),
    cvv: v.pipe(v.string(), required(LABELS.cvv), numeric(LABELS.cvv)),
    installments: v.pipe(v.string(), required(LABELS.installments)),
    ...payerEntries,
  }),
  v.forward(
    v.partialCheck(
      [['number'], ['cvv']],
      (input) => input.cvv.length === cvvLength(previewBrandOf(input.number)),
      (issue) => {
        const input = issue.input as { number?: string };
        return messages.digits(LABELS.cvv, cvvLength(previewBrandOf(input.number ?? '')));
      },
    ),
    ['cvv'],
  ),
);

export type CardFormValues = {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
  installments: string;
} & PayerValues;

export const emptyCardForm = (installments = '1'): CardFormValues => ({
  number: '',
  holder: '',
  expiry: '',
  cvv: '',
  installments,
  payerName: '',
  payerDocument: '',
  payerEmail: '',
});

/** The POST body of the issue's contract. It lives only in memory and in the request. */
export function cardPaymentBody(values: CardFormValues) {
  return {
    installments: Number(values.installments),
    card: {
      number: normalizeCardNumber(values.number),
      holder_name: values.holder.trim().toUpperCase(),
      expiry: values.expiry,
      cvv: values.cvv,
    },
    payer: payerBody(values),
  };
}
export type CardPaymentBody = ReturnType<typeof cardPaymentBody>;

/**
 * 'MM/AA' as it is typed: digits only, the slash added after the month. Autofill may send
 * 'MM/AAAA' in one go: its century is dropped.
 */
export function formatExpiryInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvvInput = (value: string) => value.replace(/\D/g, '').slice(0, 4);
