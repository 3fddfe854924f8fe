import { formatCents, formatPercent } from './money';

/**
 * Code lists of the receivables registry (CERC) in Portuguese: arrangements, contract effect
 * types and operations, division methods (spec sections 3 and 5, DOMAIN.md). Shared because a
 * receivable unit lists its contract effects and a contract effect names its unit's arrangement.
 * Unknown codes are shown as they came: a new code from the registry must not hide a row.
 */

export interface CodeOption {
  value: string;
  label: string;
}

/** The arrangement ids the API filters by (spec section 5: 1–8), with their CERC codes. */
export const ARRANGEMENTS = [
  { id: 1, code: 'MCD' },
  { id: 2, code: 'MCC' },
  { id: 3, code: 'VCD' },
  { id: 4, code: 'VCC' },
  { id: 5, code: 'ECD' },
  { id: 6, code: 'ECC' },
  { id: 7, code: 'HCC' },
  { id: 8, code: 'ACC' },
] as const;

/** Card product names of spec section 3; HCD has no filter id but may still come in a row. */
const ARRANGEMENT_NAMES: Record<string, string> = {
  MCD: 'Mastercard Débito',
  MCC: 'Mastercard Crédito',
  VCD: 'Visa Débito',
  VCC: 'Visa Crédito',
  ECD: 'Elo Débito',
  ECC: 'Elo Crédito',
  HCD: 'Hipercard Débito',
  HCC: 'Hipercard Crédito',
  ACC: 'Amex Crédito',
};

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
  const code = ARRANGEMENTS.find((a) => a.id === id)?.code;
  return code ? arrangementLabel(code) : `Arranjo ${id}`;
}

export const ARRANGEMENT_OPTIONS: readonly CodeOption[] = ARRANGEMENTS.map((a) => ({
  value: String(a.id),
  label: arrangementLabel(a.code),
}));

/** Contract effect types (spec section 5). */
const EFFECT_TYPES: Record<number, string> = {
  1: 'Troca de titularidade',
  2: 'Ônus – cessão fiduciária',
  3: 'Ônus – outros',
  4: 'Bloqueio judicial',
};

export const effectTypeLabel = (type: number): string => EFFECT_TYPES[type] ?? `Tipo ${type}`;

export const EFFECT_TYPE_OPTIONS: readonly CodeOption[] = Object.entries(EFFECT_TYPES).map(([value, label]) => ({
  value,
  label,
}));

/** Operation letters the registry reports (spec section 3). */
const EFFECT_OPERATIONS: Record<string, string> = {
  C: 'Criação',
  A: 'Atualização',
  B: 'Baixa',
  R: 'Recriação',
};

export const effectOperationLabel = (operation: string): string => EFFECT_OPERATIONS[operation] ?? operation;

export const EFFECT_OPERATION_OPTIONS: readonly CodeOption[] = Object.entries(EFFECT_OPERATIONS).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

/** How an effect takes its share of a unit: a fixed amount or a percentage of it. */
const DIVISION_METHODS: Record<string, string> = {
  AMOUNT: 'Valor definido',
  PERCENTAGE: 'Percentual',
};

export const divisionMethodLabel = (method: string): string => DIVISION_METHODS[method] ?? method;

/** What an effect takes of its unit: 'R$ 4.000,00' (fixed amount) or '30,00%'. */
export function divisionText(effect: {
  division_method: string;
  division_amount: number | null;
  division_percentage: number | null;
}): string {
  if (effect.division_method === 'PERCENTAGE' && effect.division_percentage !== null)
    return formatPercent(effect.division_percentage);
  if (effect.division_amount !== null) return formatCents(effect.division_amount);
  return '';
}
