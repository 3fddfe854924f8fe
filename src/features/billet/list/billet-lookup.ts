import { isValidCpfCnpj } from '@contract/rules/documents';
import type { BilletParam } from '@contract/billets';
import { BILLET_FILTER_MAX } from '@contract/codes/billets';

/** What the boleto search box can look a boleto up by: the list's own filters (contract names). */
export const LOOKUP_FIELDS = [
  { name: 'billet_payer', label: 'Pagador', placeholder: 'Nome do pagador' },
  { name: 'billet_payer_document', label: 'CPF/CNPJ', placeholder: 'CPF ou CNPJ do pagador' },
  { name: 'external_id', label: 'Código externo', placeholder: 'Ex.: PED-1234' },
  { name: 'our_number', label: 'Nosso número', placeholder: 'Nosso número do banco' },
] as const satisfies readonly {
  name: BilletParam & keyof typeof BILLET_FILTER_MAX;
  label: string;
  placeholder: string;
}[];

export type LookupField = (typeof LOOKUP_FIELDS)[number]['name'];

const lookupMax = (field: LookupField): number => BILLET_FILTER_MAX[field];

/** The field the URL already looks up by (a chip or the filters may have set it), else the payer. */
export function currentLookup(search: Readonly<Record<string, unknown>>): { field: LookupField; text: string } {
  for (const { name } of LOOKUP_FIELDS) {
    const value = search[name];
    if (typeof value === 'string' && value !== '') return { field: name, text: value };
  }
  return { field: 'billet_payer', text: '' };
}

/**
 * Which filter a typed text goes to: a valid CPF or CNPJ typed under "Pagador" is a document (no
 * name is one), so the merchant who pastes it finds the boleto without switching the field.
 */
export function lookupFieldFor(field: LookupField, text: string): LookupField {
  return field === 'billet_payer' && isValidCpfCnpj(text.trim()) ? 'billet_payer_document' : field;
}

/**
 * The URL change for a lookup: the text under its field, the field it was under before cleared
 * (moved, not copied), every other filter kept, back to the first page.
 */
export function lookupPatch(
  previous: LookupField,
  field: LookupField,
  text: string,
): Partial<Record<LookupField, string | undefined>> & { page: undefined } {
  const value = text.trim().slice(0, lookupMax(field)) || undefined;
  return { ...(previous === field ? {} : { [previous]: undefined }), [field]: value, page: undefined };
}
