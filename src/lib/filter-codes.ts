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

const INSTALLMENT_OPERATIONS = Array.from({ length: 9 }, (_, i) => String(i + 2));

export const OPERATION_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  { value: '0', label: 'Débito' },
  { value: '1', label: 'Crédito à vista' },
  { value: '2-10', label: 'Crédito Parcelado', sends: INSTALLMENT_OPERATIONS },
  { value: '17', label: 'Boleto' },
];

export const CARD_BRAND_FILTER_OPTIONS: readonly CodeFilterOption[] = [
  { value: '1', label: 'Mastercard' },
  { value: '2', label: 'Visa' },
  { value: '3', label: 'Elo' },
  { value: '4', label: 'Hipercard' },
  { value: '5', label: 'Amex' },
];
