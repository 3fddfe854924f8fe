import * as v from 'valibot';
import { isValidCardExpiry } from '../cards';
import { isValidCardNumberWith, type MatchCardType } from '@contract/rules/card-checks';
import type { Now } from '../dates';
import { messages } from './messages';
import { type MaybeString, whenFilled } from './shared';

const NO_BRANDS: MatchCardType = () => undefined;

/**
 * Luhn, 12–19 digits and a length the brand issues: 'Número de cartão inválido'. The brand comes
 * from the brands' table (`loadCardTypes` of '@/lib/cards'); while it is on its way (undefined)
 * all but the brand's lengths is checked, so a form submits only once it has arrived (the card
 * form waits for it).
 */
export function cardNumber<TInput extends MaybeString>(
  matchCardType: MatchCardType | undefined,
): v.CheckAction<TInput, string> {
  const match = matchCardType ?? NO_BRANDS;
  return v.check<TInput, string>(
    whenFilled((value) => isValidCardNumberWith(value, match)),
    messages.cardNumber(),
  );
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
