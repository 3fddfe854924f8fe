import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AMOUNT_REQUIRED,
  amountFormSchema,
  amountOfSlider,
  amountTooHigh,
  rateText,
  receivablesText,
  sliderStep,
  sliderValue,
} from './amount';

const issues = (max: number, amountCents: number | null) =>
  v.safeParse(amountFormSchema(max), { amountCents }).issues?.map((issue) => issue.message) ?? [];

describe('amount bounds', () => {
  it('needs an amount above zero', () => {
    expect(issues(500_000, null)).toEqual([AMOUNT_REQUIRED]);
    expect(issues(500_000, 0)).toEqual([AMOUNT_REQUIRED]);
  });
  it('takes up to exactly what is available, not a cent more', () => {
    expect(issues(500_000, 500_000)).toEqual([]);
    expect(issues(500_000, 500_001)).toEqual([amountTooHigh(500_000)]);
    expect(amountTooHigh(500_000)).toBe('O valor máximo para antecipar é R$\u00a05.000,00');
  });
});

describe('slider', () => {
  it('moves in whole reais, in cents for small amounts', () => {
    expect(sliderStep(1_234_567)).toBe(100);
    expect(sliderStep(9_999)).toBe(1);
  });
  it('sits within its track whatever was typed', () => {
    expect(sliderValue(null, 1_000)).toBe(0);
    expect(sliderValue(400, 1_000)).toBe(400);
    expect(sliderValue(5_000, 1_000)).toBe(1_000);
  });
  it('gives the exact top at its end', () => {
    expect(amountOfSlider(1_234_600, 1_234_567)).toBe(1_234_567);
    expect(amountOfSlider(-3, 1_000)).toBe(0);
  });
});

describe('texts', () => {
  it('writes the monthly rate as the apps do', () => {
    expect(rateText(1.99)).toBe('1,99% a.m.');
    expect(rateText(2)).toBe('2,00% a.m.');
  });
  it('counts receivables', () => {
    expect(receivablesText(1)).toBe('1 recebível');
    expect(receivablesText(1234)).toBe('1.234 recebíveis');
  });
});
