import { describe, expect, it } from 'vitest';
import { adjustmentNote, adjustmentsOf, signedCents } from './landing';

const NBSP = '\u00a0';

describe('what lands, in words', () => {
  it('writes a negative with the minus sign, before R$', () => {
    expect(signedCents(-4_000)).toBe(`\u2212R$${NBSP}40,00`);
    expect(signedCents(4_000)).toBe(`R$${NBSP}40,00`);
    expect(signedCents(0)).toBe(`R$${NBSP}0,00`);
  });
});

describe('adjustmentsOf', () => {
  it("adds the payments' adjustments, debits and credits", () => {
    expect(adjustmentsOf([{ adjustment_amount: -88_400 }, { adjustment_amount: 0 }, { adjustment_amount: 400 }])).toBe(
      -88_000,
    );
  });

  it('is undefined when no payment says (a backend without the extra), and counts those that do', () => {
    expect(adjustmentsOf([{}, {}])).toBeUndefined();
    expect(adjustmentsOf([])).toBeUndefined();
    expect(adjustmentsOf([{}, { adjustment_amount: -967 }])).toBe(-967);
  });
});

describe('adjustmentNote', () => {
  it('says what was taken off, or credited', () => {
    expect(adjustmentNote(-88_400)).toBe(`R$${NBSP}884,00 descontados (estornos e ajustes)`);
    expect(adjustmentNote(6_510)).toBe(`R$${NBSP}65,10 creditados em ajustes`);
  });

  it('says nothing when nothing was adjusted or the backend does not say', () => {
    expect(adjustmentNote(0)).toBeUndefined();
    expect(adjustmentNote(undefined)).toBeUndefined();
  });
});
