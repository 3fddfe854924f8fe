import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currentMonth } from '@/lib/dates';
import { PaymentsSearchSchema, shownMonth } from './search';

describe('payments search params', () => {
  it('keeps a valid month, day and payment', () => {
    expect(v.parse(PaymentsSearchSchema, { month: '2026-11', day: '2026-11-21', payment: 788 })).toEqual({
      month: '2026-11',
      day: '2026-11-21',
      payment: 788,
    });
  });

  it('drops what it cannot read instead of failing the screen', () => {
    expect(
      v.parse(PaymentsSearchSchema, { month: '2026-13', day: '2026-02-30', payment: -1, expected: 'yes' }),
    ).toEqual({
      month: undefined,
      day: undefined,
      payment: undefined,
      expected: undefined,
    });
    expect(v.parse(PaymentsSearchSchema, {})).toEqual({});
  });

  it('shows the URL month, else the current one', () => {
    expect(shownMonth({ month: '2026-11' })).toBe('2026-11');
    expect(shownMonth({})).toBe(currentMonth());
  });
});
