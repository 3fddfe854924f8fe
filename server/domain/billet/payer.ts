import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { Errors, asRecord, text, type FieldError } from './fields.ts';

/** A boleto's payer (sacado), checked with spec §5's messages; the document as digits (or the alphanumeric CNPJ). */
export interface Payer {
  name: string;
  email: string | null;
  document: string;
  street: string | null;
  number: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/** CPF (11 digits) or CNPJ (14, alphanumeric allowed: IN RFB 2.229/2024), punctuation ignored. */
export function normalizeDocument(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}
export function isValidDocument(value: string): boolean {
  return value.length <= 11
    ? /^\d{11}$/.test(value) && isValidCpf(value)
    : CNPJ.test(value) && isValidCnpj(value, { version: 2 });
}

export function validatePayer(raw: unknown, errors: Errors = new Errors()): { payer: Payer; errors: FieldError[] } {
  const input = asRecord(raw);
  const name = text(errors, 'payer.name', 'Nome do pagador', input.name, 100, true) ?? '';
  const documentText = text(errors, 'payer.document', 'CPF ou CNPJ do pagador', input.document, 18, true);
  const document = documentText === null ? '' : normalizeDocument(documentText);
  if (documentText !== null && !isValidDocument(document))
    errors.add('payer.document', 'O campo CPF ou CNPJ do pagador não é valido');
  const email = text(errors, 'payer.email', 'E-mail do pagador', input.email, 254, false);
  if (email !== null && !EMAIL.test(email))
    errors.add('payer.email', 'O campo E-mail do pagador deve ser um e-mail válido');
  const state = text(errors, 'payer.state', 'UF', input.state, 2, false)?.toUpperCase() ?? null;
  if (state !== null && !UFS.has(state)) errors.add('payer.state', 'O campo UF deve ser uma UF válida');
  const zipText = text(errors, 'payer.zip_code', 'CEP', input.zip_code, 9, false);
  const zip_code = zipText === null ? null : zipText.replace(/[.\-\s]/g, '');
  if (zip_code !== null && !/^\d{8}$/.test(zip_code)) errors.add('payer.zip_code', 'O campo CEP deve ter 8 dígitos');
  return {
    payer: {
      name,
      email,
      document,
      street: text(errors, 'payer.street', 'Logradouro', input.street, 120, false),
      number: text(errors, 'payer.number', 'Número', input.number, 10, false),
      neighborhood: text(errors, 'payer.neighborhood', 'Bairro', input.neighborhood, 60, false),
      city: text(errors, 'payer.city', 'Cidade', input.city, 60, false),
      state,
      zip_code,
    },
    errors: errors.list,
  };
}
