import { isValidElement } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReturnFileListSchema, UploadListSchema, UploadResultSchema } from '@contract/billet-uploads';
import { BilletListSchema, CancelResultSchema } from '@contract/billets';
import { requiredPart } from '@contract/shape';
import { FILE_COLUMNS } from '../files/files-page';
import { BILLET_COLUMNS } from '../list/columns';
import { cancelSummary } from '../list/cancel-summary';
import { deletedCount } from '../upload/api';
import { formValuesOf } from '../upload/form-values';
import { rejectedRowsOf } from '../upload/use-rejected-rows';
import { termsText } from './terms-text';

/**
 * The boleto screens against a spec-minimal backend: each answer cut to what the contract
 * requires (`requiredPart`, what the strict sandbox sends) still reads, and the screen shows less.
 */

const charge = { type: 2, value: null, percentage: 2, date: null };
const payer = {
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  document: '52998224725',
  street: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01310100',
};

/** A boleto as the sandbox lists it: requirements §3's fields and every extra. */
const sandboxBillet = {
  billet_id: 1,
  our_number: '109/00000001-1',
  external_id: 'PED-1',
  created_date: '2026-11-20T10:00:00-03:00',
  due_date: '2026-12-10',
  liquidation_date: null,
  paid_value: null,
  billet_payer: 'Ana Souza',
  billet_payer_document: '52998224725',
  billet_payer_email: null,
  billet_value: 15_000,
  bank_billet_layout_id: 1,
  billet_status: 'WAITING_RETURN',
  with_penalty_fees_discounts: true,
  penalty: charge,
  fees: { type: 5, value: null, percentage: null, date: null },
  discounts: [],
  instructions: null,
  payer,
  digitable_line: '34191.09008 00000.110000 00000.000000 1 00000000015000',
  barcode: '34191000000000150001090000000110000000000000',
  checkout_url: 'http://localhost/billet/checkout/x',
  second_copy: false,
  history: [{ at: '2026-11-20T10:00:00-03:00', event: 'UPLOADED', description: 'Enviado por planilha' }],
};

const minimal = <S extends v.GenericSchema>(schema: S, answer: unknown) =>
  v.parse(schema, requiredPart(schema, answer));

describe('the boleto list from a backend that sends only requirements §3', () => {
  const list = minimal(BilletListSchema, { data: [sandboxBillet], total: 1 });
  const row = list.data[0];

  it('keeps requirements §3’s fields and nothing else', () => {
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'bank_billet_layout_id',
        'billet_id',
        'billet_payer',
        'billet_payer_document',
        'billet_payer_email',
        'billet_status',
        'billet_value',
        'created_date',
        'due_date',
        'liquidation_date',
        'with_penalty_fees_discounts',
      ].sort(),
    );
  });

  it('shows every column, a dash for the bank’s number and payment; terms said without which', () => {
    if (!row) throw new Error('no row');
    const text = (id: string) => BILLET_COLUMNS.find((c) => c.id === id)?.value(row);
    expect(text('our_number')).toBe('—');
    expect(text('paid_value')).toBe('—');
    expect(text('external_id')).toBe('—');
    expect(isValidElement(text('billet_status'))).toBe(true);
    expect(termsText(row)).toBe('Sim');
  });

  it('still refuses a row without a requirements §3 field', () => {
    const { billet_value: _, ...missing } = sandboxBillet;
    expect(v.safeParse(BilletListSchema, { data: [missing], total: 1 }).success).toBe(false);
  });
});

describe('the upload answer (requirements §5 needs only its message)', () => {
  const sandbox = {
    message: 'File uploaded successfully! 2 boletos importados, 1 linha recusada.',
    imported: 2,
    rejected_count: 1,
    errors: [{ row: 3, field: 'payer.document', message: 'CPF inválido' }],
    rejected: [{ row: 3, billet: { external_id: 'API-2', value: 'abc', payer: { name: 'Bruno' } } }],
  };

  it('reads an answer with nothing but the message: no refused rows to fix', () => {
    const parsed = minimal(UploadResultSchema, sandbox);
    expect(parsed).toEqual({ message: sandbox.message });
    expect(rejectedRowsOf('boletos.csv', parsed)).toEqual([]);
  });

  it("keeps the sandbox's refused rows with their messages, and the form opens them as read", () => {
    const rows = rejectedRowsOf('b.csv', v.parse(UploadResultSchema, sandbox), 1);
    // The field by its label, as the templates' header says it.
    expect(rows.map((r) => [r.row, r.messages])).toEqual([[3, ['CPF ou CNPJ do pagador: CPF inválido']]]);
    const values = formValuesOf(rows[0]?.billet ?? {});
    // A value that could not be read is left for the user to type again.
    expect([values.external_id, values.value, values.payer_name]).toEqual(['API-2', '', 'Bruno']);
  });

  it('still refuses an answer without a message', () => {
    expect(v.safeParse(UploadResultSchema, { imported: 2 }).success).toBe(false);
  });
});

describe('the other boleto answers cut to what they require', () => {
  it('an upload row keeps requirements §3’s payload: the form opens it whole', () => {
    const upload = {
      id: 7,
      external_id: 'PED-7',
      due_date: '2026-12-10',
      value: 9_900,
      instructions: null,
      bank_billet_layout_id: 2,
      penalty: charge,
      fees: charge,
      discounts: [{ type: 1, date: '2026-12-01', value: 500, percentage: null }],
      payer,
      created_date: '2026-11-20T10:00:00-03:00',
      status: 'WAITING_REGISTER',
      registration_error: null,
    };
    const row = minimal(UploadListSchema, { data: [upload], total: 1 }).data[0];
    expect(row).not.toHaveProperty('created_date');
    expect(row && formValuesOf(row)).toMatchObject({ id: 7, value: '99,00', payer_name: 'Ana Souza', layout: '' });
  });

  it('a return file keeps its id, name and day: the list shows dashes for the rest', () => {
    const file = {
      id: 3,
      file_name: 'RET240_20261120_001.ret',
      date: '2026-11-20',
      layout: 'CNAB240',
      created_at: '2026-11-20T18:00:00-03:00',
      size: 2_048,
      records: 4,
      summary: {
        confirmed: { count: 1, amount: 100 },
        paid: { count: 0, amount: 0 },
        downed: { count: 0, amount: 0 },
        rejected: { count: 0, amount: 0 },
      },
    };
    const row = minimal(ReturnFileListSchema, { data: [file], total: 1 }).data[0];
    expect(row).toEqual({ id: 3, file_name: file.file_name, date: file.date });
    if (!row) throw new Error('no row');
    const cell = (id: string) => FILE_COLUMNS.find((c) => c.id === id)?.value(row);
    expect([cell('layout'), cell('records'), cell('size')]).toEqual(['—', '—', '—']);
  });

  it('a cancellation still says what was cancelled and what was refused', () => {
    const answer = minimal(CancelResultSchema, {
      cancelled: [{ id: 1, our_number: '109/00000001-1' }],
      refused: [{ id: 2, our_number: '109/00000002-9', message: 'Boleto pago não pode ser cancelado.' }],
    });
    expect(cancelSummary(answer)).toBe('1 boleto cancelado. Recusados: 2: Boleto pago não pode ser cancelado.');
  });
});

describe('the count of a DELETE of boletos (an extra)', () => {
  it('is read when the backend gives it, and absent otherwise', () => {
    expect(deletedCount({ deleted: 4 })).toBe(4);
    expect(deletedCount(null)).toBeUndefined();
    expect(deletedCount({ message: 'ok' })).toBeUndefined();
    expect(deletedCount({ deleted: -1 })).toBeUndefined();
  });
});
