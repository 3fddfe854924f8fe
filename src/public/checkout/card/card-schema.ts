import * as v from 'valibot';
// From the payer's shapes (loaded with the form anyway), not from card.ts: the card call's module
// carries its body's rules, and with them the brands' table, which comes after the form shows.
import { CARD_HOLDER_MAX } from '@contract/checkout/payer';
import { TextField } from '@contract/rules/text';
import { normalizeCardNumber, type MatchCardType } from '@contract/rules/card-checks';
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
 * The card form's rules, each one of requirements §5 with its exact message (Luhn: 'Número de
 * cartão inválido', expiry: 'Data inválida', CPF/CNPJ: 'CPF ou CNPJ não é válido'). The number's
 * lengths and the CVV's follow the brand, from the brands' table (`matchCardType`), which arrives
 * just after the form shows: until then (undefined) the brand's lengths wait and the CVV may have
 * 3 or 4 digits. A submission is judged only with the table (card-form.tsx waits for it).
 */
export function cardFormSchema(matchCardType: MatchCardType | undefined) {
  const cvvFits = (number: string, cvv: string) =>
    matchCardType ? cvv.length === cvvLength(previewBrandOf(number, matchCardType)) : /^\d{3,4}$/.test(cvv);
  return v.pipe(
    v.object({
      number: v.pipe(v.string(), required(LABELS.number), cardNumber(matchCardType)),
      holder: TextField(LABELS.holder, CARD_HOLDER_MAX),
      expiry: v.pipe(v.string(), required(LABELS.expiry), cardExpiry()),
      cvv: v.pipe(v.string(), required(LABELS.cvv), numeric(LABELS.cvv)),
      installments: v.pipe(v.string(), required(LABELS.installments)),
      ...payerEntries,
    }),
    v.forward(
      v.partialCheck(
        [['number'], ['cvv']],
        (input) => cvvFits(input.number, input.cvv),
        (issue) => {
          const input = issue.input as { number?: string };
          return messages.digits(LABELS.cvv, cvvLength(previewBrandOf(input.number ?? '', matchCardType)));
        },
      ),
      ['cvv'],
    ),
  );
}

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
