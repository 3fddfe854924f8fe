import { BRAND, INSTALLMENT_OPERATION_IDS, OPERATION } from './codes/lookups.ts';

/**
 * How the screens, the exports and the sandbox's lookup rows write a sale's operation and card
 * brand: one spelling everywhere, in sentence case ('Crédito parcelado', 'Mastercard'). Requirements §5
 * writes the brands in capitals (MASTERCARD=1…): that is how a backend may name them, not how a
 * merchant reads them.
 */

export const OPERATION_LABELS = {
  [OPERATION.DEBIT]: 'Débito',
  [OPERATION.CREDIT]: 'Crédito à vista',
  [OPERATION.INSTALLMENTS]: 'Crédito parcelado',
  [OPERATION.BOLETO]: 'Boleto',
  [OPERATION.PIX]: 'Pix',
} as const satisfies Record<(typeof OPERATION)[keyof typeof OPERATION], string>;

const INSTALLMENTS = new Set<number>(INSTALLMENT_OPERATION_IDS);

/** A sale's operation in words: the known codes as above, any other as its backend names it. */
export function operationLabel(operation: { id: number; operation_name: string }): string {
  if (INSTALLMENTS.has(operation.id)) return OPERATION_LABELS[OPERATION.INSTALLMENTS];
  return (OPERATION_LABELS as Readonly<Record<number, string>>)[operation.id] ?? operation.operation_name;
}

export const CARD_BRAND_LABELS = {
  [BRAND.MASTERCARD]: 'Mastercard',
  [BRAND.VISA]: 'Visa',
  [BRAND.ELO]: 'Elo',
  [BRAND.HIPERCARD]: 'Hipercard',
  [BRAND.AMEX]: 'Amex',
  [BRAND.APP_TAXA_ZERO]: 'App Taxa Zero',
} as const satisfies Record<(typeof BRAND)[keyof typeof BRAND], string>;

const BRAND_BY_NAME = new Map<string, string>(
  Object.values(CARD_BRAND_LABELS).map((label) => [label.toUpperCase().replace(/\s+/g, ''), label]),
);

/**
 * A card brand's name as a merchant reads it, from the name a backend sends ('MASTERCARD',
 * 'MasterCard', 'mastercard' → 'Mastercard'); a brand not listed gets its first letters up.
 */
export function cardBrandLabel(name: string): string {
  const known = BRAND_BY_NAME.get(name.toUpperCase().replace(/\s+/g, ''));
  if (known) return known;
  return name
    .toLowerCase()
    .split(/(\s+)/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
