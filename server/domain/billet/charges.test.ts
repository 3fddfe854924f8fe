import { describe, expect, it } from 'vitest';
import { amountsOn, hasCharges, secondCopyValue, type DueTerms } from './charges.ts';

const exempt = { type: 3, value_cents: null, percentage_bp: null, date: null };
const noFees = { type: 5, value_cents: null, percentage_bp: null, date: null };
const base: DueTerms = { value_cents: 100_000, due_date: '2026-11-10', penalty: exempt, fees: noFees, discounts: [] };

describe('boleto charges', () => {
  it('charges nothing on or before the due date', () => {
    const terms = { ...base, penalty: { ...exempt, type: 2, percentage_bp: 200 } };
    expect(amountsOn(terms, '2026-11-10').total_cents).toBe(100_000);
    expect(secondCopyValue(terms, '2026-11-10')).toBe(100_000);
  });

  it('adds a 2 % penalty once and 1 % a month of fees per day late (hand-computed)', () => {
    // R$ 1.000,00; 2 % multa = R$ 20,00; 1 %/month over 12 days = 1000 × 0.01 / 30 × 12 = R$ 4,00.
    const terms: DueTerms = {
      ...base,
      penalty: { type: 2, value_cents: null, percentage_bp: 200, date: null },
      fees: { type: 3, value_cents: null, percentage_bp: 100, date: null },
    };
    expect(amountsOn(terms, '2026-11-22')).toEqual({
      days_late: 12,
      penalty_cents: 2_000,
      fees_cents: 400,
      discount_cents: 0,
      total_cents: 102_400,
    });
    expect(secondCopyValue(terms, '2026-11-22')).toBe(102_400);
  });

  it('a boleto due when the bank is closed is on time until the next bank day, then late from its due date', () => {
    // Due Saturday 2026-11-28: Monday the 30th is on time; Tuesday 1 December is 3 days late.
    const terms: DueTerms = {
      ...base,
      due_date: '2026-11-28',
      penalty: { type: 2, value_cents: null, percentage_bp: 200, date: null },
      fees: { type: 1, value_cents: 10, percentage_bp: null, date: null },
    };
    expect(amountsOn(terms, '2026-11-30').total_cents).toBe(100_000);
    expect(secondCopyValue(terms, '2026-11-30')).toBe(100_000);
    expect(amountsOn(terms, '2026-12-01')).toMatchObject({ days_late: 3, penalty_cents: 2_000, fees_cents: 30 });
    // Due on a holiday (Friday 20 November, Consciência Negra): Monday the 23rd still on time.
    expect(amountsOn({ ...terms, due_date: '2026-11-20' }, '2026-11-23').total_cents).toBe(100_000);
  });

  it('rounds each component half-up to the cent', () => {
    // R$ 333,33 × 2,5 % = 8,33325 → 8,33; fees 1 %/month × 1 day = 0,1111 → 0,11.
    const terms: DueTerms = {
      ...base,
      value_cents: 33_333,
      penalty: { type: 2, value_cents: null, percentage_bp: 250, date: null },
      fees: { type: 3, value_cents: null, percentage_bp: 100, date: null },
    };
    const amounts = amountsOn(terms, '2026-11-11');
    expect([amounts.penalty_cents, amounts.fees_cents]).toEqual([833, 11]);
    // 0,5 cent rounds up: R$ 1,00 × 0,5 % = 0,005 → 0,01.
    expect(
      amountsOn({ ...terms, value_cents: 100, penalty: { ...terms.penalty, percentage_bp: 50 } }, '2026-11-11')
        .penalty_cents,
    ).toBe(1);
  });

  it('daily value fees and a fixed penalty; fees from their own date', () => {
    const terms: DueTerms = {
      ...base,
      penalty: { type: 1, value_cents: 1_500, percentage_bp: null, date: null },
      fees: { type: 1, value_cents: 33, percentage_bp: null, date: '2026-11-15' },
    };
    // Fees from the 15th to the 20th inclusive: 6 days × R$ 0,33.
    expect(amountsOn(terms, '2026-11-20')).toMatchObject({ penalty_cents: 1_500, fees_cents: 198 });
    expect(amountsOn(terms, '2026-11-14')).toMatchObject({ penalty_cents: 1_500, fees_cents: 0 });
  });

  it('the largest discount whose date has not passed, only when paid on time', () => {
    const terms: DueTerms = {
      ...base,
      discounts: [
        { type: 1, date: '2026-11-05', value_cents: 5_000, percentage_bp: null },
        { type: 2, date: '2026-11-08', value_cents: null, percentage_bp: 300 },
      ],
    };
    expect(amountsOn(terms, '2026-11-04').discount_cents).toBe(5_000);
    expect(amountsOn(terms, '2026-11-07').discount_cents).toBe(3_000);
    expect(amountsOn(terms, '2026-11-09').discount_cents).toBe(0);
    expect(secondCopyValue(terms, '2026-11-04')).toBe(100_000);
  });

  it('knows whether a boleto has penalty, fees or discounts', () => {
    expect(hasCharges(base)).toBe(false);
    expect(hasCharges({ ...base, fees: { ...noFees, type: 1, value_cents: 10 } })).toBe(true);
  });
});
