import { isoToBr, parseDateBr, type IsoDate } from '@/lib/dates';
import { messages } from '@/lib/validation/messages';

const FIELD = 'Novo vencimento';

/**
 * What is wrong with the second copy's new due date, in the spec's words: asked for when
 * empty ('Data inválida' for a field never filled read as a wrong date), a real date, not before
 * today. The date as the API takes it otherwise.
 */
export function checkSecondCopyDate(typed: string, today: IsoDate): { error: string } | { date: IsoDate } {
  if (typed.trim() === '') return { error: messages.required(FIELD) };
  const date = parseDateBr(typed);
  if (!date) return { error: messages.invalidDate() };
  if (date < today) return { error: messages.minDate(FIELD, isoToBr(today) ?? today) };
  return { date };
}
