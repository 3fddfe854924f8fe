import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredPart } from '@contract/shape';
import { SimulationSchema } from '@contract/transaction-shapes';
import { SimulationResult } from './simulation-result';

const SANDBOX = {
  sale_date: '2026-11-21',
  amount: 10_000,
  channel: { id: 2, channel_name: 'App Taxa Zero' },
  card_brand: { id: 2, brand_name: 'VISA' },
  operation: { id: 1, operation_name: 'Crédito à vista' },
  installments: 1,
  sales_plan: { id: 9, name: 'Plano Taxa Zero' },
  mdr: 0,
  mdr_amount: 0,
  net_amount: 10_000,
  holder_fee: { mdr: 4.99, amount: 499 },
  receivables: [
    { n_installment: 1, settlement_date: '2026-12-21', gross_amount: 10_000, mdr_amount: 0, net_amount: 10_000 },
  ],
};

describe('SimulationResult', () => {
  it("works on a backend's required fields alone (the strict contract)", () => {
    const minimal = v.parse(SimulationSchema, requiredPart(SimulationSchema, SANDBOX));
    expect(minimal).not.toHaveProperty('holder_fee');
    render(<SimulationResult simulation={minimal} />);

    expect(document.body.textContent).toContain('R$\u00a0100,00 · Visa · Crédito à vista');
    expect(document.body.textContent).toContain('no Plano Taxa Zero, canal App Taxa Zero');
    expect(screen.getByRole('table', { name: 'Agenda de recebimento' }).textContent).toContain('1/121/12/2026');
  });
});
