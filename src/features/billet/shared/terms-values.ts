import {
  chargeUse,
  DISCOUNT_TYPES,
  FEES_TYPES,
  PENALTY_TYPES,
  type ChargeUse,
  type Discount,
} from '@contract/billet-terms';
import { isoToBr, parseDateBr } from '@/lib/dates';
import { formatCents, parseBrlToCents, parseNumberBr } from '@/lib/money';
import type { Fees, Penalty } from './schemas';

/**
 * A boleto's penalty (multa), fees (juros) and discounts as a form types them (strings, pt-BR),
 * and requirements §5's conversions: a type clears the amount it does not use, money → cents, a zero or
 * empty discount → type 0 (sent so); the penalty's and fees' start dates kept as they came. Shared by the upload form and the bank
 * instruction of a registered boleto, so a rule and its message exist once.
 */
export interface TermsValues {
  penalty_type: string;
  penalty_value: string;
  /** From when the penalty applies (DD/MM/AAAA, optional: the bank's rule when empty). */
  penalty_date: string;
  fees_type: string;
  fees_value: string;
  /** From when interest runs (DD/MM/AAAA, optional). */
  fees_date: string;
  discount_type: string;
  discount_value: string;
  discount_date: string;
  discount2_type: string;
  discount2_value: string;
  discount2_date: string;
  discount3_type: string;
  discount3_value: string;
  discount3_date: string;
}

export const EMPTY_TERMS: TermsValues = {
  penalty_type: '3',
  penalty_value: '',
  penalty_date: '',
  fees_type: '5',
  fees_value: '',
  fees_date: '',
  discount_type: '0',
  discount_value: '',
  discount_date: '',
  discount2_type: '0',
  discount2_value: '',
  discount2_date: '',
  discount3_type: '0',
  discount3_value: '',
  discount3_date: '',
};

/** What a type typed in the form charges (requirements §5): penalty 1 and fees 1 money, the others a percentage or none. */
export const penaltyUses = (type: string): ChargeUse => chargeUse(PENALTY_TYPES, Number(type));
export const feesUses = (type: string): ChargeUse => chargeUse(FEES_TYPES, Number(type));
export const discountUses = (type: string): ChargeUse => chargeUse(DISCOUNT_TYPES, Number(type));

/** The form's three discounts (requirements §3: `discounts[]`; the sandbox takes up to 3). */
export const DISCOUNT_SLOTS = [
  { type: 'discount_type', value: 'discount_value', date: 'discount_date' },
  { type: 'discount2_type', value: 'discount2_value', date: 'discount2_date' },
  { type: 'discount3_type', value: 'discount3_value', date: 'discount3_date' },
] as const;

export const moneyText = (cents: number | null | undefined) =>
  typeof cents !== 'number' ? '' : formatCents(cents).replace(/^R\$\s*/, '');
const pct = (value: number | null | undefined) => (typeof value !== 'number' ? '' : String(value).replace('.', ','));
export const brDateText = (iso: string | null | undefined) => (iso ? (isoToBr(iso) ?? iso) : '');

type PartialTerms = {
  penalty?: Partial<Penalty>;
  fees?: Partial<Fees>;
  discounts?: readonly Partial<Discount>[];
};

/** What a stored boleto (or a refused row) holds, as the form shows it. */
export function termsValuesOf(b: PartialTerms): TermsValues {
  const out: TermsValues = { ...EMPTY_TERMS };
  if (b.penalty) {
    out.penalty_type = String(b.penalty.type ?? 3);
    out.penalty_value =
      penaltyUses(out.penalty_type) === 'value' ? moneyText(b.penalty.value) : pct(b.penalty.percentage);
    // Kept as it came (a spreadsheet's column): an edit must not erase it.
    out.penalty_date = brDateText(b.penalty.date ?? null);
  }
  if (b.fees) {
    out.fees_type = String(b.fees.type ?? 5);
    out.fees_value = feesUses(out.fees_type) === 'value' ? moneyText(b.fees.value) : pct(b.fees.percentage);
    out.fees_date = brDateText(b.fees.date ?? null);
  }
  DISCOUNT_SLOTS.forEach((slot, i) => {
    const d = b.discounts?.[i];
    if (!d) return;
    out[slot.type] = String(d.type ?? 0);
    out[slot.value] = d.type === 1 ? moneyText(d.value) : pct(d.percentage);
    out[slot.date] = brDateText(d.date ?? null);
  });
  return out;
}

export type TermsErrors = Partial<Record<keyof TermsValues, string>>;
export interface Terms {
  penalty: Penalty;
  fees: Fees;
  discounts: Discount[];
}

/**
 * The typed terms → the request's `penalty`, `fees` and `discounts`, writing each field's problem
 * into `errors`. `due` (YYYY-MM-DD) bounds the discounts' dates when known.
 */
export function toTerms(f: TermsValues, due: string | null, errors: TermsErrors): Terms {
  const amount = (kind: 'value' | 'percentage' | 'none', text: string, field: keyof TermsValues, label: string) => {
    if (kind === 'none') return { value: null, percentage: null };
    if (text.trim() === '') {
      errors[field] = `O campo ${label} é obrigatório`;
      return { value: null, percentage: null };
    }
    if (kind === 'value') {
      const cents = parseBrlToCents(text);
      if (cents === null || cents <= 0) errors[field] = `O campo ${label} deve ser um valor maior que zero`;
      return { value: cents, percentage: null };
    }
    const n = parseNumberBr(text);
    if (n === null || n <= 0) errors[field] = `O campo ${label} deve ser um percentual maior que zero`;
    else if (n > 100) errors[field] = `O campo ${label} ultrapassou o limite máximo de 100%`;
    return { value: null, percentage: n };
  };
  /** A charge's start: optional, after the due date (the server's rule and message). */
  const startDate = (uses: string, field: 'penalty_date' | 'fees_date', label: string): string | null => {
    const text = f[field].trim();
    if (uses === 'none' || text === '') return null;
    const date = parseDateBr(text);
    if (!date) errors[field] = 'Data inválida';
    else if (due && date <= due) errors[field] = `O campo ${label} deve ser maior que ${isoToBr(due)}`;
    return date;
  };
  const penaltyKind = penaltyUses(f.penalty_type);
  const feesKind = feesUses(f.fees_type);
  const penalty = amount(penaltyKind, f.penalty_value, 'penalty_value', 'Multa');
  const fees = amount(feesKind, f.fees_value, 'fees_value', 'Juros');
  const penaltyDate = startDate(penaltyKind, 'penalty_date', 'Data da multa');
  const feesDate = startDate(feesKind, 'fees_date', 'Data dos juros');
  const discounts: Discount[] = [];
  for (const slot of DISCOUNT_SLOTS) {
    const kind = discountUses(f[slot.type]);
    const text = f[slot.value];
    if (kind === 'none') continue;
    // Requirements §5: a zero or empty discount becomes type 0 (sent so, not dropped).
    if (text.trim() === '' || parseNumberBr(text) === 0) {
      discounts.push({ type: 0, value: null, percentage: null, date: null });
      continue;
    }
    const amountOf = amount(kind, text, slot.value, 'Desconto');
    const date = parseDateBr(f[slot.date]);
    if (!date)
      errors[slot.date] = f[slot.date].trim() === '' ? 'O campo Data do desconto é obrigatório' : 'Data inválida';
    else if (due && date > due)
      errors[slot.date] = `O campo Data do desconto deve ser menor ou igual a ${isoToBr(due)}`;
    discounts.push({ type: Number(f[slot.type]), value: amountOf.value, percentage: amountOf.percentage, date });
  }
  return {
    penalty: { type: Number(f.penalty_type), value: penalty.value, percentage: penalty.percentage, date: penaltyDate },
    fees: { type: Number(f.fees_type), value: fees.value, percentage: fees.percentage, date: feesDate },
    discounts,
  };
}

/** The server's field names for the terms ('penalty.value', 'discounts.2.date') → the form's. */
export const TERMS_SERVER_FIELDS: Record<string, keyof TermsValues> = {
  'penalty.value': 'penalty_value',
  'penalty.percentage': 'penalty_value',
  'penalty.date': 'penalty_date',
  'fees.value': 'fees_value',
  'fees.percentage': 'fees_value',
  'fees.date': 'fees_date',
  ...Object.fromEntries(
    DISCOUNT_SLOTS.flatMap((slot, i) => [
      [`discounts.${i + 1}.value`, slot.value],
      [`discounts.${i + 1}.percentage`, slot.value],
      [`discounts.${i + 1}.date`, slot.date],
    ]),
  ),
};

/** The server's 400 detail ('payer.document: …') as field → message, through `map`. */
export function detailToErrors<K extends string>(
  detail: readonly string[],
  map: (field: string) => K | undefined,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const line of detail) {
    const cut = line.indexOf(': ');
    if (cut < 0) continue;
    const key = map(line.slice(0, cut));
    if (key) out[key] = line.slice(cut + 2);
  }
  return out;
}
