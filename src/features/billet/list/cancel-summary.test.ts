import { describe, expect, it } from 'vitest';
import { cancelSummary } from './cancel-summary';

describe('cancelSummary', () => {
  it('says what was cancelled and what was refused, and why', () => {
    expect(
      cancelSummary({
        cancelled: [
          { id: 1, our_number: '109/00000001-1' },
          { id: 2, our_number: '109/00000002-9' },
        ],
        refused: [{ id: 3, our_number: '109/00000003-7', message: 'Boleto pago não pode ser cancelado.' }],
      }),
    ).toBe('2 boletos cancelados. Recusados: 109/00000003-7: Boleto pago não pode ser cancelado.');
    expect(cancelSummary({ cancelled: [], refused: [] })).toBe('Nenhum boleto cancelado.');
  });
});
