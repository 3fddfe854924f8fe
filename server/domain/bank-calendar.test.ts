import { describe, expect, it } from 'vitest';
import { bankDayOnOrAfter, bankHolidays, isBankDay } from './bank-calendar.ts';

describe('bank calendar', () => {
  it("knows 2026's bank holidays: fixed, Carnival, Good Friday, Corpus Christi", () => {
    expect([...bankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    // 2027: Easter on 28 March.
    expect(bankHolidays(2027)).toContain('2027-03-26');
    expect(bankHolidays(2027)).toContain('2027-02-09');
  });

  it('the bank works Monday to Friday outside holidays (Saturday and Sunday both closed)', () => {
    expect(isBankDay('2026-11-25')).toBe(true); // Wednesday
    expect(isBankDay('2026-11-28')).toBe(false); // Saturday
    expect(isBankDay('2026-11-29')).toBe(false); // Sunday
    expect(isBankDay('2026-11-20')).toBe(false); // Friday, Consciência Negra
  });

  it('moves a closed day to the next bank day', () => {
    expect(bankDayOnOrAfter('2026-11-25')).toBe('2026-11-25');
    expect(bankDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    expect(bankDayOnOrAfter('2026-02-14')).toBe('2026-02-18'); // Carnival Saturday → Ash Wednesday
    expect(bankDayOnOrAfter('2026-12-25')).toBe('2026-12-28');
  });
});
