import { daysBetween } from '../zone.ts';

/**
 * The FEBRABAN barcode and linha digitável of a bank collection slip (docs/domain.md, "Boleto";
 * Carta-Circular BCB 2.926/2000). Bank-independent: the 25-digit free field is the bank's
 * (see itau.ts).
 */

/** Mod 10: weights 2,1,2,1… from the right, digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general DV: mod 11, weights 2..9 from the right; 0, 10 and 11 become 1. */
export function barcodeDv(digits43: string): number {
  let sum = 0;
  for (let i = 0; i < digits43.length; i++) sum += Number(digits43[digits43.length - 1 - i]) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const FACTOR_BASE = '1997-10-07';

/**
 * Days since 1997-10-07, four digits: 9999 was 2025-02-21 and the count restarted at 1000 on
 * 2025-02-22 (and restarts again every 9000 days). The due date is stored, never derived back.
 */
export function dueDateFactor(dueDate: string): string {
  const days = daysBetween(FACTOR_BASE, dueDate);
  if (days < 1000) throw new Error(`dueDateFactor: ${dueDate} is before the factor's first cycle`);
  const factor = days <= 9999 ? days : 1000 + ((days - 10_000) % 9000);
  return String(factor).padStart(4, '0');
}

export interface BarcodeParts {
  /** COMPE code, 3 digits. */
  bank: string;
  dueDate: string;
  amountCents: number;
  /** The bank's 25 digits. */
  freeField: string;
}

/** The 44-digit barcode; currency 9 (real). */
export function buildBarcode(parts: BarcodeParts): string {
  if (!/^\d{3}$/.test(parts.bank) || !/^\d{25}$/.test(parts.freeField))
    throw new Error('buildBarcode: bank must have 3 digits and the free field 25');
  if (!Number.isSafeInteger(parts.amountCents) || parts.amountCents < 0 || parts.amountCents > 9_999_999_999)
    throw new Error('buildBarcode: the amount must fit 10 digits of cents');
  const head = `${parts.bank}9`;
  const tail = `${dueDateFactor(parts.dueDate)}${String(parts.amountCents).padStart(10, '0')}${parts.freeField}`;
  return `${head}${barcodeDv(head + tail)}${tail}`;
}

/** The 47-digit linha digitável of a barcode: three fields with mod 10 DVs, the DV, factor and amount. */
export function digitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('digitableLine: a barcode has 44 digits');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return (
    `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}` +
    `${barcode[4]}${barcode.slice(5, 19)}`
  );
}

/** The linha digitável as printed: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
