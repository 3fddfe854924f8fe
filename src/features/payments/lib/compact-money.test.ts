import { describe, expect, it } from 'vitest';
import { compactParts, dayLabel, formatCentsCompact, formatCentsPlain } from './compact-money';

describe('compact amounts for the calendar cells', () => {
  it('writes thousands and millions the Brazilian way, breakable between number and unit', () => {
    expect(formatCentsCompact(2_888_199)).toBe('28,9 mil');
    expect(formatCentsCompact(123_456_789)).toBe('1,2 mi');
    expect(formatCentsCompact(95_000)).toBe('950');
    expect(compactParts(2_888_199)).toEqual({ number: '28,9', unit: 'mil' });
    expect(compactParts(95_000)).toEqual({ number: '950', unit: '' });
  });

  it('gives wide cells the full amount without the currency', () => {
    expect(formatCentsPlain(2_888_199)).toBe('28.881,99');
    expect(formatCentsPlain(5)).toBe('0,05');
  });

  it('names a day with its date and both totals', () => {
    expect(dayLabel('sábado, 21 de novembro de 2026', 2_746_689, 0, true)).toBe(
      'hoje, sábado, 21 de novembro de 2026: pago R$\u00a027.466,89, previsto R$\u00a00,00',
    );
    expect(dayLabel('domingo, 22 de novembro de 2026', 0, 1_903_141, false)).toBe(
      'domingo, 22 de novembro de 2026: pago R$\u00a00,00, previsto R$\u00a019.031,41',
    );
  });

  it('writes a day that debits outweigh with the minus sign, in the cell and in its name', () => {
    expect(compactParts(-40_000)).toEqual({ number: '\u2212400', unit: '' });
    expect(compactParts(-2_888_199)).toEqual({ number: '\u221228,9', unit: 'mil' });
    expect(formatCentsPlain(-4_000)).toBe('\u221240,00');
    expect(dayLabel('domingo, 29 de novembro de 2026', 0, -4_000, false)).toBe(
      'domingo, 29 de novembro de 2026: pago R$\u00a00,00, previsto \u2212R$\u00a040,00',
    );
  });
});
