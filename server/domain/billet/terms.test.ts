import { describe, expect, it } from 'vitest';
import { validateInstruction, validateUpload } from './terms.ts';

const TODAY = '2026-11-23';
const good = {
  external_id: 'PED-1',
  due_date: '2026-12-10',
  value: 15_000,
  instructions: 'Não receber após 30 dias',
  penalty: { type: 2, percentage: 2, value: 999, date: null },
  fees: { type: 3, percentage: 1, value: null, date: null },
  discounts: [
    { type: 1, value: 500, date: '2026-12-05' },
    { type: 1, value: 0, date: null },
  ],
  payer: {
    name: 'Ana Souza',
    document: '529.982.247-25',
    email: 'ana@example.com',
    state: 'sp',
    zip_code: '01310-100',
  },
};

const errorsOf = (input: unknown) => {
  const result = validateUpload(input, TODAY);
  return result.ok ? [] : result.errors;
};

describe('validateUpload', () => {
  it('accepts a good boleto: types clear what they do not use, documents and CEP to digits', () => {
    const result = validateUpload(good, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.penalty).toEqual({ type: 2, value_cents: null, percentage_bp: 200, date: null });
    expect(result.value.fees).toEqual({ type: 3, value_cents: null, percentage_bp: 100, date: null });
    // The zero discount became "none" and is not kept.
    expect(result.value.discounts).toEqual([{ type: 1, date: '2026-12-05', value_cents: 500, percentage_bp: null }]);
    expect(result.value.payer).toMatchObject({ document: '52998224725', state: 'SP', zip_code: '01310100' });
  });

  it('accepts an alphanumeric CNPJ', () => {
    expect(errorsOf({ ...good, payer: { ...good.payer, document: '12.ABC.345/01DE-35' } })).toEqual([]);
  });

  it("answers every field's problem with requirements §5's messages", () => {
    expect(
      errorsOf({
        due_date: '2026-11-22',
        value: 99,
        penalty: { type: 2, percentage: 101 },
        fees: { type: 1 },
        discounts: [{ type: 1, value: 100, date: '2026-12-30' }],
        payer: { name: '', document: '111.111.111-11', email: 'x@', state: 'XX', zip_code: '123' },
      }),
    ).toEqual([
      { field: 'due_date', message: 'O campo Vencimento deve ser maior ou igual a 23/11/2026' },
      { field: 'value', message: 'O Valor mínimo aceito é de R$ 1,00' },
      { field: 'penalty.percentage', message: 'O campo Multa ultrapassou o limite máximo de 100%' },
      { field: 'fees.value', message: 'O campo Juros é obrigatório' },
      { field: 'discounts.1.value', message: 'O desconto deve ser menor que o valor do boleto' },
      { field: 'discounts.1.date', message: 'O campo Data do desconto deve ser menor ou igual a 22/11/2026' },
      { field: 'payer.name', message: 'O campo Nome do pagador é obrigatório' },
      { field: 'payer.document', message: 'O campo CPF ou CNPJ do pagador não é válido' },
      { field: 'payer.email', message: 'O campo E-mail do pagador deve ser um e-mail válido' },
      { field: 'payer.state', message: 'O campo UF deve ser uma UF válida' },
      { field: 'payer.zip_code', message: 'O campo CEP deve ter 8 dígitos' },
    ]);
  });

  it('requires due date, value, payer name and document; refuses control characters and dates that do not exist', () => {
    expect(errorsOf({}).map((e) => e.field)).toEqual(['due_date', 'value', 'payer.name', 'payer.document']);
    expect(errorsOf({ ...good, due_date: '2026-02-30' })).toEqual([{ field: 'due_date', message: 'Data inválida' }]);
    expect(errorsOf({ ...good, instructions: 'a\u0000b' })).toEqual([
      { field: 'instructions', message: 'O campo Instruções contém caracteres inválidos' },
    ]);
    expect(errorsOf({ ...good, discounts: [{}, {}, {}, {}] })).toEqual([
      { field: 'discounts', message: 'O campo Descontos ultrapassou o limite máximo de 3 itens' },
    ]);
  });

  it('a discount must end by the due date; penalty dates come after it', () => {
    expect(errorsOf({ ...good, discounts: [{ type: 2, percentage: 5, date: '2026-12-11' }] })).toEqual([
      { field: 'discounts.1.date', message: 'O campo Data do desconto deve ser menor ou igual a 10/12/2026' },
    ]);
    expect(errorsOf({ ...good, penalty: { type: 1, value: 100, date: '2026-12-10' } })).toEqual([
      { field: 'penalty.date', message: 'O campo Data da multa deve ser maior que 10/12/2026' },
    ]);
  });
});

describe('validateInstruction', () => {
  const current = { due_date: '2026-12-10', value_cents: 15_000 };
  it('takes any of the five fields and refuses others or none', () => {
    expect(validateInstruction({ due_date: '2026-12-20' }, current, TODAY)).toEqual({
      ok: true,
      value: { due_date: '2026-12-20' },
    });
    const none = validateInstruction({}, current, TODAY);
    expect(none.ok).toBe(false);
    const unknown = validateInstruction({ payer: {} }, current, TODAY);
    expect(unknown.ok ? [] : unknown.errors[0]).toEqual({ field: 'payer', message: 'Campo desconhecido' });
  });
});
