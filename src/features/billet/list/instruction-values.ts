import {
  BILLET_VALUE_MAX_MESSAGE,
  BILLET_VALUE_MIN_MESSAGE,
  MAX_BILLET_VALUE_CENTS,
  MIN_BILLET_VALUE_CENTS,
  type Instruction,
} from '@contract/billet-terms';
import { isoToBr, parseDateBr, today } from '@/lib/dates';
import { parseBrlToCents } from '@/lib/money';
import type { Billet } from '@contract/billets';
import {
  TERMS_SERVER_FIELDS,
  brDateText,
  detailToErrors,
  moneyText,
  termsValuesOf,
  toTerms,
  type Terms,
  type TermsValues,
} from '../shared/terms-values';

/** A bank instruction as typed: the boleto's due date, value and terms. */
export interface InstructionValues extends TermsValues {
  due_date: string;
  value: string;
}
export type InstructionErrors = Partial<Record<keyof InstructionValues | 'form', string>>;
/** The body of the bank instruction (contract/billet-terms.ts). */
export type InstructionBody = Instruction;

export function instructionValuesOf(b: Billet): InstructionValues {
  return { due_date: brDateText(b.due_date), value: moneyText(b.billet_value), ...termsValuesOf(b) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const real = (discounts: Terms['discounts']) => discounts.filter((d) => d.type !== 0);

/**
 * The instruction's body: only what differs from the boleto as it stands (the bank is told of
 * each change), or the problems. Terms compare as the form reads them, so an untouched
 * penalty is never re-sent with another rounding.
 */
export function toInstruction(
  f: InstructionValues,
  billet: Billet,
  now = today(),
): { body?: InstructionBody; errors: InstructionErrors } {
  const errors: InstructionErrors = {};
  const due = parseDateBr(f.due_date);
  if (!due) errors.due_date = f.due_date.trim() === '' ? 'O campo Vencimento é obrigatório' : 'Data inválida';
  else if (due !== billet.due_date && due < now)
    errors.due_date = `O campo Vencimento deve ser maior ou igual a ${isoToBr(now)}`;
  const value = parseBrlToCents(f.value);
  if (f.value.trim() === '') errors.value = 'O campo Valor é obrigatório';
  else if (value === null) errors.value = 'Valor inválido';
  else if (value < MIN_BILLET_VALUE_CENTS) errors.value = BILLET_VALUE_MIN_MESSAGE;
  else if (value > MAX_BILLET_VALUE_CENTS) errors.value = BILLET_VALUE_MAX_MESSAGE;
  const terms = toTerms(f, due, errors);
  if (Object.keys(errors).length > 0) return { errors };
  const before = toTerms(termsValuesOf(billet), billet.due_date, {});
  const body: InstructionBody = {
    ...(due !== billet.due_date && { due_date: due ?? undefined }),
    ...(value !== billet.billet_value && { value: value ?? undefined }),
    ...(!same(terms.penalty, before.penalty) && { penalty: terms.penalty }),
    ...(!same(terms.fees, before.fees) && { fees: terms.fees }),
    // A zero discount (type 0) is no discount: it alone is no change to tell the bank of.
    ...(!same(real(terms.discounts), real(before.discounts)) && { discounts: terms.discounts }),
  };
  if (Object.keys(body).length === 0)
    return { errors: { form: 'Nada mudou: altere o vencimento, o valor, a multa, os juros ou os descontos.' } };
  return { body, errors };
}

/** The server's 400 detail onto the instruction's fields. */
export function instructionServerErrors(detail: readonly string[]): InstructionErrors {
  const own: Record<string, keyof InstructionValues> = { due_date: 'due_date', value: 'value', ...TERMS_SERVER_FIELDS };
  return detailToErrors(detail, (field) => own[field]);
}
