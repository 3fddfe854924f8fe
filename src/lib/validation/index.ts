/**
 * Every validation rule of requirements §5, with its exact Portuguese message, as valibot pieces
 * shared by all forms and filters. Use them in `v.pipe(...)`; forms pass the schema to
 * react-hook-form with `valibotResolver` from '@hookform/resolvers/valibot'.
 */
export { messages } from './messages';
export { cpfCnpj, digits, email, maxLength, numeric, phone, required } from './text-rules';
export { maxCurrencyValue, maxPercentage, maxValue, minCurrencyValue, minPercentage, minValue } from './number-rules';
export { after, dateBr, dateIso, maxDate, minDate } from './date-rules';
export { cardExpiry, cardNumber } from './card-rules';
export { arrayMax, arrayMin } from './array-rules';
export { afterField, confirmed } from './object-rules';
