import * as v from 'valibot';
import { need, shape, spec } from '../shape.ts';
import { Cents, RowId } from './numbers.ts';

/**
 * One version of a contract registered on a receivable unit: who it favours, how much of the
 * unit it takes, and whether it is still in force (`deprecated` versions were replaced). The
 * effects list and detail and a unit's detail (its `contract_effects`) receive this same row
 * (docs/api.md "Contract effects"). Required: requirements §3's fields and what links and weighs it.
 */
export const ContractEffectSchema = shape(
  {
    id: need(RowId, 'an effect opens its detail by it'),
    receivable_unit_id: need(RowId, 'the effect links to the unit it takes from'),
    /** 1 troca de titularidade, 2 ônus – cessão fiduciária, 3 ônus – outros, 4 bloqueio judicial. */
    effect_type: spec(RowId),
    /** C criação, A atualização, B baixa, R recriação. */
    operation: spec(v.string()),
    protocol: spec(v.string()),
    contract_identifier: spec(v.string()),
    /** CPF/CNPJ unformatted; a CNPJ may be alphanumeric. */
    beneficiary_doc: spec(v.string()),
    cerc_code: spec(v.string()),
    /** What this version takes from the unit: 0 when deprecated, a write-off or a smoke test. */
    committed_amount: need(Cents, 'what the effect takes from its unit, the figure a merchant looks for'),
    deprecated: spec(v.boolean()),
    /** A registry test ("smoke") with no financial effect. */
    smoke_contract_effect: spec(v.boolean()),
    /** ISO date-time with offset. */
    created_at: spec(v.string()),
    /** 'YYYY-MM-DD', the unit's settlement date. */
    liquidation_date: spec(v.string()),
    receiving_end_user_document: spec(v.string()),
  },
  {
    arrangement_id: v.nullable(RowId),
    arrangement_code: v.nullable(v.string()),
    beneficiary_name: v.nullable(v.string()),
    /** 1 is served first: a court block before a pledge. */
    priority: v.number(),
    division_method: v.string(),
    division_amount: v.nullable(Cents),
    /** Already a percentage: 30 means 30 %. */
    division_percentage: v.nullable(v.number()),
    effect_type_label: v.string(),
    operation_label: v.string(),
  },
);
export type ContractEffect = v.InferOutput<typeof ContractEffectSchema>;
