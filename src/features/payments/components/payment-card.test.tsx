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

  it('labels an anticipation credit, whole or in part, in words', () => {
    const whole = { ...payment('2026-11-30', 'B', 512_340, false), anticipation_amount: 512_340 };
    const { unmount } = render(<PaymentCard payment={whole} onOpen={vi.fn()} />);
    expect(screen.getByText('Crédito de antecipação de recebíveis')).toBeTruthy();
    unmount();
    const part = { ...payment('2026-11-30', 'B', 2_004_213, false), anticipation_amount: 98_765 };
    render(<PaymentCard payment={part} onOpen={vi.fn()} />);
    expect(screen.getByText('Inclui R$ 987,65 de antecipação de recebíveis')).toBeTruthy();
  });

  it('says nothing of anticipation when the payment has none', () => {
    const { container } = render(
      <PaymentCard
        payment={{ ...payment('2026-11-30', 'B', 1_000, false), anticipation_amount: 0 }}
        onOpen={vi.fn()}
      />,
    );
    expect(container.textContent).not.toMatch(/antecipação/i);
  });

  it('works with a spec-minimal payment: no count of units, still a way into them', () => {
    const lean = minimal(PaymentSchema, payment('2026-11-21', 'D', 1_000, false));
    expect(lean.receivable_unit_count).toBeUndefined();
    const { container } = render(<PaymentCard payment={lean} onOpen={vi.fn()} />);
    expect(screen.getByText('Conta digital')).toBeTruthy();
    expect(screen.getByText('Unidades de recebíveis')).toBeTruthy();
    expect(container.textContent).not.toMatch(/undefined|NaN/);
    // Without the optional label the payment is shown unlabelled.
    expect(container.textContent).not.toMatch(/antecipação/i);
  });
});
