import type * as v from 'valibot';
import type { QueryParams } from '@/api';
import type { ReceivableUnitPage } from '@/api/shapes/receivable-unit';
import { ARRANGEMENT_OPTIONS } from '@/lib/cerc';
import { formatCpfCnpj, normalizeDocument } from '@/lib/documents';
import { listSearchSchema, type ListRoute } from '@/ui/data-list/list-route';
import { toQueryParams } from '@/ui/filters/params';
import type { FilterDef, FilterValues } from '@/ui/filters/types';
import { receivableUnitQueries } from '../api/queries';

const DOCUMENT_KEYS = ['holder_document', 'receiving_end_user_document'] as const;

/**
 * The receivable units' filters (spec section 5 and issue 3): settlement dates, arrangement,
 * paid, contract effect and the two documents. Keys are the API's parameter names.
 */
export const UNIT_FILTERS: readonly FilterDef[] = [
  { kind: 'dateRange', label: 'Data de liquidação', start: 'start_date', end: 'end_date' },
  { kind: 'multiSelect', name: 'arrangement_id', label: 'Arranjo', options: ARRANGEMENT_OPTIONS },
  { kind: 'boolean', name: 'paid', label: 'Paga' },
  {
    kind: 'boolean',
    name: 'contract_effect',
    label: 'Efeito de contrato',
    trueLabel: 'Com efeito de contrato',
    falseLabel: 'Sem efeito de contrato',
  },
  // 18 = a formatted CNPJ; letters allowed and kept in capitals (alphanumeric CNPJ).
  {
    kind: 'text',
    name: 'holder_document',
    label: 'Documento do titular',
    maxLength: 18,
    uppercase: true,
    placeholder: 'CPF ou CNPJ',
  },
  {
    kind: 'text',
    name: 'receiving_end_user_document',
    label: 'Documento do recebedor final',
    maxLength: 18,
    uppercase: true,
    placeholder: 'CPF ou CNPJ',
  },
];

/**
 * Documents go to the URL formatted ('34.218.765/0001-14'), so the input and the chip read like
 * the document the merchant knows; the API strips the mask itself.
 */
export function withFormattedDocuments(values: FilterValues): FilterValues {
  const out: Record<string, FilterValues[string]> = { ...values };
  for (const key of DOCUMENT_KEYS) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = formatCpfCnpj(value.trim());
  }
  return out;
}

/** The API's filter parameters; documents sent bare (punctuation off, letters kept). */
export function unitQueryParams(values: FilterValues): QueryParams {
  const params: Record<string, QueryParams[string]> = { ...toQueryParams(UNIT_FILTERS, values) };
  for (const key of DOCUMENT_KEYS) {
    const value = params[key];
    if (typeof value === 'string') params[key] = normalizeDocument(value);
  }
  return params;
}

/** Rows per page of the list (the API's default). */
export const UNITS_PER_PAGE = 20;

/** The screen's search params: the filters and the page (wide screens). */
export const UnitsSearchSchema = listSearchSchema(UNIT_FILTERS);
export type UnitsSearch = v.InferOutput<typeof UnitsSearchSchema>;

/** The list the route prefetches and the screen shows (src/ui/data-list/list-route.ts). */
export const UNIT_LIST: ListRoute<ReceivableUnitPage> = {
  filters: UNIT_FILTERS,
  perPage: UNITS_PER_PAGE,
  toParams: unitQueryParams,
  queries: receivableUnitQueries.list,
};
