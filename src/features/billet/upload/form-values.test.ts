import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formValuesOf, serverErrors, toUpload } from './form-values';

const TODAY = '2026-11-23';
const filled = {
  ...EMPTY_FORM,
  due_date: '10/12/2026',
  value: '1.234,56',
  payer_name: 'Ana Souza',
  payer_document: '529.982.247-25',
  payer_zip_code: '01310-100',
};

describe('boleto form', () => {
  it('sends the due date as YYYY-MM-DD, money in cents, the document and CEP as digits', () => {
    const { body, errors } = toUpload(filled, TODAY);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      due_date: '2026-12-10',
      value: 123_456,
      penalty: { type: 3, value: null, percentage: null },
      fees: { type: 5, value: null, percentage: null },
      discounts: [],
      payer: { name: 'Ana Souza', document: '52998224725', zip_code: '01310100', email: null },
    });
  });

  it('penalty and fee types send only the amount they use; a zero discount is sent as type 0', () => {
    const { body } = toUpload(
      {
        ...filled,
        penalty_type: '2',
        penalty_value: '2,5',
        fees_type: '1',
        fees_value: '0,33',
        discount_type: '1',
        discount_value: '0',
      },
      TODAY,
    );
    expect(body?.penalty).toEqual({ type: 2, value: null, percentage: 2.5, date: null });
    expect(body?.fees).toEqual({ type: 1, value: 33, percentage: null, date: null });
    // Requirements §5: 'A zero or empty discount becomes type 0' (once dropped from the request).
    expect(body?.discounts).toEqual([{ type: 0, value: null, percentage: null, date: null }]);
  });

  it("keeps the penalty's and fees' start dates and the layout of an uploaded boleto when it is edited", () => {
    const stored = {
      id: 9,
      due_date: '2026-12-10',
      value: 15_000,
      penalty: { type: 2, value: null, percentage: 2, date: '2026-12-11' },
      fees: { type: 3, value: null, percentage: 1, date: '2026-12-15' },
      discounts: [],
      payer: {
        name: 'Ana Souza',
        document: '52998224725',
        email: null,
        street: null,
        number: null,
        neighborhood: null,
        city: null,
        state: null,
        zip_code: null,
      },
    };
    const values = formValuesOf({ ...stored, bank_billet_layout_id: 2 });
    expect(values).toMatchObject({ penalty_date: '11/12/2026', fees_date: '15/12/2026', layout: '2' });
    const { body } = toUpload({ ...values, value: '160,00' }, TODAY);
    // Nor the layout: a layout-2 upload stays layout 2 (was sent without it, so layout 1).
    expect(body?.bank_billet_layout_id).toBe(2);
    expect(toUpload(filled, TODAY).body).not.toHaveProperty('bank_billet_layout_id');
    expect(body?.penalty).toEqual({ type: 2, value: null, percentage: 2, date: '2026-12-11' });
    expect(body?.fees).toEqual({ type: 3, value: null, percentage: 1, date: '2026-12-15' });
  });

  it("refuses a penalty or fees start that is not after the due date, with the server's message", () => {
    const { errors } = toUpload(
      {
        ...filled,
        penalty_type: '2',
        penalty_value: '2',
        penalty_date: '10/12/2026',
        fees_type: '3',
        fees_value: '1',
        fees_date: '31/02/2026',
      },
      TODAY,
    );
    expect(errors).toEqual({
      penalty_date: 'O campo Data da multa deve ser maior que 10/12/2026',
      fees_date: 'Data inválida',
    });
    // An exempt penalty sends no date, whatever was typed before the type changed.
    expect(toUpload({ ...filled, penalty_date: '11/12/2026' }, TODAY).body?.penalty?.date).toBeNull();
    expect(serverErrors(['penalty.date: x', 'fees.date: y'])).toEqual({ penalty_date: 'x', fees_date: 'y' });
  });

  it('sends up to three discounts, an empty one as type 0, and maps their server errors back', () => {
    const { body, errors } = toUpload(
      {
        ...filled,
        discount_type: '1',
        discount_value: '10,00',
        discount_date: '01/12/2026',
        discount2_type: '2',
        discount2_value: '',
        discount3_type: '2',
        discount3_value: '1,5',
        discount3_date: '05/12/2026',
      },
      TODAY,
    );
    expect(errors).toEqual({});
    expect(body?.discounts).toEqual([
      { type: 1, value: 1_000, percentage: null, date: '2026-12-01' },
      { type: 0, value: null, percentage: null, date: null },
      { type: 2, value: null, percentage: 1.5, date: '2026-12-05' },
    ]);
    expect(
      toUpload({ ...filled, discount2_type: '1', discount2_value: '5,00', discount2_date: '11/12/2026' }, TODAY).errors,
    ).toEqual({
      discount2_date: 'O campo Data do desconto deve ser menor ou igual a 10/12/2026',
    });
    expect(serverErrors(['discounts.3.date: Data inválida'])).toEqual({ discount3_date: 'Data inválida' });
    expect(
      formValuesOf({
        discounts: [
          { type: 1, value: 500, percentage: null, date: '2026-12-01' },
          { type: 2, value: null, percentage: 2, date: null },
        ],
      }),
    ).toMatchObject({
      discount_type: '1',
      discount_value: '5,00',
      discount_date: '01/12/2026',
      discount2_type: '2',
      discount2_value: '2',
    });
  });

  it("answers requirements §5's messages before sending", () => {
    expect(toUpload({ ...EMPTY_FORM }, TODAY).errors).toEqual({
      due_date: 'O campo Vencimento é obrigatório',
      value: 'O campo Valor é obrigatório',
      payer_name: 'O campo Nome do pagador é obrigatório',
      payer_document: 'O campo CPF ou CNPJ do pagador é obrigatório',
    });
    const errors = toUpload(
      {
        ...filled,
        due_date: '22/11/2026',
        value: '0,99',
        payer_document: '111.111.111-11',
        penalty_type: '2',
        penalty_value: '101',
      },
      TODAY,
    ).errors;
    expect(errors).toEqual({
      due_date: 'O campo Vencimento deve ser maior ou igual a 23/11/2026',
      value: 'O Valor mínimo aceito é de R$ 1,00',
      penalty_value: 'O campo Multa ultrapassou o limite máximo de 100%',
      payer_document: 'O campo CPF ou CNPJ do pagador não é válido',
    });
  });

  it('refuses a value above the maximum with the server’s message, before sending', () => {
    expect(toUpload({ ...filled, value: '1.000.000,01' }, TODAY).errors).toEqual({
      value: 'O Valor máximo aceito é de R$ 1.000.000,00',
    });
    expect(toUpload({ ...filled, value: '1.000.000,00' }, TODAY).errors).toEqual({});
  });

  it('opens a refused row with what it held, and puts the server’s messages under the fields', () => {
    const values = formValuesOf({
      due_date: '2026-12-10',
      value: 15_000,
      penalty: { type: 2, value: null, percentage: 2, date: null },
      payer: {
        name: 'Bruno',
        document: '111',
        email: null,
        street: null,
        number: null,
        neighborhood: null,
        city: null,
        state: null,
        zip_code: null,
      },
    });
    expect(values).toMatchObject({
      due_date: '10/12/2026',
      value: '150,00',
      penalty_type: '2',
      penalty_value: '2',
      payer_document: '111',
    });
    expect(serverErrors(['payer.document: O campo CPF ou CNPJ do pagador não é válido', 'fees.percentage: x'])).toEqual(
      {
        payer_document: 'O campo CPF ou CNPJ do pagador não é válido',
        fees_value: 'x',
      },
    );
  });
});
