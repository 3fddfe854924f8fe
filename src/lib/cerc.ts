import {
  ARRANGEMENT_NAMES,
  ARRANGEMENTS,
  arrangementCode,
  EFFECT_OPERATIONS,
  EFFECT_TYPES,
} from '@contract/receivable-codes';
import { formatCents, formatPercent } from './money';

/**
 * The receivables registry's (CERC) codes as the screens word them: arrangements, contract effect
 * types and operations, division methods. The lists themselves are the contract's
 * (contract/receivable-codes.ts), the sandbox's too. Unknown codes are shown as they came: a new
 * code from the registry must not hide a row.
 */

export interface CodeOption {
  value: string;
  label: string;
}

/**
 * 'Mastercard Débito (MCD)'. The code stays beside the name because merchants read it on their
 * bank's statements, and 'MCC' alone would be mistaken for a merchant category code.
 */
export function arrangementLabel(code: string | null | undefined): string {
  if (!code) return 'Sem arranjo';
  const name = ARRANGEMENT_NAMES[code];
  return name ? `${name} (${code})` : code;
}

/** The arrangement of an id (1–8) by its label; unknown ids read 'Arranjo {id}'. */
export function arrangementLabelById(id: number): string {
  const code = arrangementCode(id);
  return code ? arrangementLabel(code) : `Arranjo ${id}`;
}

/**
 * A row's arrangement: its code when the backend sends it, else the one its id names; empty
 * (a dash on screen) when the backend sends neither, 'Sem arranjo' when it says there is none.
 */
export function rowArrangementLabel(row: { arrangement_id?: number | null; arrangement_code?: string | null }): string {
  if (row.arrangement_code) return arrangementLabel(row.arrangement_code);
  if (typeof row.arrangement_id === 'number') return arrangementLabelById(row.arrangement_id);
  return row.arrangement_id === undefined && row.arrangement_code === undefined ? '' : arrangementLabel(null);
}

/** A row's arrangement code (MCD, VCC…), from its id when the backend sends no code. */
export const rowArrangementCode = (row: {
  arrangement_id?: number | null;
  arrangement_code?: string | null;
}): string | null => row.arrangement_code ?? arrangementCode(row.arrangement_id);

export const ARRANGEMENT_OPTIONS: readonly CodeOption[] = ARRANGEMENTS.map((a) => ({
  value: String(a.id),
  label: arrangementLabel(a.code),
}));

export const EFFECT_TYPE_OPTIONS: readonly CodeOption[] = EFFECT_TYPES.map((e) => ({
  value: String(e.id),
  label: e.description,
}));

export const EFFECT_OPERATION_OPTIONS: readonly CodeOption[] = EFFECT_OPERATIONS.map((o) => ({
  value: o.id,
  label: o.description,
}));

/**
 * What an effect takes of its unit: 'R$ 4.000,00' (fixed amount) or '30,00%'; empty when the
 * backend does not say (the division is an extra of the contract).
 */
export function divisionText(effect: {
  division_method?: string;
  division_amount?: number | null;
  division_percentage?: number | null;
}): string {
  if (effect.division_method === 'PERCENTAGE' && effect.division_percentage != null)
    return formatPercent(effect.division_percentage);
  if (effect.division_amount != null) return formatCents(effect.division_amount);
  return '';
}
