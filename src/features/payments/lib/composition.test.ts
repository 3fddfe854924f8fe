import { describe, expect, it } from 'vitest';
import type { PaymentDetail } from '@contract/payments';
import { payment } from './test-data';
import { paymentComposition } from './composition';

// Payment 793 of the sandbox: a refund's R$ 9,67 debited from it.
const detail = (extra: Partial<PaymentDetail>): PaymentDetail => ({
  ...payment('2026-11-29', 'B', 2_015_429, false),
  units_amount: 2_647_321,
  committed_amount: 655_251,
  direct_amount: 24_326,
  adjustment_amount: -967,
  installment_count: 395,
  ...extra,
});

describe('paymentComposition', () => {
  it('lists receivables, contract effects, boletos and Pix, and adjustments, adding up to the amount', () => {
    const parts = paymentComposition(detail({}));
    expect(parts).toEqual([
      { label: 'Recebíveis', cents: 2_647_321 },
      { label: 'Efeitos de contrato', cents: -655_251 },
      { label: 'Boletos e Pix', cents: 24_326 },
      { label: 'Ajustes e estornos', cents: -967 },
    ]);
    expect(parts?.reduce((sum, part) => sum + part.cents, 0)).toBe(2_015_429);
  });

  it('leaves out the parts that are zero or not sent', () => {
    const bare = detail({ amount: 1_000, units_amount: 1_000, committed_amount: 0 });
    delete bare.direct_amount;
    delete bare.adjustment_amount;
    expect(paymentComposition(bare)).toEqual([{ label: 'Recebíveis', cents: 1_000 }]);
  });

  it('shows no breakdown without the units’ figure, or when the parts do not add up to the amount', () => {
    const strict = detail({});
    delete strict.units_amount;
    expect(paymentComposition(strict)).toBeUndefined();
    // A backend whose amount left the adjustments out (amount = units − effects + direct).
    expect(paymentComposition(detail({ amount: 2_016_396 }))).toBeUndefined();
  });
});
