import * as v from 'valibot';
import { listSearchSchema } from '@/ui/data-list/list-route';
import type { FilterDef } from '@/ui/filters/types';
import { BILLET_STATUS_OPTIONS } from '../shared/labels';

/** The billet list's filters (docs/api.md "Billet list"), keyed by the API's parameter names. */
export const BILLET_FILTERS: readonly FilterDef[] = [
  {
    kind: 'multiSelect',
    name: 'billet_status',
    label: 'Status',
    options: BILLET_STATUS_OPTIONS,
    default: ['WAITING_REGISTER'],
  },
  { kind: 'dateRange', label: 'Vencimento', start: 'start_date', end: 'end_date' },
  { kind: 'text', name: 'billet_payer', label: 'Pagador', maxLength: 100 },
  { kind: 'text', name: 'billet_payer_document', label: 'CPF/CNPJ do pagador', maxLength: 18 },
  {
    kind: 'money',
    label: 'Valor',
    min: 'billet_value_min',
    max: 'billet_value_max',
    minLabel: 'Valor mínimo',
    maxLabel: 'Valor máximo',
  },
  { kind: 'text', name: 'our_number', label: 'Nosso número', maxLength: 20 },
  { kind: 'text', name: 'external_id', label: 'Código externo', maxLength: 50 },
];

/** The screen's search params: the filters, the page, and the boleto open in detail. */
export const BilletSearchSchema = listSearchSchema(BILLET_FILTERS, {
  billet: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type BilletSearch = v.InferOutput<typeof BilletSearchSchema>;
