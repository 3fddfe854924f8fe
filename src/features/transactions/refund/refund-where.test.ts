import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RefundSchema, type Refund } from '@contract/refunds';
import { requiredPart } from '@contract/shape';
import { forecastRefund, refundSources, type ForecastInstallment } from './refund-where';

const NBSP = '\u00a0';
const inst = (gross_amount: number, outOfReach: ForecastInstallment['outOfReach'] = null): ForecastInstallment => ({
  gross_amount,
  outOfReach,
});

describe('forecastRefund', () => {
  it('takes it all from the installments still to be paid when they cover it', () => {
    expect(forecastRefund([inst(5_000, 'paid'), inst(5_000), inst(5_000)], 8_000)).toEqual({
      fromOpen: 8_000,
      fromPaid: 0,
      reasons: ['paid'],
    });
  });

  it('debits it all when the sale was paid out (or its installments are anticipated or bound)', () => {
    expect(forecastRefund([inst(4_810, 'paid')], 1_000)).toEqual({ fromOpen: 0, fromPaid: 1_000, reasons: ['paid'] });
    expect(forecastRefund([inst(3_000, 'bound'), inst(3_000, 'anticipated')], 6_000)).toEqual({
      fromOpen: 0,
      fromPaid: 6_000,
      reasons: ['anticipated', 'bound'],
    });
  });

  it('splits it when the free installments cover only part', () => {
    expect(forecastRefund([inst(5_000, 'paid'), inst(2_000)], 6_000)).toEqual({
      fromOpen: 2_000,
      fromPaid: 4_000,
      reasons: ['paid'],
    });
  });
});

const refund = (extra: Partial<Refund>): Refund => ({
  refund_id: 2,
  transaction_id: 85961,
  amount: 1_000,
  kind: 'REFUND',
  status: 'DONE',
  created_at: '2026-11-28T13:16:03.375-03:00',
  reason: null,
  ...extra,
});

describe('refundSources', () => {
  it('says what left the installments and what each payment had debited, by its day', () => {
    expect(
      refundSources(
        refund({
          reduced_amount: 2_898,
          debit_amount: 1_934,
          debits: [
            { payment_id: 793, payment_date: '2026-11-29', amount: 967 },
            { payment_id: 795, payment_date: '2026-12-01', amount: 967 },
          ],
        }),
      ),
    ).toEqual([
      `R$${NBSP}28,98 saiu das parcelas a receber`,
      `R$${NBSP}9,67 descontado do pagamento de 29/11`,
      `R$${NBSP}9,67 descontado do pagamento de 01/12`,
    ]);
  });

  it('leaves out a part that is zero', () => {
    expect(
      refundSources(
        refund({
          reduced_amount: 0,
          debit_amount: 967,
          debits: [{ payment_id: 793, payment_date: '2026-11-29', amount: 967 }],
        }),
      ),
    ).toEqual([`R$${NBSP}9,67 descontado do pagamento de 29/11`]);
    expect(refundSources(refund({ reduced_amount: 2_898, debit_amount: 0, debits: [] }))).toEqual([
      `R$${NBSP}28,98 saiu das parcelas a receber`,
    ]);
  });

  it('says nothing on the required fields alone: the screen keeps its general words', () => {
    const full = refund({ reduced_amount: 1, debit_amount: 0, debits: [] });
    expect(refundSources(v.parse(RefundSchema, requiredPart(RefundSchema, full)))).toBeUndefined();
  });
});
