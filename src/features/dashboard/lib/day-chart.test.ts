import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { dayChartData } from './day-chart';

describe('dayChartData', () => {
  it('labels each bar with day and month and keeps the amounts in cents', () => {
    const data = dayChartData([
      { date: '2026-11-20', amount: 10_000, count: 2 },
      { date: '2026-11-21', amount: 2_550, count: 1 },
    ]);

    expect(data.labels).toEqual(['20/11', '21/11']);
    expect(data.values).toEqual([10_000, 2_550]);
  });

  it('summarises the range, the total and the best day for screen readers', () => {
    const data = dayChartData([
      { date: '2026-11-20', amount: 10_000, count: 2 },
      { date: '2026-11-21', amount: 2_550, count: 1 },
    ]);

    expect(data.summary).toContain('de 20/11/2026 a 21/11/2026');
    expect(data.summary).toContain(`total de ${formatCents(12_550)}`);
    expect(data.summary).toContain(`maior dia 20/11/2026, com ${formatCents(10_000)}`);
  });

  it('says there is no data for an empty range', () => {
    expect(dayChartData([]).summary).toBe('Gráfico de vendas por dia: sem dados.');
  });
});
