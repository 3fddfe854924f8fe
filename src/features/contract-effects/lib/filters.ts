import type * as v from 'valibot';
import { EFFECT_TEXT_LIMITS } from '@contract/codes/contract-effects';
import type { QueryParams } from '@/api';
import { EFFECT_OPERATION_OPTIONS, EFFECT_TYPE_OPTIONS } from '@/lib/cerc';
import { listSearchSchema } from '@/api/lists/list-route';
import { documentFilter, withBareDocuments, withFormattedDocuments } from '@/api/lists/document-filters';
import { toQueryParams } from '@/api/lists/filter-params';
import type { FilterDef, FilterValues } from '@/api/lists/filter-types';

/**
 * The contract effects' filters (requirements §5 and issue 3). 'Depreciado' is a required
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
  {
    kind: 'text',
    name: 'contract_identifier',
    label: 'Identificador do contrato',
    maxLength: EFFECT_TEXT_LIMITS.contract_identifier,
  },
  documentFilter('beneficiary_doc', 'Documento do beneficiário'),
  documentFilter('receiving_end_user_document', 'Documento do recebedor final'),
  { kind: 'text', name: 'protocol', label: 'Protocolo', maxLength: EFFECT_TEXT_LIMITS.protocol, inputMode: 'numeric' },
  { kind: 'text', name: 'cerc_code', label: 'Código CERC', maxLength: EFFECT_TEXT_LIMITS.cerc_code },
  {
    // The registry's connectivity tests (no financial effect) are the newest rows of an account
    // and led the list: hidden by default, a chip away from showing.
    kind: 'select',
    name: 'smoke_contract_effect',
    label: 'Testes do registro',
    default: 'false',
    options: [
      { value: 'false', label: 'Ocultos' },
      { value: 'true', label: 'Somente testes' },
    ],
  },
];

const DOCUMENT_KEYS = ['beneficiary_doc', 'receiving_end_user_document'] as const;

/** Documents: formatted in the URL and the chip, bare to the API (src/api/lists/document-filters.ts). */
export const withEffectDocuments = (values: FilterValues): FilterValues =>
  withFormattedDocuments(values, DOCUMENT_KEYS);

/** The API's filter parameters. */
export const effectQueryParams = (values: FilterValues): QueryParams =>
  withBareDocuments(toQueryParams(EFFECT_FILTERS, values), DOCUMENT_KEYS);

/** Rows per page of the list (the API's default). */
export const EFFECTS_PER_PAGE = 20;

/** The screen's search params: the filters and the page (wide screens). */
export const EffectsSearchSchema = listSearchSchema(EFFECT_FILTERS);
export type EffectsSearch = v.InferOutput<typeof EffectsSearchSchema>;
