import * as v from 'valibot';
import { isoToBr, toIsoDate } from '../dates';
import { messages } from './messages';
import { isEmpty } from './shared';

/**
 * Rules that compare two fields of a form. They go in the pipe of the object schema and put
 * their message on the checked field, so react-hook-form shows it under that input:
 *   v.pipe(v.object({ password, confirmation }), confirmed('Confirmação', 'password', 'confirmation'))
 * A raw check rather than v.check, which would skip any object with an invalid field. Note that
 * react-hook-form's resolver parses with `abortPipeEarly` unless the form sets
 * `criteriaMode: 'all'`, and then valibot runs no object-level check until every field is valid:
 * these messages appear once the fields themselves pass.
 */

type Fields = Record<string, unknown>;

function crossField<TInput extends Fields>(
  key: string,
  test: (fields: Fields) => boolean,
  message: (fields: Fields) => string,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const { value } = dataset;
    if (typeof value !== 'object' || value === null) return;
    // One message per field: the field's own rules (required, date_br…) speak first.
    if (dataset.issues?.some((issue) => issue.path?.[0]?.key === key)) return;
    const fields = value as Fields;
    if (test(fields)) return;
    addIssue({
      message: message(fields),
      path: [{ type: 'object', origin: 'value', input: fields, key, value: fields[key] }],
    });
  });
}

/** `confirmationKey` must equal `key` (password and its confirmation): '{field} não confere'. */
export function confirmed<TInput extends Fields>(
  field: string,
  key: keyof TInput & string,
  confirmationKey: keyof TInput & string,
): v.RawCheckAction<TInput> {
  return crossField<TInput>(
    confirmationKey,
    (fields) => isEmpty(fields[confirmationKey]) || fields[key] === fields[confirmationKey],
    () => messages.confirmed(field),
  );
}

function dateOf(value: unknown): string | null {
  return typeof value === 'string' ? toIsoDate(value) : null;
}

/**
 * The date in `key` is on or after the date in `targetKey` (an end date after a start date):
 * '{field} deve ser maior ou igual a {target}', the target shown 'DD/MM/YYYY'. Either date
 * missing or malformed passes: their own rules report that.
 */
export function afterField<TInput extends Fields>(
  field: string,
  key: keyof TInput & string,
  targetKey: keyof TInput & string,
): v.RawCheckAction<TInput> {
  return crossField<TInput>(
    key,
    (fields) => {
      const date = dateOf(fields[key]);
      const target = dateOf(fields[targetKey]);
      return date === null || target === null || date >= target;
    },
    (fields) => messages.after(field, isoToBr(dateOf(fields[targetKey]) ?? '') ?? ''),
  );
}
