import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a form's own checks (`check` answers the request body, or a
 * message per field; `form` is a message about the whole form): the rules stay one pure,
 * unit-tested function, shared with the upload's refused rows.
 */
export function rulesResolver<T extends FieldValues, Out>(
  check: (values: T) => { body?: Out; errors: Partial<Record<string, string>> },
): Resolver<T, unknown, Out> {
  return (values) => {
    const { body, errors } = check(values);
    if (body !== undefined) return { values: body, errors: {} };
    const out: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(errors))
      if (message) out[name === 'form' ? 'root' : name] = { type: 'rule', message };
    return { values: {}, errors: out as FieldErrors<T> };
  };
}
