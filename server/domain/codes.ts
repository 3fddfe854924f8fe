/**
 * The reference codes the routes, the domain rules and the seed share; the ids are the ones the
 * portal's filters send (spec section 5). The lookup rows that name them are in lookups.ts.
 */
export const OPERATION = { DEBIT: 0, CREDIT: 1, INSTALLMENTS: 2, BOLETO: 17, PIX: 18 } as const;

/**
 * Spec §5: 'Crédito Parcelado' is operations 2 to 10 (an operator's backend may code each
 * installment count apart; the sandbox stores 2). The list filters accept all of them.
 */
export const INSTALLMENT_OPERATION_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const CHANNEL = { POS: 1, APP_TAXA_ZERO: 2, ECOMMERCE: 3, PAYMENT_LINK: 4, BOLETO: 5 } as const;
export const BRAND = { MASTERCARD: 1, VISA: 2, ELO: 3, HIPERCARD: 4, AMEX: 5, APP_TAXA_ZERO: 6 } as const;
export const DOCUMENT_TYPE = { CPF: 1, CNPJ: 2 } as const;

/** The most installments a sales plan prices, and so the most a sale (or a simulation) may have. */
export const MAX_INSTALLMENTS = 12;
