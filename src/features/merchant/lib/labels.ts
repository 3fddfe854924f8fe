import { formatDocument } from '@/lib/documents';
import type { Merchant } from '../api/get-merchant';

/** Requirements §3 code lists, in Portuguese. Unknown codes are shown as they came. */
export const ADDRESS_TYPE_LABELS: Record<string, string> = {
  MAIL: 'Correspondência',
  INSTALLATION: 'Instalação',
  'MAIL AND INSTALLATION': 'Correspondência e instalação',
};

export const PHONE_TYPE_LABELS: Record<string, string> = {
  COMERCIAL: 'Comercial',
  FAX: 'Fax',
  CELULAR: 'Celular',
};

export const DESTINATION_LABELS: Record<string, string> = {
  B: 'Conta bancária',
  D: 'Conta digital',
  R: 'Cartão pré-pago',
  W: 'Carteira digital',
};

export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  C: 'Corrente',
  S: 'Poupança',
  P: 'Pagamento',
};

export const labelOf = (labels: Record<string, string>, code: string): string => labels[code] ?? code;

export interface TaxDocument {
  label: 'CPF' | 'CNPJ';
  value: string;
}

/** Requirements §3: the first CPF or CNPJ of the merchant, formatted (alphanumeric CNPJ too). */
export function firstTaxDocument(merchant: Pick<Merchant, 'documents'>): TaxDocument | undefined {
  const document = merchant.documents.find(
    (doc) => doc.document_type.type === 'CPF' || doc.document_type.type === 'CNPJ',
  );
  if (!document) return undefined;
  const label = document.document_type.type;
  return { label, value: formatDocument(label === 'CPF' ? 'cpf' : 'cnpj', document.value) };
}

/** The channels the merchant sells through, once each, in the order of its plans. */
export function planChannels(merchant: Pick<Merchant, 'plans'>): string[] {
  const names = merchant.plans.map((plan) => plan.channel.channel_name.trim()).filter(Boolean);
  return [...new Set(names)];
}

/** Requirements §3 (Bank): displayed as 'code - name'. */
export const bankLabel = (code: string, name: string): string => (name ? `${code} - ${name}` : code);

/** '(11) 98765-4321' / '(11) 3456-7890' for Brazilian numbers; anything else as it came. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return value;
  const [, area, prefix, line] = match;
  return `(${area}) ${prefix}-${line}`;
}

/** CEP '01310100' → '01310-100'; anything else as it came. */
export function formatZipCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}
