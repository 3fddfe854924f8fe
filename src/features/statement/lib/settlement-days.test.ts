import { describe, expect, it } from 'vitest';
import { dayStatsParams, settlementDayNote, settlementDays } from './settlement-days';

const row = (settlement_date: string, gross_amount: number, net_amount: number) => ({
  settlement_date,
  gross_amount,
  net_amount,
});

describe('receivables grouped by settlement day', () => {
  it("adds each day's gross and net, in the list's order", () => {
    const days = settlementDays(
      [row('2026-11-02', 10_000, 9_700), row('2026-11-02', 5_000, 4_850), row('2026-11-03', 2_000, 1_940)],
      false,
    );
    expect([...days.values()]).toEqual([
      { day: '2026-11-02', count: 2, grossCents: 15_000, netCents: 14_550, complete: true },
      { day: '2026-11-03', count: 1, grossCents: 2_000, netCents: 1_940, complete: true },
    ]);
  });

  it('with more pages, the last day counts the loaded rows only and says so', () => {
    const rows = [row('2026-11-02', 10_000, 9_700), row('2026-11-03', 2_000, 1_940), row('2026-11-03', 1_000, 970)];
    const days = settlementDays(rows, true);
    expect(settlementDayNote(days.get('2026-11-02')!)).toBe('Total de 1 recebível');
    expect(settlementDayNote(days.get('2026-11-03')!)).toBe('Total nos itens carregados: 2 recebíveis até agora');
    expect(settlementDayNote(settlementDays(rows, false).get('2026-11-03')!)).toBe('Total de 2 recebíveis');
  });

  it('counts in thousands the Brazilian way', () => {
    expect(settlementDayNote({ day: '2026-11-02', count: 13_591, grossCents: 0, netCents: 0, complete: true })).toBe(
      'Total de 13.591 recebíveis',
    );
  });
});

describe("a day's own figures", () => {
  const params = { start_date: '2026-11-01', end_date: '2026-11-28', card_brand: [1], paid: false };

  it('narrow the totals call to the day, keeping every other filter', () => {
    expect(dayStatsParams(params, '2026-11-05')).toEqual({
      ...params,
      date_type: 'settlement',
      start_date: '2026-11-05',
      end_date: '2026-11-05',
    });
    expect(dayStatsParams({ ...params, date_type: 'settlement' }, '2026-11-05')?.start_date).toBe('2026-11-05');
  });

  it('are not asked for when the period is of sale dates (one call filters one kind of date)', () => {
    expect(dayStatsParams({ ...params, date_type: 'transaction' }, '2026-11-05')).toBeUndefined();
  });
});
