import type * as v from 'valibot';
import { MAX_ID_FILTER as ID_MAX } from '@contract/codes/financial';
import { FINANCIER_MAX_LENGTH } from '@contract/codes/receivable-units';
import type { QueryParams } from '@/api';
import type { Now } from '@/lib/dates';
import { ARRANGEMENT_OPTIONS } from '@/lib/cerc';
import { listSearchSchema } from '@/api/lists/list-route';
import { documentFilter, withBareDocuments, withFormattedDocuments } from '@/api/lists/document-filters';
import { toQueryParams } from '@/api/lists/filter-params';
import type { FilterDef, FilterValues } from '@/api/lists/filter-types';

const DOCUMENT_KEYS = ['holder_document', 'receiving_end_user_document'] as const;

/**
 * The receivable units' filters (requirements §5 and issue 3): settlement dates, arrangement,
 * paid, contract effect and the two documents. Keys are the API's parameter names.
 */
export const UNIT_FILTERS: readonly FilterDef[] = [
  // Opens on what is still to settle, nearest first (the API's order), not on units of 2027.
  {
    kind: 'dateRange',
    label: 'Data de liquidação',
    start: 'start_date',
    end: 'end_date',
    default: 'fromToday',
    // A unit or payment looked up by its code is found whenever it settles.
    defaultUnless: ['receivable_unit_id', 'payment_id'],
  },
  { kind: 'multiSelect', name: 'arrangement_id', label: 'Arranjo', options: ARRANGEMENT_OPTIONS },
  { kind: 'boolean', name: 'paid', label: 'Paga' },
  {
    kind: 'boolean',
    name: 'contract_effect',
    label: 'Efeito de contrato',
    trueLabel: 'Com efeito de contrato',
    falseLabel: 'Sem efeito de contrato',
  },
  documentFilter('holder_document', 'Documento do titular'),
  documentFilter('receiving_end_user_document', 'Documento do recebedor final'),
  { kind: 'integer', name: 'receivable_unit_id', label: 'Cód. unidade de recebível', min: 1, max: ID_MAX },
  { kind: 'integer', name: 'payment_id', label: 'Cód. pagamento', min: 1, max: ID_MAX },
  // Any part of the name: the API matches it that way.
  { kind: 'text', name: 'financier', label: 'Financiador', maxLength: FINANCIER_MAX_LENGTH },
];

/** Documents: formatted in the URL and the chip, bare to the API (src/api/lists/document-filters.ts). */
export const withUnitDocuments = (values: FilterValues): FilterValues => withFormattedDocuments(values, DOCUMENT_KEYS);

/**
 * The API's filter parameters. A period with a start reads from its start: the nearest
 * settlement first (the opening "from today on" shows today's units, not those of next year).
 * Without one the API's own order stays (latest settlement first); requirements §9 sets none for units.
 */
export function unitQueryParams(values: FilterValues, now?: Now): QueryParams {
  const params = withBareDocuments(toQueryParams(UNIT_FILTERS, values, now), DOCUMENT_KEYS);
  return params.start_date === undefined ? params : { ...params, ...NEAREST_FIRST };
}

const NEAREST_FIRST = { sortBy: 'dt_liquidation', sortDesc: false } as const;

/** Rows per page of the list (the API's default). */
export const UNITS_PER_PAGE = 20;

/** The screen's search params: the filters and the page (wide screens). */
export const UnitsSearchSchema = listSearchSchema(UNIT_FILTERS);
export type UnitsSearch = v.InferOutput<typeof UnitsSearchSchema>;
