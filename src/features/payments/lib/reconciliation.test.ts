import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReconciliationSchema, type Reconciliation } from '@contract/reconciliation';
import { linesTotal, reconciliationRows } from './reconciliation';

// A credit day's payment after an anticipation: its credit and fee, then the day's other lines.
const ANTICIPATED: Reconciliation = {
  payment_id: 800,
  payment_date: '2026-11-30',
  amount: 2_520_000,
  lines: [
    { kind: 'INSTALLMENTS', amount: 2_400_000, count: 1 },
    { kind: 'ANTICIPATED_IN', amount: 100_000, count: 12, description: 'Antecipação nº 4', anticipation_id: 4 },
    { kind: 'ADJUSTMENT', amount: 30_000, count: 1, description: 'Bônus de campanha', adjustment_id: 9 },
    { kind: 'ANTICIPATION_FEE', amount: -3_500, count: 12, description: 'Antecipação nº 4', anticipation_id: 4 },
    { kind: 'REFUND_REDUCTION', amount: -6_500, count: 2, description: 'Venda 77', transaction_id: 77 },
  ],
};

describe('reconciliationRows', () => {
  it("labels each line in Portuguese, with what it gathers, keeping the backend's order and signs", () => {
    expect(reconciliationRows(v.parse(ReconciliationSchema, ANTICIPATED))).toEqual([
      { key: 'INSTALLMENTS-0', label: 'Parcelas de vendas', detail: '1 parcela', cents: 2_400_000 },
      {
        key: 'ANTICIPATED_IN-1',
        label: 'Recebíveis antecipados',
        detail: 'Antecipação nº 4 · 12 recebíveis',
        cents: 100_000,
      },
      { key: 'ADJUSTMENT-2', label: 'Ajuste', detail: 'Bônus de campanha', cents: 30_000 },
      {
        key: 'ANTICIPATION_FEE-3',
        label: 'Taxa de antecipação',
        detail: 'Antecipação nº 4 · 12 recebíveis',
        cents: -3_500,
      },
      {
        key: 'REFUND_REDUCTION-4',
        label: 'Estornos: parcelas reduzidas',
        detail: 'Venda 77 · 2 parcelas',
        cents: -6_500,
      },
    ]);
  });

  it('counts entries only when a line gathers several of them', () => {
    const two = { ...ANTICIPATED, lines: [{ kind: 'ADJUSTMENT' as const, amount: -100, count: 2 }] };
    expect(reconciliationRows(two)[0]?.detail).toBe('2 lançamentos');
    const one = { ...ANTICIPATED, lines: [{ kind: 'CONTRACT_EFFECT' as const, amount: -100, count: 1 }] };
    expect(reconciliationRows(one)[0]?.detail).toBe('');
  });

  it('adds the lines up to the payment', () => {
    expect(linesTotal(ANTICIPATED)).toBe(ANTICIPATED.amount);
  });
});
