import type { QueryParams } from '@/api';
import { formatCpfCnpj } from '@/lib/documents';
import { cleanDocument } from '@contract/rules/documents';
import type { FilterValues, TextFilter } from './filter-types';

/**
 * A CPF/CNPJ text filter: 18 characters fit a formatted CNPJ; letters are allowed and kept in
 * capitals (the alphanumeric CNPJ).
 */
export const documentFilter = (name: string, label: string): TextFilter => ({
  kind: 'text',
  name,
  label,
  maxLength: 18,
  uppercase: true,
  placeholder: 'CPF ou CNPJ',
});

/**
 * CPF/CNPJ text filters go to the URL formatted ('34.218.765/0001-14'), so the input and the
 * chip read like the document the merchant knows.
 */
export function withFormattedDocuments(values: FilterValues, keys: readonly string[]): FilterValues {
  const out: Record<string, FilterValues[string]> = { ...values };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = formatCpfCnpj(value.trim());
  }
  return out;
}

/** …and to the API bare: punctuation off, letters kept (the alphanumeric CNPJ). */
export function withBareDocuments(params: QueryParams, keys: readonly string[]): QueryParams {
  const out: Record<string, QueryParams[string]> = { ...params };
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string') out[key] = cleanDocument(value);
  }
  return out;
}
