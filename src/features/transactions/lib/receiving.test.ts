import { describe, expect, it } from 'vitest';
import { receivingOf } from './receiving';

const r = (n: number, of: number, date: string, net: number, paid = false, blocked = false) => ({
  n_installment: n,
  qt_installment: of,
  settlement_date: date,
  net_amount: net,
  paid,
  blocked,
});

describe('when a sale is received', () => {
  it('names the next installment still to be paid, its amount, and what is left', () => {
    expect(
      receivingOf([r(3, 3, '2027-02-25', 1_000), r(1, 3, '2026-12-26', 1_000, true), r(2, 3, '2027-01-25', 1_001)]),
    ).toEqual({
      title: 'Recebe em 25/01/2027',
      detail: 'R$\u00a010,01 (parcela 2 de 3); faltam 2 parcelas, R$\u00a020,01',
    });
    expect(receivingOf([r(1, 1, '2026-11-27', 3_344)])).toEqual({
      title: 'Recebe em 27/11/2026',
      detail: 'R$\u00a033,44',
    });
  });

  it("says 'Recebido em' the last payment once every installment is paid", () => {
    expect(receivingOf([r(1, 2, '2026-10-26', 500, true), r(2, 2, '2026-11-25', 500, true)])).toEqual({
      title: 'Recebido em 25/11/2026',
      detail: 'R$\u00a010,00 em 2 parcelas',
    });
  });

  it('says when the next one is held back, and when there is nothing to receive', () => {
    expect(
      receivingOf([{ ...r(1, 1, '2026-12-01', 700, false, true), block_type_label: 'Venda contestada' }]).title,
    ).toBe('Recebimento bloqueado: Venda contestada');
    expect(receivingOf([]).title).toBe('Sem recebimento');
  });
});
