import {
  formatCnpj as libFormatCnpj,
  formatCpf as libFormatCpf,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';

/**
 * CPF and CNPJ, including the alphanumeric CNPJ (IN RFB 2.229/2024): its first 12 characters
 * may be letters, so a document is never a number and never "stripped to digits".
 * Check digits come from @brazilian-utils (docs/decisions/003-shared-libraries.md).
 */

export type DocumentType = 'cpf' | 'cnpj';

const CPF = /^\d{11}$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/**
 * Removes the mask (spaces, '.', '-', '/') and uppercases; letters and anything unexpected stay,
 * so '12.abc.345/01de-35' → '12ABC34501DE35' and a stray '#' still fails validation.
 */
export function normalizeDocument(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

function isRepeated(text: string): boolean {
  return text.length > 0 && text === (text[0] ?? '').repeat(text.length);
}

/** CPF check digits (mod 11) over exactly 11 digits; one repeated digit is refused. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocument(value);
  return CPF.test(cpf) && !isRepeated(cpf) && libIsValidCpf(cpf);
}

/**
 * Numeric or alphanumeric CNPJ: 12 characters [0-9A-Z] and 2 numeric check digits, each
 * character worth its ASCII code − 48. A base of one repeated character is refused for both
 * kinds: the library only refuses it for numeric ones, and 'AAAAAAAAAAAA' is no more a real
 * company than '111111111111'.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  return CNPJ.test(cnpj) && !isRepeated(cnpj.slice(0, 12)) && libIsValidCnpj(cnpj, { version: 2 });
}

/**
 * The spec's rule "14 characters or fewer is a CPF" counts the formatted value: a formatted
 * CPF has 14 characters and a formatted CNPJ 18, i.e. up to 11 bare characters is a CPF.
 * Counting the raw input instead would take an unmasked 14-character CNPJ for a CPF.
 */
export function documentTypeOf(value: string): DocumentType {
  return normalizeDocument(value).length <= 11 ? 'cpf' : 'cnpj';
}

/** The spec's cpf_cnpj rule: CPF or CNPJ by length, then check digits. */
export function isValidCpfCnpj(value: string): boolean {
  return documentTypeOf(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
}

/** 'XXX.XXX.XXX-XX'; a partial value is formatted as far as it goes (input masks). */
export function formatCpf(value: string): string {
  return libFormatCpf(normalizeDocument(value));
}

/** 'XX.XXX.XXX/XXXX-XX' for both kinds, letters uppercased; partial values as far as they go. */
export function formatCnpj(value: string): string {
  return libFormatCnpj(normalizeDocument(value), { version: 2 });
}

export function formatDocument(type: DocumentType, value: string): string {
  return type === 'cpf' ? formatCpf(value) : formatCnpj(value);
}

/** Formats by the length rule: the mask of a single "CPF ou CNPJ" input. */
export function formatCpfCnpj(value: string): string {
  return formatDocument(documentTypeOf(value), value);
}

/** CPF or CNPJ (alphanumeric too) formatted by length, for display; an empty one reads as a dash. */
export const documentText = (document: string | null | undefined): string => (document ? formatCpfCnpj(document) : '—');
