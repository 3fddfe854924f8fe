import type * as v from 'valibot';
import type { QueryParams } from '@/api';
import { EFFECT_OPERATION_OPTIONS, EFFECT_TYPE_OPTIONS } from '@/lib/cerc';
import { formatCpfCnpj, normalizeDocument } from '@/lib/documents';
import { listSearchSchema, type ListRoute } from '@/ui/data-list/list-route';
import { toQueryParams } from '@/ui/filters/params';
import type { FilterDef, FilterValues } from '@/ui/filters/types';
import { contractEffectQueries } from '../api/queries';
import type { ContractEffectList } from '../api/schemas';

/**
 * The contract effects' filters (spec section 5 and issue 3). 'Depreciado' is a required
 * choice, not a removable yes/no: the API always filters it (default false) and has no "both",
 * so a 'Todos' option would silently show only the current versions.
 */
export const EFFECT_FILTERS: readonly FilterDef[] = [
  { kind: 'multiSelect', name: 'effect_type', label: 'Tipo de efeito', options: EFFECT_TYPE_OPTIONS },
  { kind: 'multiSelect', name: 'operation', label: 'Operação', options: EFFECT_OPERATION_OPTIONS },
  {
    kind: 'select',
    name: 'deprecated',
    label: 'Depreciado',
    required: true,
    default: 'false',
    options: [
      { value: 'false', label: 'Não (versões em vigor)' },
      { value: 'true', label: 'Sim (versões substituídas)' },
    ],
  },
  {
    kind: 'select',
    name: 'date_type',
    label: 'Data do período',
    required: true,
    default: 'created_at',
    options: [
      { value: 'created_at', label: 'Data de criação' },
      { value: 'liquidation_date', label: 'Data de liquidação' },
    ],
  },
  { kind: 'dateRange', label: 'Período', start: 'start_date', end: 'end_date' },
  { kind: 'text', name: 'contract_identifier', label: 'Identificador do contrato', maxLength: 60 },
  {
    kind: 'text',
    name: 'beneficiary_doc',
    label: 'Documento do beneficiário',
    maxLength: 18,
    uppercase: true,
    placeholder: 'CPF ou CNPJ',
  },
  { kind: 'boolean', name: 'smoke_contract_effect', label: 'Teste do registro' },
];

/** The beneficiary document goes to the URL formatted, so input and chip read like the document. */
export function withFormattedDocument(values: FilterValues): FilterValues {
  const value = values.beneficiary_doc;
  return typeof value === 'string' && value.trim() !== ''
    ? { ...values, beneficiary_doc: formatCpfCnpj(value.trim()) }
    : values;
}

/** The API's filter parameters; the document sent bare (punctuation off, letters kept). */
export function effectQueryParams(values: FilterValues): QueryParams {
  const params = toQueryParams(EFFECT_FILTERS, values);
  const doc = params.beneficiary_doc;
  return typeof doc === 'string' ? { ...params, beneficiary_doc: normalizeDocument(doc) } : params;
}

/** Rows per page of the list (the API's default). */
export const EFFECTS_PER_PAGE = 20;

/** The screen's search params: the filters and the page (wide screens). */
export const EffectsSearchSchema = listSearchSchema(EFFECT_FILTERS);
export type EffectsSearch = v.InferOutput<typeof EffectsSearchSchema>;

/** The list the route prefetches and the screen shows (src/ui/data-list/list-route.ts). */
export const EFFECT_LIST: ListRoute<ContractEffectList> = {
  filters: EFFECT_FILTERS,
  perPage: EFFECTS_PER_PAGE,
  toParams: effectQueryParams,
  queries: contractEffectQueries.list,
};
