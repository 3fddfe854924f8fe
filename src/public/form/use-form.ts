import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

type Values = Record<string, string>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldOptions {
  /** Applied to what is typed (a mask): '4111111' → '4111 111'. */
  format?: (value: string) => string;
}

/**
 * The small form state the customer's pages need, over the same valibot rules as every form of
 * the portal (spec section 5, `@/lib/validation`): errors show once a field was left or the form
 * submitted, the first invalid field takes the focus on submit. react-hook-form does this for
 * the signed-in app; on the card page its 12 KiB would break the 90 KiB budget (decision 017).
 * Values live in React state only: nothing is written anywhere else.
 */
export function useForm<TSchema extends v.GenericSchema<Values, unknown>>(
  schema: TSchema,
  initial: v.InferInput<TSchema>,
) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const result = useMemo(() => v.safeParse(schema, values, { abortPipeEarly: true }), [schema, values]);
  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      const path = v.getDotPath(issue);
      if (path && !(path in found)) found[path] = issue.message;
    }
    return found;
  }, [result]);

  const errorOf = useCallback(
    (name: string): string | undefined => (touched[name] || submitted ? errors[name] : undefined),
    [errors, touched, submitted],
  );

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
  }, []);

  /** Sets some fields anew as if never touched (a declined card's fields, emptied for another card). */
  const resetFields = useCallback((next: Values) => {
    setValues((current) => ({ ...current, ...next }));
    setTouched((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in next))));
    setSubmitted(false);
  }, []);

  const field = (name: string, options: FieldOptions = {}): FieldProps => {
    const error = errorOf(name);
    const id = `field-${name.replace(/\W/g, '-')}`;
    return {
      id,
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, options.format ? options.format(event.target.value) : event.target.value),
      onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
    };
  };

  const handleSubmit =
    (onValid: (output: v.InferOutput<TSchema>) => void) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      setSubmitted(true);
      if (result.success) {
        onValid(result.output);
        return;
      }
      const first = Object.keys(errors)[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };

  return { values, errors, errorOf, field, setValue, resetFields, handleSubmit, valid: result.success };
}
