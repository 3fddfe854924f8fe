import { formatCpfCnpj } from '@/lib/documents';

/** A unit is 'Paga' once its payment settled; until then the merchant reads it as money to come. */
export const paidLabel = (paid: boolean): string => (paid ? 'Paga' : 'A receber');

/** CPF or CNPJ (alphanumeric too) formatted by length; an empty document reads as a dash. */
export const documentText = (document: string | null | undefined): string => (document ? formatCpfCnpj(document) : '—');

export const yesNo = (value: boolean): string => (value ? 'Sim' : 'Não');

/** '1 parcela', '49 parcelas'. */
export const installmentsText = (count: number): string => `${count} ${count === 1 ? 'parcela' : 'parcelas'}`;
