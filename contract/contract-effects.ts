import * as v from 'valibot';
import { EFFECT_TEXT_LIMITS } from './codes/contract-effects.ts';
import { MAX_ID_FILTER } from './codes/financial.ts';
import { endpoint } from './endpoint.ts';
import {
  BooleanParam,
  dateOrder,
  DateParam,
  DocumentParam,
  IdParam,
  IntegerParam,
  IntegersIn,
  OneOf,
  pagingEntries,
  sortingEntries,
  StringsIn,
  TextParam,
  UNKNOWN_PARAMETER,
} from './query.ts';
import { EFFECT_OPERATION_IDS, EFFECT_TYPE_IDS } from './receivable-codes.ts';
import { cleanDocument } from './rules/documents.ts';
import { need, shape } from './shape.ts';
import { ContractEffectSchema } from './shapes/contract-effect.ts';
import { Count } from './shapes/numbers.ts';
import { ReceivableUnitSchema } from './shapes/receivable-unit.ts';

/**
 * Contract effects (docs/api.md "Contract effects"): each version of each contract registered on
 * the merchant's receivable units — pledges, ownership transfers, court blocks.
 */

const AREA = 'contract-effects';

const EFFECT_DATE_TYPES = ['created_at', 'liquidation_date'] as const;
const EFFECT_SORT_KEYS = [
  'created_at',
  'liquidation_date',
  'priority',
  'committed_amount',
  'effect_type',
  'id',
] as const;
export type EffectSortKey = (typeof EFFECT_SORT_KEYS)[number];

// The text filters' limits live in contract/codes/contract-effects.ts (the route tree reads them).
const EffectQuery = v.strictObject(
  {
    ...pagingEntries(20),
    ...sortingEntries(EFFECT_SORT_KEYS, 'created_at', true),
    effect_type: v.optional(IntegersIn(EFFECT_TYPE_IDS)),
    operation: v.optional(StringsIn(EFFECT_OPERATION_IDS)),
    // Requirements §5: 'Depreciado' defaults to false.
    deprecated: v.optional(BooleanParam, 'false'),
    smoke_contract_effect: v.optional(BooleanParam),
    date_type: v.optional(OneOf(EFFECT_DATE_TYPES), 'created_at'),
    start_date: v.optional(DateParam),
    end_date: v.optional(DateParam),
    receivable_unit_id: v.optional(IntegerParam(1, MAX_ID_FILTER, 'Deve ser um número inteiro positivo')),
    contract_identifier: v.optional(TextParam(EFFECT_TEXT_LIMITS.contract_identifier)),
    beneficiary_doc: v.optional(v.pipe(TextParam(EFFECT_TEXT_LIMITS.beneficiary_doc), v.transform(cleanDocument))),
    protocol: v.optional(TextParam(EFFECT_TEXT_LIMITS.protocol)),
    receiving_end_user_document: v.optional(DocumentParam),
    // Case does not matter to whoever pastes the UUID.
    cerc_code: v.optional(v.pipe(TextParam(EFFECT_TEXT_LIMITS.cerc_code), v.toLowerCase())),
  },
  UNKNOWN_PARAMETER,
);
const EFFECT_QUERY = {
  schema: EffectQuery,
  multi: ['effect_type', 'operation'],
  rules: [dateOrder<v.InferOutput<typeof EffectQuery>>('start_date', 'end_date')],
};

const ContractEffectListSchema = shape({
  data: need(v.array(ContractEffectSchema), 'the page’s effects'),
  total: need(Count, 'how many effects the filter finds: the count and the pages'),
});
export type ContractEffectList = v.InferOutput<typeof ContractEffectListSchema>;

/** An effect with the unit it is registered on (optional: the detail links to the unit anyway). */
export const ContractEffectDetailSchema = shape(
  { ...ContractEffectSchema.entries },
  { receivable_unit: v.nullable(ReceivableUnitSchema) },
);
export type ContractEffectDetail = v.InferOutput<typeof ContractEffectDetailSchema>;

export const effectList = endpoint({
  id: 'contractEffects.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/contract_effect',
  access: 'merchant',
  summary: 'The contract effects of a filter, paged (the versions in force by default, newest first).',
  query: EFFECT_QUERY,
  success: { status: 200, schema: ContractEffectListSchema },
  errors: [400],
});

export const effectDetail = endpoint({
  id: 'contractEffects.detail',
  area: AREA,
  method: 'GET',
  path: '/v1/app/contract_effect/{id}',
  access: 'merchant',
  summary: 'A contract effect with the receivable unit it is registered on.',
  params: { id: IdParam },
  badParam: 400,
  success: { status: 200, schema: ContractEffectDetailSchema },
  errors: [400, 404],
});

export const CONTRACT_EFFECTS = [effectList, effectDetail] as const;
