import * as v from 'valibot';
import { isValidIsoDate, isoToBr, parseDateBr, toIsoDate } from '../dates';
import { messages } from './messages';
import { type Lazy, type LazyMessageCheck, type MaybeString, resolve, whenFilled } from './shared';

/**
 * Date rules of requirements §5. Values are the text of a date input, 'DD/MM/YYYY' as typed or
 * 'YYYY-MM-DD' from a picker; limits are given as 'YYYY-MM-DD' (or a function returning one,
 * so `() => today()` stays right after midnight) and shown as 'DD/MM/YYYY' in the message.
 * A value that is not a date passes these comparisons: date_br/date_iso report it, once.
 */

/** 'DD/MM/YYYY', a real calendar date, year above 1900. */
export function dateBr<TInput extends MaybeString>(): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => {
      const iso = parseDateBr(value);
      return iso !== null && Number(iso.slice(0, 4)) > 1900;
    }),
    messages.invalidDate(),
  );
}

/** 'YYYY-MM-DD', a real calendar date. */
export function dateIso<TInput extends MaybeString>(): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    whenFilled((value) => isValidIsoDate(value.trim())),
    messages.invalidDate(),
  );
}

function compareTo(
  limit: Lazy<string>,
  test: (value: string, limit: string) => boolean,
): (value: MaybeString) => boolean {
  return whenFilled((value) => {
    const date = toIsoDate(value);
    const bound = toIsoDate(resolve(limit));
    // ISO dates compare correctly as strings.
    return date === null || bound === null || test(date, bound);
  });
}

function shown(limit: Lazy<string>): () => string {
  return () => {
    const value = resolve(limit);
    return isoToBr(toIsoDate(value) ?? '') ?? value;
  };
}

/** On or after `target`: '{field} deve ser maior ou igual a {target}'. */
export function after<TInput extends MaybeString>(field: string, target: Lazy<string>): LazyMessageCheck<TInput> {
  const shownTarget = shown(target);
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>(
    compareTo(target, (date, bound) => date >= bound),
    () => messages.after(field, shownTarget()),
  );
}

export function minDate<TInput extends MaybeString>(field: string, date: Lazy<string>): LazyMessageCheck<TInput> {
  const shownDate = shown(date);
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>(
    compareTo(date, (value, bound) => value >= bound),
    () => messages.minDate(field, shownDate()),
  );
}

export function maxDate<TInput extends MaybeString>(field: string, date: Lazy<string>): LazyMessageCheck<TInput> {
  const shownDate = shown(date);
  return v.check<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>(
    compareTo(date, (value, bound) => value <= bound),
    () => messages.maxDate(field, shownDate()),
  );
}
