import { arrangementCode, effectOperationLabel, effectTypeLabel } from '../../../contract/receivable-codes.ts';
import type { EffectRecord } from '../../db/queries/contract-effects.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** A contract effect as the API answers it (contract/contract-effects.ts), with its unit's arrangement. */
export function effectView(row: EffectRecord, arrangementId: number) {
  const percentage = row.division_method === 'PERCENTAGE';
  return {
    id: row.id,
    receivable_unit_id: row.receivable_unit_id,
    arrangement_id: arrangementId,
    arrangement_code: arrangementCode(arrangementId),
    effect_type: row.effect_type,
    effect_type_label: effectTypeLabel(row.effect_type),
    operation: row.operation,
    operation_label: effectOperationLabel(row.operation),
    protocol: row.protocol,
    contract_identifier: row.contract_identifier,
    beneficiary_doc: row.beneficiary_doc,
    beneficiary_name: row.beneficiary_name,
    cerc_code: row.cerc_code,
    priority: row.priority,
    division_method: row.division_method,
    division_amount: percentage ? null : row.division_value,
    // Basis points to a percentage with 2 decimals: 3000 → 30.
    division_percentage: percentage ? row.division_value / 100 : null,
    committed_amount: row.committed_cents,
    deprecated: row.deprecated,
    smoke_contract_effect: row.smoke_contract_effect,
    created_at: toZonedIso(row.created_at),
    liquidation_date: row.liquidation_date,
    receiving_end_user_document: row.receiving_end_user_document,
  };
}
