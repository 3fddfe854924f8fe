/**
 * CPF and CNPJ as both sides keep them (DOMAIN.md): punctuation and spaces dropped, letters
 * upper-cased — a CNPJ may be alphanumeric (12 letters or digits, then two numeric check digits:
 * IN RFB 2.229/2024). The check digits themselves are @brazilian-utils' (decision 003).
 */

export const cleanDocument = (value: string): string => value.replace(/[.\-/\s]/g, '').toUpperCase();

/** An alphanumeric or numeric CNPJ's form, before its check digits are verified. */
export const CNPJ_FORM = /^[0-9A-Z]{12}\d{2}$/;
