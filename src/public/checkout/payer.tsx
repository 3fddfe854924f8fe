import * as v from 'valibot';
import { PayerSchema as PayerBodySchema } from '@contract/checkout/payer';
import { formatCnpj, formatCpf } from '@/lib/documents';
import { cleanDocument } from '@contract/rules/documents';
import { TextField } from '../form/text-field';
import type { useForm } from '../form/use-form';

/**
 * The payer's fields, shared by the card, boleto and Pix forms: the server's own rules and spec
 * §5's messages (contract/checkout/payer.ts), so the form never passes what the call refuses.
 */
export const payerEntries = {
  payerName: PayerBodySchema.entries.name,
  payerDocument: PayerBodySchema.entries.document,
  payerEmail: PayerBodySchema.entries.email,
};
export const PayerSchema = v.object(payerEntries);

export const emptyPayer = { payerName: '', payerDocument: '', payerEmail: '' };

export interface PayerValues {
  payerName: string;
  payerDocument: string;
  payerEmail: string;
}

/** The payer's part of a form's values (kept across the method tabs, in memory only). */
export const pickPayer = (values: Partial<PayerValues>): PayerValues => ({
  payerName: values.payerName ?? '',
  payerDocument: values.payerDocument ?? '',
  payerEmail: values.payerEmail ?? '',
});

/**
 * The body's payer. The document keeps its letters (an alphanumeric CNPJ): only the mask goes,
 * never "everything but digits".
 */
export function payerBody(values: PayerValues) {
  return {
    name: values.payerName.trim(),
    document: cleanDocument(values.payerDocument),
    email: values.payerEmail.trim(),
  };
}

/**
 * The mask as the customer types: a CPF up to 11 characters, a CNPJ past them, and a CNPJ as
 * soon as a letter appears (an alphanumeric CNPJ: the CPF mask would drop its letters).
 */
function formatDocumentInput(value: string): string {
  const raw = cleanDocument(value)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  return /[A-Z]/.test(raw) || raw.length > 11 ? formatCnpj(raw) : formatCpf(raw);
}

export function PayerFields({ form }: { form: Pick<ReturnType<typeof useForm>, 'field' | 'errorOf'> }) {
  return (
    <fieldset className="public-fieldset">
      <legend>Dados de quem paga</legend>
      <TextField label="Nome" autoComplete="name" field={form.field('payerName')} error={form.errorOf('payerName')} />
      <TextField
        label="CPF ou CNPJ"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        field={form.field('payerDocument', { format: formatDocumentInput })}
        error={form.errorOf('payerDocument')}
      />
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        field={form.field('payerEmail')}
        error={form.errorOf('payerEmail')}
      />
    </fieldset>
  );
}
