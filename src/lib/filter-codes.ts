import { BRAND, INSTALLMENT_OPERATION_IDS, OPERATION } from '@contract/lookups';

/**
 * Spec §5's fixed filter options for a sale's operation and card brand (issue 12 §1): exactly
 * these, whatever a backend's lookups add (the sandbox's also name Pix and 'App Taxa Zero').
 * 'Crédito Parcelado' is one option that sends every installment operation, 2 to 10. Lists
 * still show whatever operation or brand a row holds.
 */
export interface CodeFilterOption {
  value: string;
  label: string;
  /** The values this option sends (default: its own). */
  sends?: readonly string[];
}

// The codes are the contract's (contract/lookups.ts); the labels are the filter's.
const INSTALLMENT_OPERATIONS = INSTALLMENT_OPERATION_IDS.map(String);
const code = (id: number) => String(id);

export const OPERATION_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  { value: code(OPERATION.DEBIT), label: 'Débito' },
  { value: code(OPERATION.CREDIT), label: 'Crédito à vista' },
  { value: '2-10', label: 'Crédito Parcelado', sends: INSTALLMENT_OPERATIONS },
  { value: code(OPERATION.BOLETO), label: 'Boleto' },
];

export const CARD_BRAND_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  { value: code(BRAND.MASTERCARD), label: 'Mastercard' },
  { value: code(BRAND.VISA), label: 'Visa' },
  { value: code(BRAND.ELO), label: 'Elo' },
  { value: code(BRAND.HIPERCARD), label: 'Hipercard' },
  { value: code(BRAND.AMEX), label: 'Amex' },
];
