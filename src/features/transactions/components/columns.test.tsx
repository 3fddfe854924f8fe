import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredPart } from '@contract/shape';
import { TransactionSchema } from '@contract/transaction-shapes';
import { operationText } from '../lib/labels';
import { TRANSACTION_COLUMNS } from './columns';

const SALE = {
  transaction_id: 5521,
  payment_date: '2026-11-21T10:15:00-03:00',
  status: 'CONFIRMED',
  amount: 12_345,
  mdr: 2.49,
  mdr_amount: 307,
  net_amount: 12_038,
  qt_installment: 3,
  nsu: '123456',
  nsu_acquirer: null,
  authorization_number: 'A1B2C3',
  terminal: 7,
  serial_number: 'PAX-0007',
  channel: { id: 1, channel_name: 'POS' },
  operation: { id: 2, operation_name: 'Crédito Parcelado' },
  card_brand: { id: 2, brand_name: 'VISA' },
  card_input_method: 'CHIP',
  card_number: '411111******1111',
  ecommerce_order: null,
  ecommerce_customer: null,
  bank_billet_id: null,
  app_code: null,
  app_name: null,
  pre_paid_card: false,
};

const cell = (row: v.InferOutput<typeof TransactionSchema>, id: string) =>
  TRANSACTION_COLUMNS.find((column) => column.id === id)?.value(row);

describe('the sale fields', () => {
  it('show every field the sandbox sends', () => {
    const sale = v.parse(TransactionSchema, SALE);
    expect(cell(sale, 'net_amount')).toBe('R$\u00a0120,38');
    expect(cell(sale, 'mdr')).toBe('2,49%');
    expect(operationText(sale)).toBe('Crédito parcelado 3x');
  });

  it("work on a backend's required fields alone (the strict contract): the extras show a dash", () => {
    const minimal = v.parse(TransactionSchema, requiredPart(TransactionSchema, SALE));
    expect(minimal).not.toHaveProperty('net_amount');
    expect(cell(minimal, 'amount')).toBe('R$\u00a0123,45');
    for (const id of ['net_amount', 'mdr', 'mdr_amount', 'qt_installment', 'card_number', 'app_name'])
      expect([id, cell(minimal, id)]).toEqual([id, '—']);
    expect(operationText(minimal)).toBe('Crédito parcelado');
    expect(cell(minimal, 'channel')).toBe('POS');
  });
});
