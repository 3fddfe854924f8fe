import { isoToBr, parseDateBr, today } from '@/lib/dates';
import { isValidCpfCnpj } from '@/lib/documents';
import { formatCents, parseBrlToCents, parseNumberBr } from '@/lib/money';
import type { BilletUpload, RejectedBillet } from '../shared/schemas';

/**
 * The boleto form's values as typed (strings, pt-BR), and the conversions spec §5 asks for:
 * due date DD/MM/AAAA → YYYY-MM-DD, money → cents, document stripped to digits, a zero or empty
 * discount → type 0, and a penalty or fee type clears the fields it does not use.
 */
export interface BilletFormValues {
  id?: number;
  external_id: string;
  due_date: string;
  value: string;
  instructions: string;
  penalty_type: string;
  penalty_value: string;
  fees_type: string;
  fees_value: string;
  discount_type: string;
  discount_value: string;
  discount_date: string;
  discount2_type: string;
  discount2_value: string;
  discount2_date: string;
  discount3_type: string;
  discount3_value: string;
  discount3_date: string;
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
  penalty_type: '3',
  penalty_value: '',
  fees_type: '5',
  fees_value: '',
  discount_type: '0',
  discount_value: '',
  discount_date: '',
  discount2_type: '0',
  discount2_value: '',
  discount2_date: '',
  discount3_type: '0',
  discount3_value: '',
  discount3_date: '',
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

/** Penalty 1 and fees 1 are money; penalty 2 and fees 2–4 percentages; 3 / 5 exempt. */
export const penaltyUses = (type: string) => (type === '1' ? 'value' : type === '2' ? 'percentage' : 'none');
export const feesUses = (type: string) =>
  type === '1' ? 'value' : ['2', '3', '4'].includes(type) ? 'percentage' : 'none';
export const discountUses = (type: string) => (type === '1' ? 'value' : type === '2' ? 'percentage' : 'none');

/** The form's three discounts (spec §3: `discounts[]`; the sandbox takes up to 3). */
export const DISCOUNT_SLOTS = [
  { type: 'discount_type', value: 'discount_value', date: 'discount_date' },
  { type: 'discount2_type', value: 'discount2_value', date: 'discount2_date' },
  { type: 'discount3_type', value: 'discount3_value', date: 'discount3_date' },
] as const;

const money = (cents: number | null | undefined) =>
  typeof cents !== 'number' ? '' : formatCents(cents).replace(/^R\$\s*/, '');
const pct = (value: number | null | undefined) => (typeof value !== 'number' ? '' : String(value).replace('.', ','));
const brDate = (iso: string | null) => (iso ? (isoToBr(iso) ?? iso) : '');

/** What a stored upload (or a refused row) holds, as the form shows it. */
export function formValuesOf(b: RejectedBillet & { id?: number }): BilletFormValues {
  const discounts: Partial<BilletFormValues> = {};
  DISCOUNT_SLOTS.forEach((slot, i) => {
    const d = b.discounts?.[i];
    if (!d) return;
    discounts[slot.type] = String(d.type ?? 0);
    discounts[slot.value] = d.type === 1 ? money(d.value) : pct(d.percentage);
    discounts[slot.date] = brDate(d.date ?? null);
  });
  return {
    id: b.id,
    external_id: b.external_id ?? '',
    due_date: brDate(b.due_date ?? null),
    value: typeof b.value === 'number' ? money(b.value) : '',
    instructions: b.instructions ?? '',
    penalty_type: String(b.penalty?.type ?? 3),
    penalty_value: b.penalty
      ? penaltyUses(String(b.penalty.type)) === 'value'
        ? money(b.penalty.value)
        : pct(b.penalty.percentage)
      : '',
    fees_type: String(b.fees?.type ?? 5),
    fees_value: b.fees
      ? feesUses(String(b.fees.type)) === 'value'
        ? money(b.fees.value)
        : pct(b.fees.percentage)
      : '',
    discount_type: '0',
    discount_value: '',
    discount_date: '',
    discount2_type: '0',
    discount2_value: '',
    discount2_date: '',
    discount3_type: '0',
    discount3_value: '',
    discount3_date: '',
    ...discounts,
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
const digitsOfDocument = (text: string) => text.replace(/[.\-/\s]/g, '').toUpperCase();

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
  else if (value < 100) errors.value = `O Valor mínimo aceito é de ${formatCents(100)}`;
  const amount = (
    kind: 'value' | 'percentage' | 'none',
    text: string,
    field: keyof BilletFormValues,
    label: string,
  ) => {
    if (kind === 'none') return { value: null, percentage: null };
    if (text.trim() === '') {
      errors[field] = `O campo ${label} é obrigatório`;
      return { value: null, percentage: null };
    }
    if (kind === 'value') {
      const cents = parseBrlToCents(text);
      if (cents === null || cents <= 0) errors[field] = `O campo ${label} deve ser um valor maior que zero`;
      return { value: cents, percentage: null };
    }
    const n = parseNumberBr(text);
    if (n === null || n <= 0) errors[field] = `O campo ${label} deve ser um percentual maior que zero`;
    else if (n > 100) errors[field] = `O campo ${label} ultrapassou o limite máximo de 100%`;
    return { value: null, percentage: n };
  };
  const penalty = amount(penaltyUses(f.penalty_type), f.penalty_value, 'penalty_value', 'Multa');
  const fees = amount(feesUses(f.fees_type), f.fees_value, 'fees_value', 'Juros');
  const discounts: BilletUpload['discounts'] = [];
  for (const slot of DISCOUNT_SLOTS) {
    const kind = discountUses(f[slot.type]);
    const text = f[slot.value];
    // Spec §5: a zero or empty discount is no discount (type 0), and is not sent.
    if (kind === 'none' || text.trim() === '' || parseNumberBr(text) === 0) continue;
    const amountOf = amount(kind, text, slot.value, 'Desconto');
    const date = parseDateBr(f[slot.date]);
    if (!date)
      errors[slot.date] = f[slot.date].trim() === '' ? 'O campo Data do desconto é obrigatório' : 'Data inválida';
    else if (due && date > due)
      errors[slot.date] = `O campo Data do desconto deve ser menor ou igual a ${isoToBr(due)}`;
    discounts.push({ type: Number(f[slot.type]), value: amountOf.value, percentage: amountOf.percentage, date });
  }
  if (f.payer_name.trim() === '') errors.payer_name = 'O campo Nome do pagador é obrigatório';
  const document = digitsOfDocument(f.payer_document);
  if (document === '') errors.payer_document = 'O campo CPF ou CNPJ do pagador é obrigatório';
  else if (!isValidCpfCnpj(document)) errors.payer_document = 'O campo CPF ou CNPJ do pagador não é valido';
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
      penalty: { type: Number(f.penalty_type), value: penalty.value, percentage: penalty.percentage, date: null },
      fees: { type: Number(f.fees_type), value: fees.value, percentage: fees.percentage, date: null },
      discounts,
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
  const map: Record<string, keyof BilletFormValues> = {
    due_date: 'due_date',
    value: 'value',
    external_id: 'external_id',
    instructions: 'instructions',
    'penalty.value': 'penalty_value',
    'penalty.percentage': 'penalty_value',
    'fees.value': 'fees_value',
    'fees.percentage': 'fees_value',
    ...Object.fromEntries(
      DISCOUNT_SLOTS.flatMap((slot, i) => [
        [`discounts.${i + 1}.value`, slot.value],
        [`discounts.${i + 1}.percentage`, slot.value],
        [`discounts.${i + 1}.date`, slot.date],
      ]),
    ),
  };
  const out: FormErrors = {};
  for (const line of detail) {
    const cut = line.indexOf(': ');
    if (cut < 0) continue;
    const field = line.slice(0, cut);
    const key =
      map[field] ?? (field.startsWith('payer.') ? (`payer_${field.slice(6)}` as keyof BilletFormValues) : undefined);
    if (key) out[key] = line.slice(cut + 2);
  }
  return out;
}
