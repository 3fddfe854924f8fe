import * as v from 'valibot';
import { isoToBr, parseDateBr, today } from '@/lib/dates';
import {
  arrayMin,
  dateBr,
  maxCurrencyValue,
  maxLength,
  maxValue,
  minCurrencyValue,
  minDate,
  minValue,
  required,
} from '@/lib/validation';
import { CHANNEL } from '@contract/codes/lookups';
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/shapes/payment-methods';
import { MAX_INSTALLMENTS, PAYLINK_LABELS as LABELS, type PaylinkRequest } from '@contract/paylinks';
import { MAX_AMOUNT_CENTS, MAX_DESCRIPTION, MIN_AMOUNT_CENTS } from '@contract/codes/paylinks';
import type { Paylink } from '../api/schemas';

/**
 * The create/edit form with requirements §5's rules and messages. Every rule comes from
 * `lib/validation`, every limit and label from the contract (contract/paylinks.ts), whose body the
 * server checks with the same ones; `today` is read when the date is checked, so a form left open
 * past midnight still refuses yesterday.
 */
export function paylinkFormSchema(todayIso: () => string = () => today()) {
  return v.object({
    description: v.pipe(v.string(), required(LABELS.description), maxLength(LABELS.description, MAX_DESCRIPTION)),
    /** Cents from the auto-decimal input; null while empty. */
    amountCents: v.pipe(
      v.nullable(v.number()),
      required(LABELS.amount),
      minCurrencyValue(MIN_AMOUNT_CENTS),
      maxCurrencyValue(MAX_AMOUNT_CENTS),
    ),
    maxInstallments: v.pipe(
      v.number(),
      minValue(LABELS.maxInstallments, 1),
      maxValue(LABELS.maxInstallments, MAX_INSTALLMENTS),
    ),
    paymentMethods: v.pipe(v.array(v.picklist(PAYMENT_METHODS)), arrayMin(LABELS.paymentMethods, 1)),
    /** 'DD/MM/AAAA' as typed, or '' for a link that never expires. */
    expiresAt: v.pipe(v.string(), dateBr(), minDate(LABELS.expiresAt, todayIso)),
    reusable: v.boolean(),
  });
}
export const PaylinkFormSchema = paylinkFormSchema();
export type PaylinkFormInput = v.InferInput<typeof PaylinkFormSchema>;
export type PaylinkFormValues = v.InferOutput<typeof PaylinkFormSchema>;

/**
 * A new link when the merchant's plans are not known (not read, offline): card and Pix, one
 * installment, no end date, paid once. With the plans, `newLinkForm` ticks what they allow.
 */
export const EMPTY_FORM: PaylinkFormInput = {
  description: '',
  amountCents: null,
  maxInstallments: 1,
  paymentMethods: ['CARD', 'PIX'],
  expiresAt: '',
  reusable: false,
};

/**
 * What the merchant's links can be paid with, in the contract's order: card and Pix always,
 * Boleto with a plan on the Boleto channel (lojista's 'Boleto Registrado'; vendedor has none).
 */
export function offeredMethods(plans: readonly { sales_plan: { channel: { id: number } } }[]): PaymentMethod[] {
  const boleto = plans.some((plan) => plan.sales_plan.channel.id === CHANNEL.BOLETO);
  return PAYMENT_METHODS.filter((method) => method !== 'BILLET' || boleto);
}

/** A new link: every method the merchant can offer ticked (issue 32), the rest as `EMPTY_FORM`. */
export const newLinkForm = (offered: readonly PaymentMethod[]): PaylinkFormInput => ({
  ...EMPTY_FORM,
  paymentMethods: PAYMENT_METHODS.filter((method) => offered.includes(method)),
});

/** The form of an existing link. */
export function formOf(link: Paylink): PaylinkFormInput {
  return {
    description: link.description,
    amountCents: link.amount,
    maxInstallments: link.max_installments,
    paymentMethods: PAYMENT_METHODS.filter((method) => link.payment_methods.includes(method)),
    expiresAt: link.expires_at ? (isoToBr(link.expires_at) ?? '') : '',
    reusable: link.reusable,
  };
}

/** The request for valid form values: methods in the contract's order, the date as ISO. */
export function toPaylinkRequest(values: PaylinkFormValues): PaylinkRequest {
  return {
    description: values.description.trim(),
    amount: values.amountCents ?? 0,
    max_installments: values.maxInstallments,
    payment_methods: PAYMENT_METHODS.filter((method) => values.paymentMethods.includes(method)),
    expires_at: values.expiresAt.trim() === '' ? null : parseDateBr(values.expiresAt),
    reusable: values.reusable,
  };
}

/** A link that was paid keeps its amount (the server answers 409 otherwise). */
export const amountLocked = (link: Paylink | undefined): boolean => (link?.payments_count ?? 0) > 0;

export const AMOUNT_LOCKED_REASON = 'Este link já recebeu pagamentos: o valor não pode ser alterado.';

type FieldName = keyof PaylinkFormInput;
const SERVER_FIELDS: Record<string, FieldName> = {
  description: 'description',
  amount: 'amountCents',
  max_installments: 'maxInstallments',
  payment_methods: 'paymentMethods',
  expires_at: 'expiresAt',
  reusable: 'reusable',
};

/**
 * The server's rule messages by form field: a 400 lists them as `detail: ['field: message']`
 * (docs/api.md "Payment links"), so each shows under its own field, as the form's own would.
 */
export function serverFieldErrors(body: unknown): Partial<Record<FieldName, string>> {
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  const errors: Partial<Record<FieldName, string>> = {};
  for (const entry of Array.isArray(detail) ? detail : []) {
    if (typeof entry !== 'string') continue;
    const cut = entry.indexOf(': ');
    const field = cut > 0 ? SERVER_FIELDS[entry.slice(0, cut)] : undefined;
    if (field && !errors[field]) errors[field] = entry.slice(cut + 2);
  }
  return errors;
}
