import * as v from 'valibot';
import { formatCents, formatNumberBr } from '@/lib/money';

/**
 * The amount to anticipate, in cents, between one cent and what is available. The field and the
 * slider show the same value: the field types any cent, the slider moves in whole reais (in
 * cents below R$ 100,00) and reaches the exact top at its end.
 */
export const sliderStep = (max: number): number => (max >= 10_000 ? 100 : 1);

/** Where the slider sits for a typed amount: within its track whatever was typed. */
export const sliderValue = (cents: number | null, max: number): number => Math.min(Math.max(cents ?? 0, 0), max);

/** The amount a slider position gives: its end is the exact top, not the last whole real. */
export const amountOfSlider = (value: number, max: number): number => Math.min(Math.max(Math.round(value), 0), max);

export const AMOUNT_REQUIRED = 'Informe o valor a antecipar';
export const amountTooHigh = (max: number) => `O valor máximo para antecipar é ${formatCents(max)}`;

/** The form's rule for `max` available: the same messages the field shows. */
export function amountFormSchema(max: number) {
  return v.object({
    amountCents: v.pipe(
      v.nullable(v.number()),
      v.check((cents) => cents !== null && cents > 0, AMOUNT_REQUIRED),
      v.check((cents) => cents === null || cents <= max, amountTooHigh(max)),
      v.transform((cents) => cents ?? 0),
    ),
  });
}
export type AmountFormInput = v.InferInput<ReturnType<typeof amountFormSchema>>;
export type AmountFormValues = v.InferOutput<ReturnType<typeof amountFormSchema>>;

/** '1,99% a.m.': the plan's monthly rate as the merchant apps write it. */
export const rateText = (rateMonthly: number): string =>
  `${formatNumberBr(rateMonthly, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.m.`;

/** '1 recebível', '12 recebíveis'. */
export const receivablesText = (count: number): string =>
  `${formatNumberBr(count)} ${count === 1 ? 'recebível' : 'recebíveis'}`;
