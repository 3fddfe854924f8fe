import * as v from 'valibot';
import { ContractEffectSchema, type ContractEffect } from '../contract-effect';
import { PaymentSchema, type Payment } from '../payment';
import { ReceivableSchema, type Receivable } from '../receivable';
import { ReceivableUnitSchema, type ReceivableUnit } from '../receivable-unit';
import { rowsOf, sandboxAnswer } from './sandbox';

/**
 * Test rows built from real sandbox answers, so a screen's test data has every field of the
 * contract and a test states only the values it is about.
 */
export const unitRow = (overrides: Partial<ReceivableUnit> = {}): ReceivableUnit => ({
  ...v.parse(ReceivableUnitSchema, rowsOf(sandboxAnswer(/^\/v1\/app\/receivable_unit\?/))[0]),
  ...overrides,
});

export const receivableRow = (overrides: Partial<Receivable> = {}): Receivable => ({
  ...v.parse(ReceivableSchema, rowsOf(sandboxAnswer(/^\/v1\/app\/financial\/receivable\?/))[0]),
  ...overrides,
});

export const effectRow = (overrides: Partial<ContractEffect> = {}): ContractEffect => ({
  ...v.parse(ContractEffectSchema, rowsOf(sandboxAnswer(/^\/v1\/app\/contract_effect\?/))[0]),
  ...overrides,
});

export const paymentRow = (overrides: Partial<Payment> = {}): Payment => ({
  ...v.parse(PaymentSchema, rowsOf(sandboxAnswer(/^\/v1\/app\/payment\?/), 'payments')[0]),
  ...overrides,
});
