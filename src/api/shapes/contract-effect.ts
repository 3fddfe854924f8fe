import * as v from 'valibot';
import { CentsSchema } from '../money';

/**
 * One version of a contract registered on a receivable unit: who it favours, how much of the
 * unit it takes, and whether it is still in force (`deprecated` versions were replaced).
 *
 * Shared: the contract effects list and detail and a receivable unit's detail (its
 * `contract_effects`) receive this same row (docs/api.md "Contract effects").
 */
export const ContractEffectSchema = v.object({
  id: v.number(),
  receivable_unit_id: v.number(),
  arrangement_id: v.nullable(v.number()),
  arrangement_code: v.nullable(v.string()),
  /** 1 troca de titularidade, 2 ônus – cessão fiduciária, 3 ônus – outros, 4 bloqueio judicial. */
  effect_type: v.number(),
  /** C criação, A atualização, B baixa, R recriação. */
  operation: v.string(),
  protocol: v.string(),
  contract_identifier: v.string(),
  /** CPF/CNPJ unformatted; a CNPJ may be alphanumeric. */
  beneficiary_doc: v.string(),
  beneficiary_name: v.nullable(v.string()),
  cerc_code: v.string(),
  /** 1 is served first: a court block before a pledge. */
  priority: v.number(),
  division_method: v.string(),
  division_amount: v.nullable(CentsSchema),
  /** Already a percentage: 30 means 30 %. */
  division_percentage: v.nullable(v.number()),
  /** What this version takes from the unit: 0 when deprecated, a write-off or a smoke test. */
  committed_amount: CentsSchema,
  deprecated: v.boolean(),
  /** A registry test ("smoke") with no financial effect. */
  smoke_contract_effect: v.boolean(),
  /** ISO date-time with offset. */
  created_at: v.string(),
  /** 'YYYY-MM-DD', the unit's settlement date. */
  liquidation_date: v.string(),
  receiving_end_user_document: v.string(),
});
export type ContractEffect = v.InferOutput<typeof ContractEffectSchema>;
