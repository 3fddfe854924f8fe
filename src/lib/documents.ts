import { formatCnpj as libFormatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as libFormatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { cleanDocument, documentTypeOf, type DocumentType } from '@contract/rules/documents';

/** CPF and CNPJ for the screens: the masks. Checking them is the contract's (contract/rules/documents.ts). */

// The rules are the contract's (contract/rules/documents.ts, imported from there): the server checks
// a document by the same code.

/** 'XXX.XXX.XXX-XX'; a partial value is formatted as far as it goes (input masks). */
export function formatCpf(value: string): string {
  return libFormatCpf(cleanDocument(value));
}

/** 'XX.XXX.XXX/XXXX-XX' for both kinds, letters uppercased; partial values as far as they go. */
export function formatCnpj(value: string): string {
  return libFormatCnpj(cleanDocument(value), { version: 2 });
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
