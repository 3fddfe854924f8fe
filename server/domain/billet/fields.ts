import { isIsoDate } from '../../../contract/rules/dates.ts';
import { hasControlCharacters } from '../../../contract/rules/text.ts';

/**
 * The field checks every boleto rule is built from (requirements §5's messages): one message per field,
 * the first that applies. Shared by the terms and the payer.
 */

export interface FieldError {
  field: string;
  message: string;
}

export const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A real day written AAAA-MM-DD, after 1900 (requirements §5's date rules). */
const isIsoDay = (value: unknown): value is string =>
  typeof value === 'string' && isIsoDate(value) && value > '1900-12-31';

/** Collects one message per field, the first that applies. */
export class Errors {
  readonly list: FieldError[] = [];
  add(field: string, message: string): void {
    if (!this.list.some((e) => e.field === field)) this.list.push({ field, message });
  }
}

export function text(
  errors: Errors,
  field: string,
  label: string,
  value: unknown,
  max: number,
  required: boolean,
): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) errors.add(field, `O campo ${label} é obrigatório`);
    return null;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors.add(field, `O campo ${label} deve ser um texto`);
    return null;
  }
  const out = String(value).trim();
  if (hasControlCharacters(out)) errors.add(field, `O campo ${label} contém caracteres inválidos`);
  else if (out.length > max) errors.add(field, `O campo ${label} deve ter no máximo ${max} caracteres`);
  return out;
}

export function cents(errors: Errors, field: string, label: string, value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    errors.add(field, `O campo ${label} deve ser um valor em centavos (número inteiro, sem negativos)`);
    return null;
  }
  return value;
}

export function percentage(errors: Errors, field: string, label: string, value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.add(field, `O campo ${label} deve ser um número`);
    return null;
  }
  if (value > 100) errors.add(field, `O campo ${label} ultrapassou o limite máximo de 100%`);
  else if (value < 0.01) errors.add(field, `O campo ${label} não atingiu o limite mínimo de 0,01%`);
  else if (Math.round(value * 100) !== Number((value * 100).toFixed(6)))
    errors.add(field, `O campo ${label} aceita no máximo 2 casas decimais`);
  return Math.round(value * 100);
}

export function day(errors: Errors, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isIsoDay(value)) {
    errors.add(field, 'Data inválida');
    return null;
  }
  return value;
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
