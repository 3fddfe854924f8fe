import * as v from 'valibot';
import { isValidCpfCnpj } from '@contract/rules/documents';
import { messages } from './messages';
import { type MaybeString, isEmpty, whenFilled } from './shared';

/**
 * Text rules of requirements §5, as valibot actions for `v.pipe`:
 *   v.pipe(v.string(), required('E-mail'), email('E-mail'))
 * Each is generic over its input like valibot's own actions, so it fits after v.string(),
 * v.nullable(v.string()) or v.optional(v.string(), '').
 */

/** Filled: not empty/blank, not null, not an empty list, not an unticked checkbox. */
export function required<TInput>(field: string): v.CheckAction<TInput, string> {
  return v.check<TInput, string>((value) => !isEmpty(value), messages.required(field));
}

export function email<TInput extends MaybeString>(field: string): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => v.EMAIL_REGEX.test(value.trim())),
    messages.email(field),
  );
}

/** Exactly `length` digits and nothing else (e.g. a 4-digit PIN, 8-digit CEP without mask). */
export function digits<TInput extends MaybeString>(field: string, length: number): v.CheckAction<TInput, string> {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return v.check<TInput, string>(
    whenFilled((value) => pattern.test(value.trim())),
    messages.digits(field, length),
  );
}

/**
 * Digits only. Strict on purpose: '12.3' or '1 2' are refused rather than silently read as
 * 123; masked inputs (phone, documents) have their own rules. Send the digits alone.
 */
export function numeric<TInput extends MaybeString>(field: string): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => /^\d+$/.test(value.trim())),
    messages.numeric(field),
  );
}

/** At most `length` characters, counted as code points (an emoji is one, as for the API). */
export function maxLength<TInput extends MaybeString>(field: string, length: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => Array.from(value).length <= length),
    messages.maxLength(field, length),
  );
}

/** CPF or CNPJ (numeric or alphanumeric) by the spec's length rule, check digits verified. */
export function cpfCnpj<TInput extends MaybeString>(field: string): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(whenFilled(isValidCpfCnpj), messages.cpfCnpj(field));
}

/**
 * Optional 2-digit area code, then 4 or 5 digits, a hyphen and 4 digits. The area code may be
 * bare ('11 98765-4321', '1198765-4321') or in parentheses ('(11) 98765-4321'), the way
 * Brazilian phone masks write it; the hyphen is required as the spec says.
 */
const PHONE_REGEX = /^(?:\(\d{2}\) ?|\d{2} ?)?\d{4,5}-\d{4}$/;

export function phone<TInput extends MaybeString>(field: string): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => PHONE_REGEX.test(value.trim())),
    messages.phone(field),
  );
}
