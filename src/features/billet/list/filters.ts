import * as v from 'valibot';
import type { BilletParam } from '@contract/billets';
import { BILLET_FILTER_MAX } from '@contract/codes/billets';
import { listSearchSchema } from '@/api/lists/list-route';
import type { FilterDef } from '@/api/lists/filter-types';
import { BILLET_STATUS_OPTIONS } from '../shared/labels';

/** A parameter of GET /v1/app/billet, by its contract name (a typo does not compile). */
const param = (name: BilletParam) => name;

/** The billet list's filters (docs/api.md "Billet list"): the contract's names and lengths. */
export const BILLET_FILTERS: readonly FilterDef[] = [
  {
    kind: 'multiSelect',
    name: param('billet_status'),
    label: 'Status',
    options: BILLET_STATUS_OPTIONS,
    // Requirements §4: the screen opens on the boletos awaiting registration; a boleto looked up by its
    // payer or a code is found in any status.
    default: ['WAITING_REGISTER'],
    defaultUnless: [param('billet_payer'), param('billet_payer_document'), param('our_number'), param('external_id')],
  },
  { kind: 'dateRange', label: 'Vencimento', start: param('start_date'), end: param('end_date') },
  { kind: 'text', name: param('billet_payer'), label: 'Pagador', maxLength: BILLET_FILTER_MAX.billet_payer },
  {
    kind: 'text',
    name: param('billet_payer_document'),
    label: 'CPF/CNPJ do pagador',
    maxLength: BILLET_FILTER_MAX.billet_payer_document,
  },
  {
    kind: 'money',
    label: 'Valor',
    min: param('billet_value_min'),
    max: param('billet_value_max'),
    minLabel: 'Valor mínimo',
    maxLabel: 'Valor máximo',
  },
  { kind: 'text', name: param('our_number'), label: 'Nosso número', maxLength: BILLET_FILTER_MAX.our_number },
  { kind: 'text', name: param('external_id'), label: 'Código externo', maxLength: BILLET_FILTER_MAX.external_id },
];

/** The screen's search params: the filters, the page, and the boleto open in detail. */
export const BilletSearchSchema = listSearchSchema(BILLET_FILTERS, {
  billet: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type BilletSearch = v.InferOutput<typeof BilletSearchSchema>;
