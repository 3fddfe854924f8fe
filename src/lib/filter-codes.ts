import { BRAND, INSTALLMENT_OPERATION_IDS, OPERATION, SPEC_OPERATION_IDS } from '@contract/codes/lookups';
import { CARD_BRAND_LABELS, OPERATION_LABELS, operationLabel } from '@contract/labels';

/**
 * Requirements §5's fixed filter options for a sale's operation and card brand. 'Crédito parcelado' is
 * one option that sends every installment operation, 2 to 10. Lists still show whatever
 * operation or brand a row holds.
 */
export interface CodeFilterOption {
  value: string;
  label: string;
  /** The values this option sends (default: its own). */
  sends?: readonly string[];
}

// The codes are the contract's (contract/codes/lookups.ts); the labels are the filter's.
const INSTALLMENT_OPERATIONS = INSTALLMENT_OPERATION_IDS.map(String);
const code = (id: number) => String(id);

export const OPERATION_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  { value: code(OPERATION.DEBIT), label: OPERATION_LABELS[OPERATION.DEBIT] },
  { value: code(OPERATION.CREDIT), label: OPERATION_LABELS[OPERATION.CREDIT] },
  { value: '2-10', label: OPERATION_LABELS[OPERATION.INSTALLMENTS], sends: INSTALLMENT_OPERATIONS },
  { value: code(OPERATION.BOLETO), label: OPERATION_LABELS[OPERATION.BOLETO] },
];

/** Codes requirements §5's options already send. */
const COVERED = new Set<number>([...SPEC_OPERATION_IDS, ...INSTALLMENT_OPERATION_IDS]);

/**
 * A sale's operation filter: requirements §5's list first, then every other operation the backend's
 * list (`/v1/operation`) names — Pix in the sandbox — so a merchant who sells by Pix can find
 * those sales. Until that list is read (a first start offline), the contract's own extra, Pix.
 */
export function saleOperationOptions(
  operations?: readonly { id: number; operation_name: string }[],
): readonly CodeFilterOption[] {
  const others = (operations ?? [{ id: OPERATION.PIX, operation_name: OPERATION_LABELS[OPERATION.PIX] }])
    .filter((operation) => !COVERED.has(operation.id))
    .map((operation) => ({ value: code(operation.id), label: operationLabel(operation) }));
  return [...OPERATION_FILTER_OPTIONS, ...others];
}

export const CARD_BRAND_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  BRAND.MASTERCARD,
  BRAND.VISA,
  BRAND.ELO,
  BRAND.HIPERCARD,
  BRAND.AMEX,
].map((id) => ({ value: code(id), label: CARD_BRAND_LABELS[id] }));
