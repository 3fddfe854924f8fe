import { describe, expect, it } from 'vitest';
import { periodText } from './period-note';
import type { DateRangeFilter } from '@/api/lists/filter-types';

const NOW = Date.parse('2026-12-01T02:59:00Z'); // 30/11 23:59 in São Paulo
const MONTH: DateRangeFilter = {
  kind: 'dateRange',
  label: 'Data de liquidação',
  start: 'start_date',
  end: 'end_date',
  default: 'currentMonth',
  defaultUnless: ['transaction_id'],
};

describe('periodText', () => {
  it("says the default period when the URL has none (São Paulo's day)", () => {
    expect(periodText(MONTH, {}, NOW)).toBe('Período: 01/11/2026 a 30/11/2026, por data de liquidação');
    expect(periodText({ ...MONTH, default: 'fromToday' }, {}, NOW)).toBe(
      'Período: a partir de 30/11/2026, por data de liquidação',
    );
  });

  it('says the chosen period, a single day, or that every date is shown', () => {
    expect(periodText(MONTH, { start_date: '2026-10-05', end_date: '2026-10-05' }, NOW)).toBe(
      'Período: 05/10/2026, por data de liquidação',
    );
    expect(periodText(MONTH, { start_date: '', end_date: '2026-10-05' }, NOW)).toBe(
      'Período: até 05/10/2026, por data de liquidação',
    );
    expect(periodText(MONTH, { start_date: '', end_date: '' }, NOW)).toBe('Período: todas as datas');
    expect(periodText(MONTH, { transaction_id: 12 }, NOW)).toBe('Período: todas as datas');
  });
});
