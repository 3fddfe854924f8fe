import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { refundSchema } from './refund-values';

const issues = (schema: ReturnType<typeof refundSchema>, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('refund form rules', () => {
  const credit = refundSchema(10_000, false);

  it('sends the amount and a trimmed reason; an empty reason is not sent', () => {
    expect(v.parse(credit, { amountCents: 2_500, reason: '  Cliente devolveu  ' })).toEqual({
      amount: 2_500,
      reason: 'Cliente devolveu',
    });
    expect(v.parse(credit, { amountCents: 10_000, reason: '   ' })).toEqual({ amount: 10_000 });
  });

  it('says what is wrong with the amount, in Portuguese', () => {
    expect(issues(credit, { amountCents: null, reason: '' })).toEqual(['Informe o valor do estorno']);
    expect(issues(credit, { amountCents: 0, reason: '' })).toEqual(['O valor do estorno deve ser maior que zero']);
    expect(issues(credit, { amountCents: 10_001, reason: '' })).toEqual([
      `O valor máximo para estorno é ${formatCents(10_000)}`,
    ]);
  });

  it('takes a debit sale in full only', () => {
    const debit = refundSchema(10_000, true);
    expect(issues(debit, { amountCents: 5_000, reason: '' })).toEqual([
      'Vendas no débito só podem ser estornadas por inteiro',
    ]);
    expect(v.parse(debit, { amountCents: 10_000, reason: '' })).toEqual({ amount: 10_000 });
  });

  it('allows a reason of 140 characters, not 141', () => {
    expect(issues(credit, { amountCents: 1, reason: 'a'.repeat(140) })).toEqual([]);
    expect(issues(credit, { amountCents: 1, reason: 'a'.repeat(141) })).toEqual([
      'O motivo pode ter no máximo 140 caracteres',
    ]);
  });
});
