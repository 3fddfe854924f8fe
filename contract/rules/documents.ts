import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/**
 * CPF and CNPJ as both sides check and keep them, including the alphanumeric CNPJ (IN
 * RFB 2.229/2024): its first 12 characters may be letters, so a document is never a number and
 * never "stripped to digits". Check digits come from @brazilian-utils (decision 003).
 */

export type DocumentType = 'cpf' | 'cnpj';

const CPF = /^\d{11}$/;
/** An alphanumeric or numeric CNPJ's form, before its check digits are verified. */
const CNPJ_FORM = /^[0-9A-Z]{12}\d{2}$/;

/**
 * Removes the mask (spaces, '.', '-', '/') and uppercases; letters and anything unexpected stay,
 * so '12.abc.345/01de-35' → '12ABC34501DE35' and a stray '#' still fails validation.
 */
export const cleanDocument = (value: string): string => value.replace(/[\s.\-/]/g, '').toUpperCase();

const isRepeated = (text: string): boolean => text.length > 0 && text === (text[0] ?? '').repeat(text.length);

/** CPF check digits (mod 11) over exactly 11 digits; one repeated digit is refused. */
export function isValidCpf(value: string): boolean {
  const cpf = cleanDocument(value);
  return CPF.test(cpf) && !isRepeated(cpf) && libIsValidCpf(cpf);
}

/**
 * Numeric or alphanumeric CNPJ: 12 characters [0-9A-Z] and 2 numeric check digits, each
 * character worth its ASCII code − 48. A base of one repeated character is refused for both
 * kinds: the library only refuses it for numeric ones, and 'AAAAAAAAAAAA' is no more a real
 * company than '111111111111'.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = cleanDocument(value);
  return CNPJ_FORM.test(cnpj) && !isRepeated(cnpj.slice(0, 12)) && libIsValidCnpj(cnpj, { version: 2 });
}

/**
 * The spec's rule "14 characters or fewer is a CPF" counts the formatted value: a formatted
 * CPF has 14 characters and a formatted CNPJ 18, i.e. up to 11 bare characters is a CPF.
 */
export const documentTypeOf = (value: string): DocumentType => (cleanDocument(value).length <= 11 ? 'cpf' : 'cnpj');

/** The spec's cpf_cnpj rule: CPF or CNPJ by length, then check digits. */
export const isValidCpfCnpj = (value: string): boolean =>
  documentTypeOf(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
