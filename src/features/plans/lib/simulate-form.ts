import * as v from 'valibot';
import { maxCurrencyValue, maxValue, minCurrencyValue, minValue, required } from '@/lib/validation';
import type { SimulateRequest } from '../api/simulate-transaction';

/** Operation ids of the contract (docs/api.md lookups): the card operations a sale can have. */
export const OPERATION = { DEBIT: 0, CREDIT: 1, INSTALLMENTS: 2 } as const;
export type OperationId = (typeof OPERATION)[keyof typeof OPERATION];

export const OPERATION_LABELS: Record<OperationId, string> = {
  [OPERATION.DEBIT]: 'Débito',
  [OPERATION.CREDIT]: 'Crédito à vista',
  [OPERATION.INSTALLMENTS]: 'Parcelado',
};

/** The API's limits for a simulated sale: at least one cent, at most R$ 999.999,99. */
export const MIN_AMOUNT_CENTS = 1;
export const MAX_AMOUNT_CENTS = 99_999_999;
export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 12;

export const SimulateFormSchema = v.object({
  /** Cents from the auto-decimal input; null while empty. */
  amountCents: v.pipe(
    v.nullable(v.number()),
    required('Valor'),
    minCurrencyValue(MIN_AMOUNT_CENTS),
    maxCurrencyValue(MAX_AMOUNT_CENTS),
  ),
  channelId: v.number(),
  /** '' until a brand is chosen (a native select's value). */
  brandId: v.pipe(v.string(), required('Bandeira')),
  operationId: v.picklist([OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS]),
  /** Only read for parcelado; the select offers 2–12, the schema holds the line anyway. */
  installments: v.pipe(v.number(), minValue('Parcelas', MIN_INSTALLMENTS), maxValue('Parcelas', MAX_INSTALLMENTS)),
});

export type SimulateFormInput = v.InferInput<typeof SimulateFormSchema>;
export type SimulateFormValues = v.InferOutput<typeof SimulateFormSchema>;

/** The request for valid form values: one installment unless parcelado. */
export function toSimulateRequest(values: SimulateFormValues): SimulateRequest {
  return {
    amount: values.amountCents ?? 0,
    card_brand: Number(values.brandId),
    operation: values.operationId,
    installments: values.operationId === OPERATION.INSTALLMENTS ? values.installments : 1,
    channel: values.channelId,
  };
}
