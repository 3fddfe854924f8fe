/**
 * The codes the reference lists name (requirements §5: operation, channel, card brand, app), apart from
 * their calls (contract/lookups.ts): the list filters offer them in every list's search schema,
 * which the route tree loads before the first screen. Plain values only, so that importing them
 * costs no valibot schema and no endpoint (decision 033).
 */

/** Requirements §5's operation codes (Pix, 18, is the sandbox's own). */
export const OPERATION = { DEBIT: 0, CREDIT: 1, INSTALLMENTS: 2, BOLETO: 17, PIX: 18 } as const;

/**
 * Requirements §5: 'Crédito Parcelado' is operations 2 to 10 (an operator's backend may code each
 * installment count apart; the sandbox stores 2). The list filters accept all of them.
 */
export const INSTALLMENT_OPERATION_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const CHANNEL = { POS: 1, APP_TAXA_ZERO: 2, ECOMMERCE: 3, PAYMENT_LINK: 4, BOLETO: 5 } as const;
/** Requirements §5's card brands; 6 is the holder fee plan's pseudo-brand (requirements §3: 'APP TAXA ZERO'). */
export const BRAND = { MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5, APP_TAXA_ZERO: 6 } as const;
/** The applications a sale may come from (the `app_code` filter). */
export const APP_CODES = ['TAXAZERO', 'TAPTOPAY', 'SUPERAPP', 'CATALOGO'] as const;
export type AppCode = (typeof APP_CODES)[number];

/** Requirements §5's operation and card brand codes: what a contract-only lookup list holds. */
export const SPEC_OPERATION_IDS: readonly number[] = [
  OPERATION.DEBIT,
  OPERATION.CREDIT,
  OPERATION.INSTALLMENTS,
  OPERATION.BOLETO,
];
export const SPEC_CARD_BRAND_IDS: readonly number[] = [
  BRAND.MASTERCARD,
  BRAND.VISA,
  BRAND.ELO,
  BRAND.HIPERCARD,
  BRAND.AMEX,
];

/** The operations a list filter accepts: every code a sale holds, and each installment code. */
export const OPERATION_FILTER_IDS: readonly number[] = [
  ...new Set<number>([...Object.values(OPERATION), ...INSTALLMENT_OPERATION_IDS]),
].sort((a, b) => a - b);
export const CARD_BRAND_IDS: readonly number[] = Object.values(BRAND);
export const CHANNEL_IDS: readonly number[] = Object.values(CHANNEL);
