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
 * the portal (requirements §5, `@/lib/validation`): errors show once a field was left or the form
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

  const result = useMemo(() => judge(schema, values), [schema, values]);
  const errors = useMemo(() => errorsOf(result), [result]);

  const errorOf = useCallback(
    (name: string): string | undefined => (touched[name] || submitted ? errors[name] : undefined),
    [errors, touched, submitted],
  );

  /** A value, or a change of the current one (`(typed) => …`). */
  const setValue = useCallback((name: string, value: string | ((current: string) => string)) => {
    setValues((current) => {
      const next = typeof value === 'function' ? value(current[name] ?? '') : value;
      return current[name] === next ? current : { ...current, [name]: next };
    });
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

  /**
   * On submit the rules judge the values: `onValid` gets the output, or the errors show and the
   * first wrong field takes the focus. `later.rules`, when given, makes the rules to judge with
   * and may have to wait for them (the card form's brands' table is a chunk of its own): the
   * values submitted are judged once they arrive; if they cannot, `later.onUnavailable` says so
   * and nothing else changes, so what was typed stays in the form.
   */
  const handleSubmit =
    (
      onValid: (output: v.InferOutput<TSchema>) => void,
      later?: { rules: () => TSchema | Promise<TSchema>; onUnavailable: (error: unknown) => void },
    ) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const decide = (outcome: Judgement<TSchema>) => {
        setSubmitted(true);
        if (outcome.success) {
          onValid(outcome.output);
          return;
        }
        const first = Object.keys(errorsOf(outcome))[0];
        const element = first ? formElement.elements.namedItem(first) : null;
        if (element instanceof HTMLElement) element.focus();
      };
      const rules = later?.rules();
      if (!(rules instanceof Promise)) {
        decide(rules ? judge(rules, values) : result);
        return;
      }
      rules.then((ready) => decide(judge(ready, values)), later?.onUnavailable);
    };

  return { values, errors, errorOf, field, setValue, resetFields, handleSubmit, valid: result.success };
}

const judge = <TSchema extends v.GenericSchema<Values, unknown>>(schema: TSchema, values: Values) =>
  v.safeParse(schema, values, { abortPipeEarly: true });
type Judgement<TSchema extends v.GenericSchema<Values, unknown>> = ReturnType<typeof judge<TSchema>>;

/** The first message of each field, by its name. */
function errorsOf(result: { issues?: readonly v.BaseIssue<unknown>[] | undefined }): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue);
    if (path && !(path in found)) found[path] = issue.message;
  }
  return found;
}
