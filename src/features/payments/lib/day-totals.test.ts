import { describe, expect, it } from 'vitest';
import { dayTotals, monthTotals, paymentsOn } from './day-totals';
import { novemberMonth, payment } from './test-data';

describe('day totals', () => {
  it('adds each day’s payments, paid and expected apart', () => {
    const totals = dayTotals(novemberMonth());
    expect(totals.get('2026-11-01')).toEqual({ paidCents: 2_888_199, expectedCents: 0, count: 2 });
    expect(totals.get('2026-11-22')).toEqual({ paidCents: 0, expectedCents: 1_903_141, count: 1 });
    expect(totals.has('2026-11-02')).toBe(false);
  });

  it('puts a payment on the day its date says, whatever the zone of the device', () => {
    // As a Date, '2026-11-01' is UTC midnight: 31/10 at 21:00 in São Paulo. The string is the key.
    const totals = dayTotals({ payments: [payment('2026-11-01', 'B', 100, true)], future_payments: [] });
    expect([...totals.keys()]).toEqual(['2026-11-01']);
    const lastOfMonth = dayTotals({ payments: [], future_payments: [payment('2026-11-30', 'D', 5, false)] });
    expect([...lastOfMonth.keys()]).toEqual(['2026-11-30']);
  });

  it('trusts the paid flag of the API, not the device clock', () => {
    // A payment of today is paid, even if the device thinks it is still yesterday.
    const totals = dayTotals({
      payments: [payment('2026-11-21', 'B', 700, true)],
      future_payments: [payment('2026-11-21', 'D', 300, false)],
    });
    expect(totals.get('2026-11-21')).toEqual({ paidCents: 700, expectedCents: 300, count: 2 });
  });

  it('sums the month, and lists a day in the API’s order', () => {
    const month = novemberMonth();
    expect(monthTotals(month)).toEqual({ paidCents: 5_634_888, expectedCents: 3_853_281, count: 6 });
    expect(paymentsOn(month, '2026-11-21').map((p) => p.destination)).toEqual(['B', 'D']);
    expect(paymentsOn(month, '2026-11-02')).toEqual([]);
  });
});
