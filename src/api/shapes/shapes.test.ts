import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContractEffectSchema } from './contract-effect';
import { PaymentSchema } from './payment';
import { ReceivablePageSchema, ReceivableSchema } from './receivable';
import { ReceivableUnitPageSchema, ReceivableUnitSchema } from './receivable-unit';
import { expectWhole, rowsOf, sandboxAnswer, without, type Row } from './testing/sandbox';

// Labels the server adds for other clients; the app words these codes itself (lib/cerc and
// the payment labels), so the schemas leave them out on purpose.
const EFFECT_LABELS = ['effect_type_label', 'operation_label'];
const PAYMENT_EXTRAS = ['destination_label', 'status'];

describe('shapes shared by several features, against real sandbox answers', () => {
  it('reads the receivable unit of the units list, a unit, a payment, a future day and an effect', () => {
    const unitDetail = sandboxAnswer(/^\/v1\/app\/receivable_unit\/\d+$/);
    expectWhole(ReceivableUnitSchema, [
      ...rowsOf(sandboxAnswer(/^\/v1\/app\/receivable_unit\?/)),
      without(unitDetail, 'payment', 'contract_effects'),
      ...rowsOf(sandboxAnswer(/^\/v1\/app\/payment\/\d+\/receivable_unit/)),
      ...rowsOf(sandboxAnswer(/^\/v1\/app\/payment\/future\/receivable_unit/)),
      sandboxAnswer(/^\/v1\/app\/contract_effect\/\d+$/).receivable_unit as Row,
    ]);
    expect(() => v.parse(ReceivableUnitPageSchema, sandboxAnswer(/^\/v1\/app\/receivable_unit\?/))).not.toThrow();
  });

  it('reads the receivable of the statement, a sale, a unit, a payment and a future day', () => {
    const pages = [
      sandboxAnswer(/^\/v1\/app\/financial\/receivable\?/),
      sandboxAnswer(/^\/v1\/app\/receivable_unit\/\d+\/installments/),
      sandboxAnswer(/^\/v1\/app\/payment\/\d+\/installments/),
      sandboxAnswer(/^\/v1\/app\/payment\/future\/installments/),
    ];
    expectWhole(ReceivableSchema, [
      ...pages.flatMap((page) => rowsOf(page)),
      ...rowsOf(sandboxAnswer(/^\/v1\/app\/transaction\/\d+$/), 'receivables'),
    ]);
    for (const page of pages) expect(() => v.parse(ReceivablePageSchema, page)).not.toThrow();
  });

  it('reads the contract effect of the effects list, an effect and a unit', () => {
    expectWhole(
      ContractEffectSchema,
      [
        ...rowsOf(sandboxAnswer(/^\/v1\/app\/contract_effect\?/)),
        without(sandboxAnswer(/^\/v1\/app\/contract_effect\/\d+$/), 'receivable_unit'),
        ...rowsOf(sandboxAnswer(/^\/v1\/app\/receivable_unit\/\d+$/), 'contract_effects'),
      ],
      EFFECT_LABELS,
    );
  });

  it('reads the payment of the calendar, a payment and a unit', () => {
    const month = sandboxAnswer(/^\/v1\/app\/payment\?/);
    expectWhole(
      PaymentSchema,
      [
        ...rowsOf(month, 'payments'),
        ...rowsOf(month, 'future_payments'),
        without(sandboxAnswer(/^\/v1\/app\/payment\/\d+$/), 'units_amount', 'committed_amount', 'installment_count'),
        sandboxAnswer(/^\/v1\/app\/receivable_unit\/\d+$/).payment as Row,
      ],
      PAYMENT_EXTRAS,
    );
  });

  it('rejects an amount that is not whole cents', () => {
    const unit = rowsOf(sandboxAnswer(/^\/v1\/app\/receivable_unit\?/))[0] as Row;
    expect(v.safeParse(ReceivableUnitSchema, { ...unit, amount: 10.5 }).success).toBe(false);
  });
});
