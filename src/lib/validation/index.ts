/**
 * Every validation rule of requirements §5, with its exact Portuguese message, as valibot pieces
 * shared by all forms and filters. Use them in `v.pipe(...)`; forms pass the schema to
 * react-hook-form with `valibotResolver` from '@hookform/resolvers/valibot'.
 */
export { messages } from './messages';
export { type Lazy, type MaybeString, isEmpty } from './shared';
export { PHONE_REGEX, cpfCnpj, digits, email, maxLength, numeric, onlyDigits, phone, required } from './text-rules';
export {
  maxCurrencyValue,
  maxPercentage,
  maxValue,
  minCurrencyValue,
  minPercentage,
  minValue,
  type NumberInput,
} from './number-rules';
export { after, dateBr, dateIso, maxDate, minDate } from './date-rules';
export { cardExpiry, cardNumber } from './card-rules';
export { arrayMax, arrayMin, type ArrayInput } from './array-rules';
export { afterField, confirmed } from './object-rules';
