import { describe, expect, it } from 'vitest';
import type { Billet } from '@contract/billets';
import { instructionServerErrors, instructionValuesOf, toInstruction } from './instruction-values';

const TODAY = '2026-11-25';
const billet = {
  billet_id: 7,
  our_number: '12345678',
  due_date: '2026-12-10',
  billet_value: 150_000,
  penalty: { type: 2, value: null, percentage: 2, date: null },
  fees: { type: 3, value: null, percentage: 1, date: null },
  discounts: [{ type: 1, value: 5_000, percentage: null, date: '2026-12-05' }],
} as unknown as Billet;

describe('bank instruction', () => {
  it('shows the boleto as it stands and sends nothing when nothing changed', () => {
    const values = instructionValuesOf(billet);
    expect(values).toMatchObject({
      due_date: '10/12/2026',
      value: '1.500,00',
      penalty_type: '2',
      penalty_value: '2',
      fees_type: '3',
      fees_value: '1',
      discount_type: '1',
      discount_value: '50,00',
      discount_date: '05/12/2026',
    });
    const { body, errors } = toInstruction(values, billet, TODAY);
    expect(body).toBeUndefined();
    expect(errors.form).toMatch(/^Nada mudou/);
  });

  it('sends only what changed: a new penalty in money, the fees exempt', () => {
    const values = {
      ...instructionValuesOf(billet),
      penalty_type: '1',
      penalty_value: '30,00',
      fees_type: '5',
      fees_value: '',
    };
    expect(toInstruction(values, billet, TODAY)).toEqual({
      errors: {},
      body: {
        penalty: { type: 1, value: 3_000, percentage: null, date: null },
        fees: { type: 5, value: null, percentage: null, date: null },
      },
    });
  });

  it('a new due date and value; dropping the discount sends an empty list', () => {
    const values = { ...instructionValuesOf(billet), due_date: '20/12/2026', value: '1.600,00', discount_type: '0' };
    expect(toInstruction(values, billet, TODAY).body).toEqual({
      due_date: '2026-12-20',
      value: 160_000,
      discounts: [],
    });
  });

  it('a zero discount typed over none is no change; a penalty start date is sent and kept', () => {
    const bare = { ...billet, discounts: [] } as unknown as Billet;
    const zero = { ...instructionValuesOf(bare), discount_type: '1', discount_value: '0' };
    expect(toInstruction(zero, bare, TODAY).errors.form).toMatch(/^Nada mudou/);
    const dated = { ...instructionValuesOf(billet), penalty_date: '11/12/2026' };
    expect(toInstruction(dated, billet, TODAY).body).toEqual({
      penalty: { type: 2, value: null, percentage: 2, date: '2026-12-11' },
    });
    const kept = {
      ...billet,
      penalty: { type: 2, value: null, percentage: 2, date: '2026-12-11' },
    } as unknown as Billet;
    expect(instructionValuesOf(kept).penalty_date).toBe('11/12/2026');
    expect(toInstruction({ ...instructionValuesOf(kept), value: '1.600,00' }, kept, TODAY).body).toEqual({
      value: 160_000,
    });
  });

  it("refuses a past date, a tiny value, a discount after the due date, with requirements §5's messages", () => {
    const values = {
      ...instructionValuesOf(billet),
      due_date: '01/11/2026',
      value: '0,50',
      discount_date: '11/12/2026',
    };
    const { body, errors } = toInstruction(values, billet, TODAY);
    expect(body).toBeUndefined();
    expect(errors).toMatchObject({
      due_date: 'O campo Vencimento deve ser maior ou igual a 25/11/2026',
      value: 'O Valor mínimo aceito é de R$ 1,00',
    });
    const later = toInstruction({ ...instructionValuesOf(billet), discount_date: '11/12/2026' }, billet, TODAY);
    expect(later.errors.discount_date).toBe('O campo Data do desconto deve ser menor ou igual a 10/12/2026');
  });

  it('refuses a value above the maximum with the server’s message', () => {
    const { body, errors } = toInstruction({ ...instructionValuesOf(billet), value: '1.000.000,01' }, billet, TODAY);
    expect(body).toBeUndefined();
    expect(errors.value).toBe('O Valor máximo aceito é de R$ 1.000.000,00');
  });

  it("puts the server's messages under their fields", () => {
    expect(
      instructionServerErrors(['penalty.percentage: O campo Multa ultrapassou o limite máximo de 100%', 'x: y']),
    ).toEqual({ penalty_value: 'O campo Multa ultrapassou o limite máximo de 100%' });
  });
});
