import {
  BILLET_VALUE_MAX_MESSAGE,
  BILLET_VALUE_MIN_MESSAGE,
  MAX_BILLET_VALUE_CENTS,
  MIN_BILLET_VALUE_CENTS,
} from '@contract/billet-terms';
import { cleanDocument, isValidCpfCnpj } from '@contract/rules/documents';
import { parseDateBr, today, isoToBr } from '@/lib/dates';
import { parseBrlToCents } from '@/lib/money';
import type { BilletUpload, RejectedBillet } from '../shared/schemas';
import {
  EMPTY_TERMS,
  TERMS_SERVER_FIELDS,
  brDateText,
  detailToErrors,
  moneyText,
  termsValuesOf,
  toTerms,
  type TermsValues,
} from '../shared/terms-values';

/**
 * The boleto form's values as typed (strings, pt-BR), and the conversions requirements §5 asks for:
 * due date DD/MM/AAAA → YYYY-MM-DD, money → cents, document stripped to digits; the penalty,
 * fees and discounts convert in `../shared/terms-values`.
 */
export interface BilletFormValues extends TermsValues {
  id?: number;
  external_id: string;
  due_date: string;
  value: string;
  instructions: string;
  /** The boleto's layout id ('' = the backend's default), offered from /v1/billet/layouts. */
  layout: string;
  payer_name: string;
  payer_document: string;
  payer_email: string;
  payer_zip_code: string;
  payer_state: string;
  payer_city: string;
  payer_neighborhood: string;
  payer_street: string;
  payer_number: string;
}

export const EMPTY_FORM: BilletFormValues = {
  external_id: '',
  due_date: '',
  value: '',
  instructions: '',
  layout: '',
  ...EMPTY_TERMS,
  payer_name: '',
  payer_document: '',
  payer_email: '',
  payer_zip_code: '',
  payer_state: '',
  payer_city: '',
  payer_neighborhood: '',
  payer_street: '',
  payer_number: '',
};

/** What a stored upload (or a refused row) holds, as the form shows it. */
export function formValuesOf(b: RejectedBillet & { id?: number }): BilletFormValues {
  return {
    id: b.id,
    external_id: b.external_id ?? '',
    due_date: brDateText(b.due_date ?? null),
    value: typeof b.value === 'number' ? moneyText(b.value) : '',
    instructions: b.instructions ?? '',
    // Kept as it came: an edit must not turn a layout-2 upload into layout 1.
    layout: typeof b.bank_billet_layout_id === 'number' ? String(b.bank_billet_layout_id) : '',
    ...termsValuesOf(b),
    payer_name: b.payer?.name ?? '',
    payer_document: b.payer?.document ?? '',
    payer_email: b.payer?.email ?? '',
    payer_zip_code: b.payer?.zip_code ?? '',
    payer_state: b.payer?.state ?? '',
    payer_city: b.payer?.city ?? '',
    payer_neighborhood: b.payer?.neighborhood ?? '',
    payer_street: b.payer?.street ?? '',
    payer_number: b.payer?.number ?? '',
  };
}

export type FormErrors = Partial<Record<keyof BilletFormValues, string>>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Checks what the form can check and builds the request body; the server checks the rest. */
export function toUpload(f: BilletFormValues, now = today()): { body?: BilletUpload; errors: FormErrors } {
  const errors: FormErrors = {};
  const due = parseDateBr(f.due_date);
  if (f.due_date.trim() === '') errors.due_date = 'O campo Vencimento é obrigatório';
  else if (!due) errors.due_date = 'Data inválida';
  else if (due < now) errors.due_date = `O campo Vencimento deve ser maior ou igual a ${isoToBr(now)}`;
  const value = parseBrlToCents(f.value);
  if (f.value.trim() === '') errors.value = 'O campo Valor é obrigatório';
  else if (value === null) errors.value = 'Valor inválido';
  else if (value < MIN_BILLET_VALUE_CENTS) errors.value = BILLET_VALUE_MIN_MESSAGE;
  else if (value > MAX_BILLET_VALUE_CENTS) errors.value = BILLET_VALUE_MAX_MESSAGE;
  const terms = toTerms(f, due, errors);
  if (f.payer_name.trim() === '') errors.payer_name = 'O campo Nome do pagador é obrigatório';
  const document = cleanDocument(f.payer_document);
  if (document === '') errors.payer_document = 'O campo CPF ou CNPJ do pagador é obrigatório';
  else if (!isValidCpfCnpj(document)) errors.payer_document = 'O campo CPF ou CNPJ do pagador não é válido';
  if (f.payer_email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.payer_email.trim()))
    errors.payer_email = 'O campo E-mail do pagador deve ser um e-mail válido';
  const zip = f.payer_zip_code.replace(/\D/g, '');
  if (f.payer_zip_code.trim() !== '' && zip.length !== 8) errors.payer_zip_code = 'O campo CEP deve ter 8 dígitos';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      ...(f.id !== undefined && { id: f.id }),
      external_id: orNull(f.external_id),
      due_date: due ?? '',
      value: value ?? 0,
      instructions: orNull(f.instructions),
      ...(/^\d+$/.test(f.layout) && { bank_billet_layout_id: Number(f.layout) }),
      ...terms,
      payer: {
        name: f.payer_name.trim(),
        document,
        email: orNull(f.payer_email),
        street: orNull(f.payer_street),
        number: orNull(f.payer_number),
        neighborhood: orNull(f.payer_neighborhood),
        city: orNull(f.payer_city),
        state: orNull(f.payer_state.toUpperCase()),
        zip_code: zip === '' ? null : zip,
      },
    },
  };
}

/** The server's 400 detail ('payer.document: …') onto the form's fields. */
export function serverErrors(detail: readonly string[]): FormErrors {
  const own: Record<string, keyof BilletFormValues> = {
    due_date: 'due_date',
    value: 'value',
    external_id: 'external_id',
    instructions: 'instructions',
    bank_billet_layout_id: 'layout',
    ...TERMS_SERVER_FIELDS,
  };
  return detailToErrors(
    detail,
    (field) =>
      own[field] ?? (field.startsWith('payer.') ? (`payer_${field.slice(6)}` as keyof BilletFormValues) : undefined),
  );
}
