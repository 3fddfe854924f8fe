/**
 * The statement's filter codes and limits (contract/financial.ts declares its calls): the list's
 * search schema reads them in the route tree, before the first screen, so they live apart from
 * the calls' schemas and endpoints. Plain values only (decision 033).
 */

export const DATE_TYPES = ['settlement', 'transaction'] as const;

/** Requirements §5: qt_installment 0 to 12. */
export const MAX_INSTALLMENTS_FILTER = 12;

/** Ids (financial code, sale, unit, boleto) are whole numbers up to 9 digits. */
export const MAX_ID_FILTER = 999_999_999;
