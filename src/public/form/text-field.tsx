import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from './use-form';
import '../layout/forms.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> {
  label: string;
  field: FieldProps;
  error?: string;
  hint?: ReactNode;
  /** Beside the label, on its line (the card's brand): costs no height. */
  aside?: ReactNode;
}

/** A labelled input with its error below, tied by aria-describedby (announced with the field). */
export function TextField({ label, field, error, hint, aside, ...input }: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [field['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="public-field">
      {aside ? (
        <div className="public-field-label-row">
          <label htmlFor={field.id}>{label}</label>
          {aside}
        </div>
      ) : (
        <label htmlFor={field.id}>{label}</label>
      )}
      <input {...input} {...field} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="public-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${field.id}-error`} className="public-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
