import { BILLET_TEXT_MAX as MAX } from '../../../contract/codes/billets.ts';
import { cleanDocument, isValidCpfCnpj } from '../../../contract/rules/documents.ts';
import { Errors, asRecord, text, type FieldError } from './fields.ts';

/** A boleto's payer (sacado), checked with requirements §5's messages; the document as digits (or the alphanumeric CNPJ). */
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

export function validatePayer(raw: unknown, errors: Errors = new Errors()): { payer: Payer; errors: FieldError[] } {
  const input = asRecord(raw);
  const name = text(errors, 'payer.name', 'Nome do pagador', input.name, MAX.payer_name, true) ?? '';
  const documentText = text(
    errors,
    'payer.document',
    'CPF ou CNPJ do pagador',
    input.document,
    MAX.payer_document,
    true,
  );
  // CPF (11 digits) or CNPJ (14, alphanumeric allowed: IN RFB 2.229/2024), punctuation ignored.
  const document = documentText === null ? '' : cleanDocument(documentText);
  if (documentText !== null && !isValidCpfCnpj(document))
    errors.add('payer.document', 'O campo CPF ou CNPJ do pagador não é válido');
  const email = text(errors, 'payer.email', 'E-mail do pagador', input.email, MAX.payer_email, false);
  if (email !== null && !EMAIL.test(email))
    errors.add('payer.email', 'O campo E-mail do pagador deve ser um e-mail válido');
  const state = text(errors, 'payer.state', 'UF', input.state, MAX.payer_state, false)?.toUpperCase() ?? null;
  if (state !== null && !UFS.has(state)) errors.add('payer.state', 'O campo UF deve ser uma UF válida');
  const zipText = text(errors, 'payer.zip_code', 'CEP', input.zip_code, MAX.payer_zip_code, false);
  const zip_code = zipText === null ? null : zipText.replace(/[.\-\s]/g, '');
  if (zip_code !== null && !/^\d{8}$/.test(zip_code)) errors.add('payer.zip_code', 'O campo CEP deve ter 8 dígitos');
  return {
    payer: {
      name,
      email,
      document,
      street: text(errors, 'payer.street', 'Logradouro', input.street, MAX.payer_street, false),
      number: text(errors, 'payer.number', 'Número', input.number, MAX.payer_number, false),
      neighborhood: text(errors, 'payer.neighborhood', 'Bairro', input.neighborhood, MAX.payer_neighborhood, false),
      city: text(errors, 'payer.city', 'Cidade', input.city, MAX.payer_city, false),
      state,
      zip_code,
    },
    errors: errors.list,
  };
}
