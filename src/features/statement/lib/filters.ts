import { TRANSACTION_FIELD_LABELS } from '@contract/transaction-labels';
import * as v from 'valibot';
import { DATE_TYPES, MAX_ID_FILTER as ID_MAX, MAX_INSTALLMENTS_FILTER } from '@contract/codes/financial';
import { CARD_BRAND_FILTER_OPTIONS, OPERATION_FILTER_OPTIONS } from '@/lib/filter-codes';
import { ARRANGEMENT_OPTIONS } from '@/lib/cerc';
import { listSearchSchema } from '@/api/lists/list-route';
import type { FilterDef, FilterOption } from '@/api/lists/filter-types';

export interface StatementLookups {
  channels?: readonly FilterOption[];
  apps?: readonly FilterOption[];
  blockTypes?: readonly FilterOption[];
}

const DATE_BASIS_LABELS: Record<(typeof DATE_TYPES)[number], string> = {
  settlement: 'Liquidação',
  transaction: 'Venda',
};
const DATE_BASIS_OPTIONS: readonly FilterOption[] = DATE_TYPES.map((value) => ({
  value,
  label: DATE_BASIS_LABELS[value],
}));

/**
 * The statement's filters: the financial receivable's fields of requirements §3 with the date
 * basis selector (which date the period filters: settlement or sale), block reasons labelled
 * by the backend, and the paid / anticipated / blocked flags.
 */
export function statementFilters(lookups: StatementLookups = {}, dateBasis = 'settlement'): FilterDef[] {
  return [
    {
      kind: 'select',
      name: 'date_type',
      label: 'Data do período',
      required: true,
      default: DATE_TYPES[0],
      options: DATE_BASIS_OPTIONS,
    },
    {
      kind: 'dateRange',
      // The chip says which date the period is about.
      label: dateBasis === 'transaction' ? 'Data da venda' : 'Data de liquidação',
      start: 'start_date',
      end: 'end_date',
      // Opens on this month (1st to today), not on 13 months of receivables oldest first.
      default: 'currentMonth',
      // A receivable, sale, unit or boleto looked up by its code is found in any month.
      defaultUnless: ['id', 'transaction_id', 'receivable_unit_id', 'bank_billet_id'],
    },
    { kind: 'boolean', name: 'paid', label: 'Pago' },
    { kind: 'boolean', name: 'anticipation', label: 'Antecipado' },
    { kind: 'boolean', name: 'blocked', label: 'Bloqueado' },
    { kind: 'multiSelect', name: 'block_type', label: 'Motivo do bloqueio', options: lookups.blockTypes },
    { kind: 'multiSelect', name: 'card_brand', label: 'Bandeira', options: CARD_BRAND_FILTER_OPTIONS },
    { kind: 'multiSelect', name: 'operation', label: 'Operação', options: OPERATION_FILTER_OPTIONS },
    { kind: 'multiSelect', name: 'arrangement_id', label: 'Arranjo', options: ARRANGEMENT_OPTIONS },
    { kind: 'multiSelect', name: 'channel', label: 'Canal', options: lookups.channels },
    {
      kind: 'money',
      label: 'Valor da venda',
      min: 'vl_transaction_min',
      max: 'vl_transaction_max',
      minLabel: 'Valor mínimo',
      maxLabel: 'Valor máximo',
    },
    { kind: 'integer', name: 'qt_installment', label: 'Parcelas', min: 0, max: MAX_INSTALLMENTS_FILTER },
    { kind: 'integer', name: 'n_installment', label: 'Nº da parcela', min: 1, max: MAX_INSTALLMENTS_FILTER },
    { kind: 'integer', name: 'transaction_id', label: TRANSACTION_FIELD_LABELS.transaction_id, min: 1, max: ID_MAX },
    { kind: 'integer', name: 'id', label: 'Cód. financeiro', min: 1, max: ID_MAX },
    { kind: 'integer', name: 'receivable_unit_id', label: 'Unidade de recebível', min: 1, max: ID_MAX },
    { kind: 'integer', name: 'bank_billet_id', label: 'Boleto', min: 1, max: ID_MAX },
    { kind: 'multiSelect', name: 'app_code', label: 'Aplicativo', options: lookups.apps },
    { kind: 'boolean', name: 'pre_paid_card', label: 'Cartão pré-pago' },
  ];
}

export const STATEMENT_FILTERS: readonly FilterDef[] = statementFilters();

/** The screen's search params: the filters, the page (wide screens), the adjustments sheet. */
export const StatementSearchSchema = listSearchSchema(STATEMENT_FILTERS, {
  adjustments: v.fallback(v.optional(v.boolean()), undefined),
});
export type StatementSearch = v.InferOutput<typeof StatementSearchSchema>;
