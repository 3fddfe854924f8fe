import * as v from 'valibot';
import { maxCurrencyValue, maxValue, minCurrencyValue, minValue, required } from '@/lib/validation';
import { OPERATION } from '@contract/codes/lookups';
import { OPERATION_LABELS as SALE_OPERATION_LABELS } from '@contract/labels';
import { SIMULATE_LIMITS } from '@contract/transaction-shapes';
import type { SimulateRequest } from '../api/simulate-transaction';

/** The card operations a simulated sale can have (the contract's). */
export type OperationId = (typeof SIMULATE_LIMITS.operations)[number];

/** The simulation's tabs: the contract's words, 'Parcelado' short for a third tab at 360 px. */
export const OPERATION_LABELS: Record<OperationId, string> = {
  [OPERATION.DEBIT]: SALE_OPERATION_LABELS[OPERATION.DEBIT],
  [OPERATION.CREDIT]: SALE_OPERATION_LABELS[OPERATION.CREDIT],
  [OPERATION.INSTALLMENTS]: 'Parcelado',
};

/** The API's limits for a simulated sale: at least one cent, at most R$ 999.999,99; parcelado 2 to 12. */
const MIN_AMOUNT_CENTS = SIMULATE_LIMITS.minAmount;
const MAX_AMOUNT_CENTS = SIMULATE_LIMITS.maxAmount;
export const MIN_INSTALLMENTS = SIMULATE_LIMITS.minParcelado;
export const MAX_INSTALLMENTS = SIMULATE_LIMITS.maxInstallments;

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
  operationId: v.picklist(SIMULATE_LIMITS.operations),
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
