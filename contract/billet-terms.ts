import * as v from 'valibot';
import { maxValueMessage, minValueMessage } from './rules/money.ts';
import { shape, spec } from './shape.ts';
import { Cents, Int } from './shapes/numbers.ts';

/**
 * A boleto's terms as both sides read them (requirements §3 "Billet upload payload", §4 statuses, §5
 * "Billet submission"; docs/api.md "Boletos"): the statuses and their words, the penalty, fees
 * and discount codes, the limits, and the wire shapes the boleto calls share. Money in integer
 * cents; percentages as numbers (2.5 = 2,5 %).
 */

// The statuses, their words and the text limits live in contract/codes/billets.ts (the route tree
// reads them).

/** What a type's amount is: money, a percentage, or none (exempt). */
export type ChargeUse = 'value' | 'percentage' | 'none';

/** Requirements §5: penalty (multa) 1 valor, 2 percentual, 3 isento. */
export const PENALTY = { VALUE: 1, PERCENTAGE: 2, EXEMPT: 3 } as const;
/** Requirements §5: fees (juros) 1 valor diário, 2 % diário, 3 % mensal, 4 % anual, 5 isento. */
export const FEES = {
  DAILY_VALUE: 1,
  DAILY_PERCENTAGE: 2,
  MONTHLY_PERCENTAGE: 3,
  YEARLY_PERCENTAGE: 4,
  EXEMPT: 5,
} as const;
/** Requirements §5: discount 0 none, 1 fixed value, 2 percentage. */
export const DISCOUNT = { NONE: 0, VALUE: 1, PERCENTAGE: 2 } as const;

export const PENALTY_TYPES = [
  { value: PENALTY.VALUE, label: 'Valor', uses: 'value' },
  { value: PENALTY.PERCENTAGE, label: 'Percentual', uses: 'percentage' },
  { value: PENALTY.EXEMPT, label: 'Isento', uses: 'none' },
] as const;

/** Requirements §5: 2 and 4 are offered disabled (the bank takes them; the portal does not offer them). */
export const FEES_TYPES = [
  { value: FEES.DAILY_VALUE, label: 'Valor diário', uses: 'value', disabled: false },
  { value: FEES.DAILY_PERCENTAGE, label: 'Percentual diário', uses: 'percentage', disabled: true },
  { value: FEES.MONTHLY_PERCENTAGE, label: 'Percentual mensal', uses: 'percentage', disabled: false },
  { value: FEES.YEARLY_PERCENTAGE, label: 'Percentual anual', uses: 'percentage', disabled: true },
  { value: FEES.EXEMPT, label: 'Isento', uses: 'none', disabled: false },
] as const;

export const DISCOUNT_TYPES = [
  { value: DISCOUNT.NONE, label: 'Sem desconto', uses: 'none' },
  { value: DISCOUNT.VALUE, label: 'Valor fixo', uses: 'value' },
  { value: DISCOUNT.PERCENTAGE, label: 'Percentual', uses: 'percentage' },
] as const;

/** What a penalty, fees or discount type charges; an unknown type charges nothing. */
export const chargeUse = (types: readonly { value: number; uses: ChargeUse }[], type: number): ChargeUse =>
  types.find((t) => t.value === type)?.uses ?? 'none';

// The sandbox's limits (requirements §9 leaves billet amounts open): R$ 1,00 to R$ 1.000.000,00.
export const MIN_BILLET_VALUE_CENTS = 100;
export const MAX_BILLET_VALUE_CENTS = 100_000_000;
export const BILLET_VALUE_MIN_MESSAGE = minValueMessage(MIN_BILLET_VALUE_CENTS);
export const BILLET_VALUE_MAX_MESSAGE = maxValueMessage(MAX_BILLET_VALUE_CENTS);
export const MAX_DISCOUNTS = 3;
/** GET /v1/billet/layouts' ids: 1 CNAB 240, 2 CNAB 400. */
export const BILLET_LAYOUT_IDS = [1, 2] as const;

// ---- wire shapes: requirements §3's billet upload payload ---------------------------------------------

const Text = v.nullable(v.string());
/** 'AAAA-MM-DD', or null when the term has none. */
const Day = v.nullable(v.string());

/** Penalty (multa) or fees (juros): the type says which of value and percentage it uses. */
export const ChargeSchema = shape({
  type: spec(Int),
  value: spec(v.nullable(Cents)),
  percentage: spec(v.nullable(v.number())),
  date: spec(Day),
});
export type Charge = v.InferOutput<typeof ChargeSchema>;

export const DiscountSchema = shape({
  type: spec(Int),
  date: spec(Day),
  value: spec(v.nullable(Cents)),
  percentage: spec(v.nullable(v.number())),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

/** The payer (sacado); the document as stored (no punctuation, an alphanumeric CNPJ upper-cased). */
export const PayerSchema = shape({
  name: spec(v.string()),
  email: spec(Text),
  document: spec(v.string()),
  street: spec(Text),
  number: spec(Text),
  neighborhood: spec(Text),
  city: spec(Text),
  state: spec(Text),
  zip_code: spec(Text),
});
export type Payer = v.InferOutput<typeof PayerSchema>;

/** The payload's fields as an upload row answers them (GET and PUT /v1/app/billet_upload). */
export const UPLOAD_FIELDS = {
  external_id: spec(Text),
  due_date: spec(v.string()),
  value: spec(Cents),
  instructions: spec(Text),
  penalty: spec(ChargeSchema),
  fees: spec(ChargeSchema),
  discounts: spec(v.array(DiscountSchema)),
  payer: spec(PayerSchema),
};

// ---- request bodies ------------------------------------------------------------------------------

const ChargeInput = v.object({
  type: v.nullish(Int),
  value: v.nullish(Cents),
  percentage: v.nullish(v.number()),
  date: v.nullish(v.string()),
});

/**
 * PUT /v1/app/billet_upload: requirements §3's payload, no `id` creating and an `id` editing. The sandbox
 * checks it field by field with requirements §5's rules and messages (server/domain/billet/terms.ts, which
 * reads every spreadsheet row alike), so one rule and its message exist once; what it leaves out
 * it takes as exempt or empty.
 */
export const UploadBody = v.object({
  id: v.optional(Int),
  external_id: v.nullish(v.string()),
  due_date: v.string(),
  value: Cents,
  instructions: v.nullish(v.string()),
  bank_billet_layout_id: v.optional(Int),
  penalty: v.optional(ChargeInput),
  fees: v.optional(ChargeInput),
  discounts: v.optional(v.array(ChargeInput)),
  payer: v.object({
    name: v.string(),
    document: v.string(),
    email: v.nullish(v.string()),
    street: v.nullish(v.string()),
    number: v.nullish(v.string()),
    neighborhood: v.nullish(v.string()),
    city: v.nullish(v.string()),
    state: v.nullish(v.string()),
    zip_code: v.nullish(v.string()),
  }),
});

/** A bank instruction (PUT /v1/app/billet/{billet_id}): at least one of these; checked like the payload. */
export const InstructionBody = v.object({
  due_date: v.optional(v.string()),
  value: v.optional(Cents),
  penalty: v.optional(ChargeInput),
  fees: v.optional(ChargeInput),
  discounts: v.optional(v.array(ChargeInput)),
});
export type Instruction = v.InferInput<typeof InstructionBody>;
