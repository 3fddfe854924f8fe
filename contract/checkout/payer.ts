import * as v from 'valibot';
import { cleanDocument, isValidCpfCnpj } from '../rules/documents.ts';
import { TextField } from '../rules/text.ts';

/** CPF or CNPJ (alphanumeric CNPJ included), punctuation dropped, check digits verified. */
const PayerDocument = v.pipe(
  TextField('CPF ou CNPJ', 18),
  v.transform(cleanDocument),
  v.check(isValidCpfCnpj, 'CPF ou CNPJ não é válido'),
);

/** One set of limits for the customer's form and the server (a longer name passed one, not the other). */
const PAYER_LIMITS = { name: 120, email: 254 } as const;
export const CARD_HOLDER_MAX = 26;

export const PayerSchema = v.strictObject(
  {
    name: TextField('Nome', PAYER_LIMITS.name),
    document: PayerDocument,
    email: v.pipe(TextField('E-mail', PAYER_LIMITS.email), v.email('O campo E-mail deve ser um e-mail válido')),
  },
  'Campo desconhecido',
);

export const PayerBody = v.strictObject({ payer: PayerSchema }, 'Campo desconhecido');
