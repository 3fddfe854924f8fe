import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupIonic } from '@/ui/setup-ionic';
import { StatusBadge } from './status-badge';

setupIonic();

describe('StatusBadge and refunds (issue 23)', () => {
  it("reads 'Estornada' for a sale refunded in full", () => {
    render(<StatusBadge status="REFUNDED" sale={{ amount: 5_000, refunded_amount: 5_000 }} />);
    expect(screen.getByText('Estornada')).toBeTruthy();
  });

  it("reads 'Estornada parcialmente' for a confirmed sale refunded in part", () => {
    render(<StatusBadge status="CONFIRMED" sale={{ amount: 5_000, refunded_amount: 1_000 }} />);
    expect(screen.getByText('Estornada parcialmente')).toBeTruthy();
  });

  it('stays Confirmada with nothing refunded, or when the backend does not say', () => {
    render(
      <>
        <StatusBadge status="CONFIRMED" sale={{ amount: 5_000, refunded_amount: 0 }} />
        <StatusBadge status="CONFIRMED" sale={{ amount: 5_000 }} />
      </>,
    );
    expect(screen.getAllByText('Confirmada')).toHaveLength(2);
  });
});
