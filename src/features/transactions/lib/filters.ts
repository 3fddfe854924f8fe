import * as v from 'valibot';
import { TRANSACTION_FIELD_LABELS as L } from '@contract/transaction-labels';
import { TRANSACTION_FILTER_LIMITS as LIMIT } from '@contract/codes/transactions';
import { CARD_BRAND_FILTER_OPTIONS, saleOperationOptions } from '@/lib/filter-codes';
import { listSearchSchema } from '@/api/lists/list-route';
import type { FilterDef, FilterOption } from '@/api/lists/filter-types';
import { STATUS_OPTIONS } from './labels';

export interface TransactionLookups {
  /** The backend's operations (`/v1/operation`): those beyond requirements §5's list (Pix) are offered too. */
  operations?: readonly { id: number; operation_name: string }[];
  channels?: readonly FilterOption[];
  apps?: readonly FilterOption[];
}

/**
 * The transaction filters of issue 3 §2 and requirements §5, keyed by the API's parameter names,
 * with the contract's limits (contract/codes/transactions.ts), so the form never sends what it
 * refuses. Lookup-driven options (operation, brand, channel, app) arrive with the lookups; the
 * search schema needs only the shape, so it is built from the definitions without them.
 */
export function transactionFilters(lookups: TransactionLookups = {}): FilterDef[] {
  return [
    { kind: 'dateRange', label: 'Período', start: 'start_date', end: 'end_date', notAfterToday: true },
    {
      kind: 'multiSelect',
      name: 'status',
      label: L.status,
      options: STATUS_OPTIONS,
      default: ['CONFIRMED'],
      // Looking a sale up by what identifies it finds it in any status (issue 22).
      defaultUnless: ['nsu', 'nsu_acquirer', 'authorization_number', 'transaction_id'],
    },
    { kind: 'multiSelect', name: 'operation', label: L.operation, options: saleOperationOptions(lookups.operations) },
    { kind: 'multiSelect', name: 'card_brand', label: L.card_brand, options: CARD_BRAND_FILTER_OPTIONS },
    {
      kind: 'money',
      label: 'Valor da venda',
      min: 'vl_transaction_min',
      max: 'vl_transaction_max',
      minLabel: 'Valor mínimo',
      maxLabel: 'Valor máximo',
    },
    { kind: 'integer', name: 'qt_installment', label: L.qt_installment, min: 0, max: LIMIT.installments },
    { kind: 'integer', name: 'transaction_id', label: L.transaction_id, min: 1, max: LIMIT.id },
    { kind: 'text', name: 'nsu', label: L.nsu, maxLength: LIMIT.nsu, inputMode: 'numeric' },
    { kind: 'text', name: 'nsu_acquirer', label: L.nsu_acquirer, maxLength: LIMIT.nsu },
    {
      kind: 'text',
      name: 'authorization_number',
      label: L.authorization_number,
      maxLength: LIMIT.authorization,
      uppercase: true,
    },
    { kind: 'integer', name: 'terminal', label: L.terminal, min: 1, max: LIMIT.id },
    { kind: 'text', name: 'serial_number', label: L.serial_number, maxLength: LIMIT.serial, uppercase: true },
    { kind: 'multiSelect', name: 'channel', label: L.channel, options: lookups.channels },
    { kind: 'multiSelect', name: 'app_code', label: L.app_name, options: lookups.apps },
    { kind: 'text', name: 'ecommerce_order', label: L.ecommerce_order, maxLength: LIMIT.ecommerceOrder },
    { kind: 'text', name: 'ecommerce_customer', label: L.ecommerce_customer, maxLength: LIMIT.ecommerceCustomer },
    { kind: 'integer', name: 'bank_billet_id', label: L.bank_billet_id, min: 1, max: LIMIT.id },
    { kind: 'boolean', name: 'pre_paid_card', label: L.pre_paid_card },
  ];
}

export const TRANSACTION_FILTERS: readonly FilterDef[] = transactionFilters();

/** The screen's search params: the filters, the page (wide screens) and the sale open in detail. */
export const TransactionSearchSchema = listSearchSchema(TRANSACTION_FILTERS, {
  sale: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type TransactionSearch = v.InferOutput<typeof TransactionSearchSchema>;
