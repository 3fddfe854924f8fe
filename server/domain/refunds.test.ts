import { describe, expect, it } from 'vitest';
import { brl } from '../../contract/rules/money.ts';
import { OPERATION } from './codes.ts';
import { judgeRefund, planRefund, refundFingerprint, refundKind, type ReceivablePart } from './refunds.ts';

const TODAY = '2026-11-26';
const credit = {
  status: 'CONFIRMED',
  operationId: OPERATION.CREDIT,
  amountCents: 10_000,
  refundedCents: 0,
  saleDay: TODAY,
};

const part = (n: number, gross: number, mdr: number, reducible = true): ReceivablePart => ({
  id: 500 + n,
  n_installment: n,
  gross_cents: gross,
  mdr_cents: mdr,
  net_cents: gross - mdr,
  reducible,
});

describe('refund rules', () => {
  it('cancels on the sale day and refunds after it', () => {
    expect(refundKind(TODAY, TODAY)).toBe('CANCELLATION');
    expect(refundKind('2026-11-25', TODAY)).toBe('REFUND');
  });

  it('refunds the rest by default and refuses more than it', () => {
    expect(judgeRefund({ ...credit, refundedCents: 2_500 }, TODAY, undefined)).toEqual({ amount: 7_500 });
    expect(judgeRefund({ ...credit, refundedCents: 2_500 }, TODAY, 7_501)).toEqual({
      refusal: `O valor do estorno passa do que resta a estornar nesta venda (${brl(7_500)}).`,
    });
  });

  it('counts the age in São Paulo days: 180 (90 for Pix) still go', () => {
    expect(judgeRefund({ ...credit, saleDay: '2026-05-30' }, TODAY, undefined)).toEqual({ amount: 10_000 });
    expect(judgeRefund({ ...credit, saleDay: '2026-05-29' }, TODAY, undefined)).toHaveProperty('refusal');
    const pix = { ...credit, operationId: OPERATION.PIX };
    expect(judgeRefund({ ...pix, saleDay: '2026-08-28' }, TODAY, 1)).toEqual({ amount: 1 });
    expect(judgeRefund({ ...pix, saleDay: '2026-08-27' }, TODAY, 1)).toHaveProperty('refusal');
  });

  it('tells one body from another under a key', () => {
    expect(refundFingerprint(1, 100, undefined)).toBe(refundFingerprint(1, 100, undefined));
    expect(refundFingerprint(1, 100, undefined)).not.toBe(refundFingerprint(2, 100, undefined));
    expect(refundFingerprint(1, undefined, undefined)).not.toBe(refundFingerprint(1, 100, undefined));
  });
});

describe('planRefund', () => {
  it('takes gross from the last installment back, MDR in proportion, gross = MDR + net', () => {
    const plan = planRefund([part(1, 3_334, 100), part(2, 3_333, 100), part(3, 3_333, 100)], 5_000);
    expect(plan.removed).toEqual([{ id: 503, gross_cents: 0, mdr_cents: 0, net_cents: 0, net_taken: 3_233 }]);
    // 1.667 of 3.333 taken: MDR 100 × 1.667 / 3.333 = 50,01… → 50 given back.
    expect(plan.changed).toEqual([{ id: 502, gross_cents: 1_666, mdr_cents: 50, net_cents: 1_616, net_taken: 1_617 }]);
    expect(plan.debitCents).toBe(0);
  });

  it('takes the free ones first; what falls on paid ones is a debit of its net', () => {
    const plan = planRefund([part(1, 5_000, 200, false), part(2, 5_000, 200)], 6_000);
    expect(plan.removed.map((r) => r.id)).toEqual([502]);
    // 1.000 of the paid 5.000: its MDR share (40) is given back, 960 is debited.
    expect(plan).toMatchObject({ debitCents: 960, debitReceivableId: 501, changed: [] });
  });
});
