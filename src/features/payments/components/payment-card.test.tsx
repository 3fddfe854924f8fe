import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentSchema } from '@contract/shapes/payment';
import { minimal } from '@/api/testing/rows';
import { setupIonic } from '@/ui/setup-ionic';
import { payment } from '../lib/test-data';
import { PaymentCard } from './payment-card';

setupIonic();

describe('PaymentCard', () => {
  it('names where the money lands, how much, the account and its units', () => {
    render(<PaymentCard payment={payment('2026-11-21', 'B', 2_004_213, true)} onOpen={vi.fn()} />);
    expect(screen.getByText('Conta bancária')).toBeTruthy();
    expect(screen.getByText('R$ 20.042,13')).toBeTruthy();
    // The agency and the number are their own spans (kept whole): the line is their parent's text.
    expect(screen.getByText((_, el) => el?.textContent === 'Ag. 0912 · Conta corrente 45873-2')).toBeTruthy();
    expect(screen.getByText('3 unidades de recebíveis')).toBeTruthy();
  });

  it('works with a spec-minimal payment: no count of units, still a way into them', () => {
    const lean = minimal(PaymentSchema, payment('2026-11-21', 'D', 1_000, false));
    expect(lean.receivable_unit_count).toBeUndefined();
    const { container } = render(<PaymentCard payment={lean} onOpen={vi.fn()} />);
    expect(screen.getByText('Conta digital')).toBeTruthy();
    expect(screen.getByText('Unidades de recebíveis')).toBeTruthy();
    expect(container.textContent).not.toMatch(/undefined|NaN/);
  });
});
