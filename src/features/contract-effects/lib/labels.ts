/**
 * Whether a version still acts on the unit: a replaced version ('Depreciado'), a write-off
 * (operation B) or a registry smoke test (no financial effect) takes nothing from the merchant.
 */
export function effectStatus(effect: {
  deprecated: boolean;
  operation: string;
  smoke_contract_effect: boolean;
}): string {
  if (effect.deprecated) return 'Depreciado';
  if (effect.smoke_contract_effect) return 'Teste do registro';
  if (effect.operation === 'B') return 'Baixado';
  return 'Em vigor';
}
