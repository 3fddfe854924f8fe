import { describe, expect, it } from 'vitest';
import { creditDateAfter } from './anticipation/math.ts';
import { isBankDay } from './bank-calendar.ts';
import { settlementDate } from './settlement.ts';
import { addDays } from './zone.ts';

// Issue 32, item 8: card installments, Pix and boleto credits and anticipations are paid out on
// bank days only; the one calendar is bank-calendar.ts.
describe('settlementDate', () => {
  it('keeps a settlement that falls on a bank day (a Friday stays a Friday)', () => {
    expect(settlementDate('2026-10-28', 30)).toBe('2026-11-27'); // D+30 on a Friday
    expect(settlementDate('2026-11-26', 1)).toBe('2026-11-27'); // debit D+1 on a Friday
    expect(settlementDate('2026-11-27', 0)).toBe('2026-11-27'); // Pix on a Friday
  });

  it('moves a Saturday or Sunday settlement to Monday', () => {
    expect(settlementDate('2026-10-30', 30)).toBe('2026-11-30'); // D+30 on Sunday 29/11
    expect(settlementDate('2026-11-27', 1)).toBe('2026-11-30'); // debit of a Friday: Saturday → Monday
    expect(settlementDate('2026-11-28', 0)).toBe('2026-11-30'); // Pix of a Saturday lands with Monday's payment
  });

  it('moves a holiday settlement to the next bank day', () => {
    expect(settlementDate('2026-10-21', 30)).toBe('2026-11-23'); // Consciência Negra (Friday 20/11) → Monday
    expect(settlementDate('2026-11-24', 31)).toBe('2026-12-28'); // Christmas (Friday) → Monday
    expect(settlementDate('2027-01-09', 30)).toBe('2027-02-10'); // Carnival Monday 08/02/2027 → Ash Wednesday
  });

  it('gives every installment of a year of sales a bank day, never before its schedule nor a week after', () => {
    for (let d = 0; d < 366; d++) {
      const sale = addDays('2026-01-01', d);
      for (const offset of [0, 1, 30, 60, 360]) {
        const day = settlementDate(sale, offset);
        expect(isBankDay(day), `${sale} + ${offset} → ${day}`).toBe(true);
        expect(day >= addDays(sale, offset) && day <= addDays(sale, offset + 6)).toBe(true);
      }
    }
  });

  it('credits an anticipation on the same calendar: the next bank day after today', () => {
    expect(creditDateAfter('2026-11-26')).toBe('2026-11-27'); // Thursday → Friday
    expect(creditDateAfter('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(creditDateAfter('2026-11-19')).toBe('2026-11-23'); // Thursday, Friday a holiday → Monday
  });
});
