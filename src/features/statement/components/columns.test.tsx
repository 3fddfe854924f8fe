import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceivableSchema } from '@contract/shapes/receivable';
import { minimal, receivableRow } from '@/api/testing/rows';
import { STATEMENT_COLUMNS } from './columns';

const cell = (id: string, row = receivableRow()) => {
  const column = STATEMENT_COLUMNS.find((c) => c.id === id);
  if (!column) throw new Error(`no column ${id}`);
  return render(<>{column.value(row)}</>).container.textContent;
};

describe('the statement columns', () => {
  it('show a receivable as the sandbox sends it', () => {
    expect(cell('arrangement')).toBe('Mastercard Crédito (MCC)');
    expect(cell('transaction_amount')).toBe('R$\u00a0151,02');
    expect(cell('nsu')).toBe('507564');
  });

  it("show a spec-minimal receivable: the spec's fields, a dash for the sandbox's extras", () => {
    const lean = minimal(ReceivableSchema, receivableRow());
    expect(lean.nsu).toBeUndefined();
    for (const id of ['transaction_date', 'transaction_amount', 'nsu', 'authorization_number', 'receivable_unit_id'])
      expect([id, cell(id, lean)]).toEqual([id, '—']);
    // The arrangement is the sale's, not a spec field of the receivable: a dash, not 'Sem arranjo'.
    expect(cell('arrangement', lean)).toBe('—');
    for (const column of STATEMENT_COLUMNS) expect(cell(column.id, lean)).not.toMatch(/undefined|NaN/);
    expect(cell('net_amount', lean)).toBe('R$\u00a0146,20');
    expect(cell('card_brand', lean)).toBe('Mastercard');
  });
});
