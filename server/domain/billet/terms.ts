import {
  BILLET_LAYOUT_IDS as LAYOUT_IDS,
  BILLET_VALUE_MAX_MESSAGE,
  BILLET_VALUE_MIN_MESSAGE,
  chargeUse,
  DISCOUNT,
  DISCOUNT_TYPES,
  FEES,
  FEES_TYPES,
  MAX_BILLET_VALUE_CENTS as MAX_VALUE_CENTS,
  MAX_DISCOUNTS,
  MIN_BILLET_VALUE_CENTS as MIN_VALUE_CENTS,
  PENALTY,
  PENALTY_TYPES,
} from '../../../contract/billet-terms.ts';
import { BILLET_TEXT_MAX as MAX } from '../../../contract/codes/billets.ts';
import { Errors, asRecord, brDate, cents, day, percentage, text, type FieldError } from './fields.ts';
import { validatePayer, type Payer } from './payer.ts';

/**
 * A boleto's terms as requirements §3's upload payload carries them, checked with requirements §5's rules and
 * messages. Used by the JSON calls (PUT billet_upload, the bank instruction PUT) and by every row
 * of an uploaded spreadsheet, so a rule and its message exist once. Money in cents; percentages
 * leave here in hundredths of a percent (basis points ×1: 2,5 % = 250) so no float holds a rule.
 */

export interface Charge {
  /** Penalty 1 valor, 2 percentual, 3 isento; fees 1 valor diário, 2 % diário, 3 % mensal, 4 % anual, 5 isento. */
  type: number;
  value_cents: number | null;
  percentage_bp: number | null;
  date: string | null;
}

export interface Discount {
  /** 0 sem desconto, 1 valor fixo, 2 percentual. */
  type: number;
  date: string | null;
  value_cents: number | null;
  percentage_bp: number | null;
}

export interface BilletTerms {
  external_id: string | null;
  due_date: string;
  value_cents: number;
  instructions: string | null;
  layout_id: number;
  penalty: Charge;
  fees: Charge;
  discounts: Discount[];
  payer: Payer;
}

/** Penalty (multa) or fees (juros): the type clears what it does not use (requirements §5). */
function charge(errors: Errors, kind: 'penalty' | 'fees', raw: unknown, dueDate: string | null): Charge {
  const label = kind === 'penalty' ? 'Multa' : 'Juros';
  const input = asRecord(raw);
  const exempt = kind === 'penalty' ? PENALTY.EXEMPT : FEES.EXEMPT;
  const types = kind === 'penalty' ? PENALTY_TYPES : FEES_TYPES;
  const allowed: number[] = types.map((t) => t.value);
  const type = input.type === undefined || input.type === null || input.type === '' ? exempt : input.type;
  if (typeof type !== 'number' || !allowed.includes(type)) {
    errors.add(`${kind}.type`, `O campo Tipo de ${label.toLowerCase()} deve ser um de: ${allowed.join(', ')}`);
    return { type: exempt, value_cents: null, percentage_bp: null, date: null };
  }
  if (type === exempt) return { type, value_cents: null, percentage_bp: null, date: null };
  const usesValue = chargeUse(types, type) === 'value';
  const value_cents = usesValue ? cents(errors, `${kind}.value`, label, input.value) : null;
  const percentage_bp = usesValue ? null : percentage(errors, `${kind}.percentage`, label, input.percentage);
  if (usesValue && !value_cents) errors.add(`${kind}.value`, `O campo ${label} é obrigatório`);
  if (!usesValue && percentage_bp === null) errors.add(`${kind}.percentage`, `O campo ${label} é obrigatório`);
  const date = day(errors, `${kind}.date`, input.date);
  if (date && dueDate && date <= dueDate)
    errors.add(
      `${kind}.date`,
      `O campo Data ${kind === 'penalty' ? 'da multa' : 'dos juros'} deve ser maior que ${brDate(dueDate)}`,
    );
  return { type, value_cents, percentage_bp, date };
}

function discounts(errors: Errors, raw: unknown, dueDate: string | null, valueCents: number | null): Discount[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.add('discounts', 'O campo Descontos deve ser uma lista');
    return [];
  }
  if (raw.length > MAX_DISCOUNTS)
    errors.add('discounts', `O campo Descontos ultrapassou o limite máximo de ${MAX_DISCOUNTS} itens`);
  const out: Discount[] = [];
  raw.slice(0, MAX_DISCOUNTS).forEach((item, index) => {
    const input = asRecord(item);
    const field = `discounts.${index + 1}`;
    const type = input.type === undefined || input.type === null || input.type === '' ? DISCOUNT.NONE : input.type;
    if (typeof type !== 'number' || !DISCOUNT_TYPES.some((t) => t.value === type)) {
      errors.add(
        `${field}.type`,
        `O campo Tipo de desconto deve ser um de: ${DISCOUNT_TYPES.map((t) => t.value).join(', ')}`,
      );
      return;
    }
    const value_cents = type === DISCOUNT.VALUE ? cents(errors, `${field}.value`, 'Desconto', input.value) : null;
    const percentage_bp =
      type === DISCOUNT.PERCENTAGE ? percentage(errors, `${field}.percentage`, 'Desconto', input.percentage) : null;
    // Requirements §5: a zero or empty discount is no discount (type 0).
    if (type === DISCOUNT.NONE || (!value_cents && !percentage_bp)) {
      out.push({ type: DISCOUNT.NONE, date: null, value_cents: null, percentage_bp: null });
      return;
    }
    if (value_cents !== null && valueCents !== null && value_cents >= valueCents)
      errors.add(`${field}.value`, 'O desconto deve ser menor que o valor do boleto');
    const date = day(errors, `${field}.date`, input.date);
    if (!date) errors.add(`${field}.date`, 'O campo Data do desconto é obrigatório');
    else if (dueDate && date > dueDate)
      errors.add(`${field}.date`, `O campo Data do desconto deve ser menor ou igual a ${brDate(dueDate)}`);
    out.push({ type, date, value_cents, percentage_bp });
  });
  // Only the discounts that exist are kept; "none" entries carry nothing.
  return out.filter((d) => d.type !== DISCOUNT.NONE);
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Requirements §3's upload payload (JSON numbers, ISO dates) → the boleto's terms, or every field's
 * problem. `today` (São Paulo) is the earliest due date.
 */
export function validateUpload(raw: unknown, today: string): Validated<BilletTerms> {
  const input = asRecord(raw);
  const errors = new Errors();
  const external_id = text(errors, 'external_id', 'Código externo', input.external_id, MAX.external_id, false);
  const instructions = text(errors, 'instructions', 'Instruções', input.instructions, MAX.instructions, false);
  const due_date = day(errors, 'due_date', input.due_date);
  if (input.due_date === undefined || input.due_date === null || input.due_date === '')
    errors.add('due_date', 'O campo Vencimento é obrigatório');
  else if (due_date && due_date < today)
    errors.add('due_date', `O campo Vencimento deve ser maior ou igual a ${brDate(today)}`);
  const value = cents(errors, 'value', 'Valor', input.value);
  if (value === null) errors.add('value', 'O campo Valor é obrigatório');
  else if (value < MIN_VALUE_CENTS) errors.add('value', BILLET_VALUE_MIN_MESSAGE);
  else if (value > MAX_VALUE_CENTS) errors.add('value', BILLET_VALUE_MAX_MESSAGE);
  const layout = input.bank_billet_layout_id ?? 1;
  if (typeof layout !== 'number' || !(LAYOUT_IDS as readonly number[]).includes(layout))
    errors.add('bank_billet_layout_id', `O campo Layout deve ser um de: ${LAYOUT_IDS.join(', ')}`);
  const penalty = charge(errors, 'penalty', input.penalty, due_date);
  const fees = charge(errors, 'fees', input.fees, due_date);
  const list = discounts(errors, input.discounts, due_date, value);
  const { payer } = validatePayer(input.payer, errors);
  if (errors.list.length > 0) return { ok: false, errors: errors.list };
  return {
    ok: true,
    value: {
      external_id,
      due_date: due_date ?? today,
      value_cents: value ?? 0,
      instructions,
      layout_id: layout as number,
      penalty,
      fees,
      discounts: list,
      payer,
    },
  };
}

/** What a bank instruction may change on a registered boleto (any of them, at least one). */
export interface Instruction {
  due_date?: string;
  value_cents?: number;
  penalty?: Charge;
  fees?: Charge;
  discounts?: Discount[];
}

const INSTRUCTION_FIELDS = ['due_date', 'value', 'penalty', 'fees', 'discounts'] as const;

/** A bank instruction's body against the boleto's current terms (for the date and value rules). */
export function validateInstruction(
  raw: unknown,
  current: { due_date: string; value_cents: number },
  today: string,
): Validated<Instruction> {
  const input = asRecord(raw);
  const errors = new Errors();
  for (const key of Object.keys(input))
    if (!(INSTRUCTION_FIELDS as readonly string[]).includes(key)) errors.add(key, 'Campo desconhecido');
  if (!INSTRUCTION_FIELDS.some((key) => input[key] !== undefined))
    errors.add('body', 'Informe ao menos um de: vencimento, valor, multa, juros ou descontos');
  const out: Instruction = {};
  if (input.due_date !== undefined) {
    const due = day(errors, 'due_date', input.due_date);
    if (due === null) errors.add('due_date', 'Data inválida');
    else if (due < today) errors.add('due_date', `O campo Vencimento deve ser maior ou igual a ${brDate(today)}`);
    else out.due_date = due;
  }
  if (input.value !== undefined) {
    const value = cents(errors, 'value', 'Valor', input.value);
    if (value === null) errors.add('value', 'O campo Valor é obrigatório');
    else if (value < MIN_VALUE_CENTS) errors.add('value', BILLET_VALUE_MIN_MESSAGE);
    else if (value > MAX_VALUE_CENTS) errors.add('value', BILLET_VALUE_MAX_MESSAGE);
    else out.value_cents = value;
  }
  const due = out.due_date ?? current.due_date;
  if (input.penalty !== undefined) out.penalty = charge(errors, 'penalty', input.penalty, due);
  if (input.fees !== undefined) out.fees = charge(errors, 'fees', input.fees, due);
  if (input.discounts !== undefined)
    out.discounts = discounts(errors, input.discounts, due, out.value_cents ?? current.value_cents);
  return errors.list.length > 0 ? { ok: false, errors: errors.list } : { ok: true, value: out };
}
