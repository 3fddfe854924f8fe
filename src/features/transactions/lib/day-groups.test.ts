import { describe, expect, it } from 'vitest';
import { dayTotalNote, isPlainSaleList, saleDays } from './day-groups';

const sale = (payment_date: string, amount: number, status = 'CONFIRMED') => ({ payment_date, amount, status });

describe('sales grouped by São Paulo day', () => {
  it('splits at midnight in São Paulo, not at midnight UTC', () => {
    const days = saleDays(
      [
        // 00:10 on the 26th in São Paulo (03:10 UTC).
        sale('2026-11-26T03:10:00Z', 1_000),
        // 23:50 on the 25th in São Paulo, already the 26th in UTC.
        sale('2026-11-26T02:50:00Z', 2_000),
        sale('2026-11-25T00:05:00-03:00', 3_000),
        // 23:59 on the 24th, written with São Paulo's offset.
        sale('2026-11-24T23:59:00-03:00', 4_000),
      ],
      false,
    );
    expect([...days.values()].map((d) => [d.day, d.count, d.totalCents])).toEqual([
      ['2026-11-26', 1, 1_000],
      ['2026-11-25', 2, 5_000],
      ['2026-11-24', 1, 4_000],
    ]);
  });

  it('with more pages to load, the last day is the loaded rows only; the days before are whole', () => {
    const rows = [
      sale('2026-11-26T10:00:00-03:00', 1_000),
      sale('2026-11-25T18:00:00-03:00', 2_000),
      sale('2026-11-25T09:00:00-03:00', 3_000),
    ];
    const more = saleDays(rows, true);
    expect(more.get('2026-11-26')?.complete).toBe(true);
    expect(more.get('2026-11-25')).toMatchObject({ complete: false, totalCents: 5_000 });
    expect(dayTotalNote(more.get('2026-11-25')!)).toBe('Total nos itens carregados: 2 vendas até agora');
    // Everything loaded: the last day is whole too.
    const all = saleDays(rows, false);
    expect(all.get('2026-11-25')?.complete).toBe(true);
    expect(dayTotalNote(all.get('2026-11-25')!)).toBe('Total de 2 vendas');
  });

  it('adds confirmed sales only, and says so when the day has others', () => {
    const days = saleDays(
      [sale('2026-11-26T10:00:00-03:00', 1_000), sale('2026-11-26T11:00:00-03:00', 9_999, 'CANCELLED')],
      false,
    );
    const day = days.get('2026-11-26')!;
    expect([day.totalCents, day.count, day.mixed]).toEqual([1_000, 1, true]);
    expect(dayTotalNote(day)).toBe('Total de 1 venda confirmada');
  });
});

describe('isPlainSaleList', () => {
  it('is plain with only the period and the default status', () => {
    expect(isPlainSaleList({ start_date: '2026-11-01', end_date: '2026-11-26', status: ['CONFIRMED'], page: 2 })).toBe(
      true,
    );
    expect(isPlainSaleList({ start_date: '2026-11-01', card_brand: [] })).toBe(true);
  });

  it('is not with any other filter or status', () => {
    expect(isPlainSaleList({ status: ['CONFIRMED', 'CANCELLED'] })).toBe(false);
    expect(isPlainSaleList({ card_brand: [1] })).toBe(false);
    expect(isPlainSaleList({ nsu: '123' })).toBe(false);
    expect(isPlainSaleList({ pre_paid_card: false })).toBe(false);
  });
});
