import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { summaryText } from './summary';

const zero = { count: 0, amount: 0 };

describe('summaryText', () => {
  it('says what the file reports, skipping what it does not', () => {
    expect(
      summaryText({
        confirmed: { count: 3, amount: 45_000 },
        paid: { count: 1, amount: 31_000 },
        downed: zero,
        rejected: zero,
      }),
    ).toBe(`3 confirmados (${formatCents(45_000)}) · 1 pago (${formatCents(31_000)})`);
    expect(summaryText({ confirmed: zero, paid: zero, downed: zero, rejected: zero })).toBe('Sem movimentos');
  });
});
