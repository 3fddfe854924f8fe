import * as v from 'valibot';
import { requiredPart } from '@contract/shape';
import { ContractEffectSchema, type ContractEffect } from '@contract/shapes/contract-effect';
import { PaymentSchema, type Payment } from '@contract/shapes/payment';
import { ReceivableSchema, type Receivable } from '@contract/shapes/receivable';
import { ReceivableUnitSchema, type ReceivableUnit } from '@contract/shapes/receivable-unit';
import type { AnySchema } from '@contract/endpoint';

/**
 * Test rows of the settlement calls, whole as the sandbox sends them (every optional field too),
 * each checked against its contract schema, so a screen's test states only the values it is
 * about. `minimal` cuts a row to what the contract requires: what a spec-minimal backend (the
 * strict sandbox) answers, for the tests that prove a screen works with it.
 */

const checked = <S extends AnySchema>(schema: S, row: v.InferInput<S>): v.InferOutput<S> => v.parse(schema, row);

/** The row as a backend that sends only the required fields answers it. */
export const minimal = <S extends AnySchema>(schema: S, row: v.InferInput<S>): v.InferOutput<S> =>
  v.parse(schema, requiredPart(schema, row));

export const unitRow = (overrides: Partial<ReceivableUnit> = {}): ReceivableUnit => ({
  ...checked(ReceivableUnitSchema, {
    receivable_unit_id: 3074,
    payment_id: 788,
    arrangement_id: 8,
    arrangement_code: 'ACC',
    dt_liquidation: '2026-11-23',
    holder_document: '34218765000114',
    receiving_end_user_document: '34218765000114',
    amount: 227_278,
    committed_amount: 90_911,
    payable_amount: 136_367,
    installment_count: 35,
    paid: true,
    contract_effect: true,
    financier: 'Banco Bradesco S.A.',
  }),
  ...overrides,
});

export const receivableRow = (overrides: Partial<Receivable> = {}): Receivable => ({
  ...checked(ReceivableSchema, {
    id: 101,
    transaction_id: 1,
    n_installment: 1,
    qt_installment: 1,
    transaction_date: '2025-10-23',
    original_date: '2025-11-22',
    settlement_date: '2025-11-22',
    gross_amount: 15_102,
    mdr_amount: 482,
    net_amount: 14_620,
    transaction_amount: 15_102,
    channel: { id: 3, channel_name: 'E-commerce' },
    operation: { id: 1, operation_name: 'Crédito à vista' },
    card_brand: { id: 1, brand_name: 'MASTERCARD' },
    arrangement_id: 2,
    arrangement_code: 'MCC',
    nsu: '507564',
    authorization_number: '2CUU9C',
    app_code: null,
    bank_billet_id: null,
    pre_paid_card: false,
    paid: true,
    anticipation: false,
    blocked: false,
    block_type: null,
    block_type_label: null,
    receivable_unit_id: 140,
  }),
  ...overrides,
});

export const effectRow = (overrides: Partial<ContractEffect> = {}): ContractEffect => ({
  ...checked(ContractEffectSchema, {
    id: 1610,
    receivable_unit_id: 3035,
    arrangement_id: 1,
    arrangement_code: 'MCD',
    effect_type: 3,
    effect_type_label: 'Ônus – outros',
    operation: 'C',
    operation_label: 'Criação',
    protocol: '202611170928773968',
    contract_identifier: 'SMOKE-CERC-0001',
    beneficiary_doc: '23399607000191',
    beneficiary_name: 'CERC Central de Recebíveis S.A.',
    cerc_code: '0d036360-d61b-0fc0-592d-422001137dba',
    priority: 9,
    division_method: 'AMOUNT',
    division_amount: 100,
    division_percentage: null,
    committed_amount: 0,
    deprecated: false,
    smoke_contract_effect: true,
    created_at: '2026-11-17T13:00:33.000-03:00',
    liquidation_date: '2026-11-19',
    receiving_end_user_document: '34218765000114',
  }),
  ...overrides,
});

export const paymentRow = (overrides: Partial<Payment> = {}): Payment => ({
  ...checked(PaymentSchema, {
    id: 744,
    payment_date: '2026-11-01',
    destination: 'B',
    destination_label: 'Conta bancária',
    bank_account: {
      bank_code: '341',
      bank_name: 'Itaú Unibanco S.A.',
      agency: '0912',
      account: '45873-2',
      account_type: 'C',
    },
    amount: 2_008_850,
    receivable_unit_count: 5,
    paid: true,
    status: 'PAID',
  }),
  ...overrides,
});
