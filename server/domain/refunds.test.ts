import { describe, expect, it } from 'vitest';
import { brl } from '../../contract/rules/money.ts';
import { OPERATION } from '../../contract/codes/lookups.ts';
import { judgeRefund, planRefund, refundFingerprint, refundKind, type ReceivablePart } from './refunds.ts';

const TODAY = '2026-11-26';
const credit = {
  status: 'CONFIRMED',
  operationId: OPERATION.CREDIT,
  amountCents: 10_000,
  refundedCents: 0,
  saleDay: TODAY,
};

const part = (n: number, gross: number, mdr: number, reducible = true, refunded = 0): ReceivablePart => ({
  id: 500 + n,
  n_installment: n,
  gross_cents: gross,
  mdr_cents: mdr,
  net_cents: gross - mdr,
  reducible,
  refunded_cents: refunded,
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
    expect(plan.refundedOutOfReach).toEqual([{ id: 501, refunded_cents: 1_000 }]);
  });

  it('starts after what earlier refunds took from a paid installment', () => {
    // 3.000 of the paid 5.000 already refunded: 2.000 are left to debit, not 5.000 again.
    const plan = planRefund([part(1, 5_000, 200, false, 3_000)], 2_000);
    expect(plan).toMatchObject({ debitCents: 1_920, mdrBackCents: 80 });
    expect(plan.refundedOutOfReach).toEqual([{ id: 501, refunded_cents: 5_000 }]);
    expect(() => planRefund([part(1, 5_000, 200, false, 3_000)], 2_001)).toThrow();
  });

  it('never takes an anticipation fee from the debit: the gross less its MDR share', () => {
    // Anticipated: its net is gross − MDR − fee (4.800 − 150 = 4.650), the debit ignores the fee.
    const anticipated = { ...part(1, 5_000, 200, false), net_cents: 4_650 };
    expect(planRefund([anticipated], 5_000)).toMatchObject({ debitCents: 4_800, mdrBackCents: 200 });
  });

  it('costs the same split in pieces as at once (out of reach: exactly; free: within a cent a piece)', () => {
    const cost = (plans: ReturnType<typeof planRefund>[]) =>
      plans.reduce(
        (sum, p) => sum + p.debitCents + [...p.changed, ...p.removed].reduce((s, c) => s + c.net_taken, 0),
        0,
      );
    for (const reducible of [false, true]) {
      const whole = planRefund([part(1, 2_460, 123, reducible)], 2_460);
      let current = part(1, 2_460, 123, reducible);
      const pieces: ReturnType<typeof planRefund>[] = [];
      for (let i = 0; i < 12; i++) {
        const piece = planRefund([current], 205);
        pieces.push(piece);
        const changed = piece.changed[0] ?? piece.removed[0];
        current = reducible
          ? {
              ...current,
              gross_cents: changed?.gross_cents ?? 0,
              mdr_cents: changed?.mdr_cents ?? 0,
              net_cents: changed?.net_cents ?? 0,
            }
          : { ...current, refunded_cents: piece.refundedOutOfReach[0]?.refunded_cents ?? 0 };
      }
      expect(Math.abs(cost(pieces) - cost([whole]))).toBeLessThanOrEqual(reducible ? 12 : 0);
      expect(cost([whole])).toBe(2_460 - 123);
    }
  });
});
