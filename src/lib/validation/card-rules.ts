import * as v from 'valibot';
import { isValidCardExpiry, isValidCardNumber } from '../cards';
import type { Now } from '../dates';
import { messages } from './messages';
import { type MaybeString, whenFilled } from './shared';

/** Luhn and a length the brand issues: 'Número de cartão inválido'. */
export function cardNumber<TInput extends MaybeString>(): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(whenFilled(isValidCardNumber), messages.cardNumber());
}

/**
 * 'MM/YY', not before the current month in São Paulo: 'Data inválida'. `now` is read at each
 * check (tests pass a fixed one), so a form left open over a month end stays right.
 */
export function cardExpiry<TInput extends MaybeString>(now: () => Now = Date.now): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => isValidCardExpiry(value, now())),
    messages.invalidDate(),
  );
}
