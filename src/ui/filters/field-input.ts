import { useFormContext } from 'react-hook-form';
import type { FormValues } from './form';
import styles from './filters.module.css';

/** Props every field takes: offline, filtering needs the server, so the inputs are read-only. */
export interface FieldProps<D> {
  def: D;
  disabled: boolean;
}

/**
 * The section-5 message of `name`, and the classes that make Ionic's input show it (its error
 * text shows only on an input marked invalid and touched; Ionic ties it to the input for
 * screen readers).
 */
export function useFieldError(name: string): { errorText: string | undefined; className: string | undefined } {
  const { formState } = useFormContext<FormValues>();
  const message = formState.errors[name]?.message;
  const errorText = typeof message === 'string' ? message : undefined;
  return { errorText, className: errorText ? `${styles.input} ion-invalid ion-touched` : styles.input };
}

/** Ionic's outlined input with its label above, the look of every typed filter. */
export const INPUT_LOOK = { labelPlacement: 'stacked', fill: 'outline' } as const;
