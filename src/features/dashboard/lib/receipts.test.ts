import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requiredPart } from '@contract/shape';
import { PaymentMonthSchema, type PaymentMonth } from '@contract/payments/list';
import type { Payment } from '@contract/shapes/payment';
import { netOfStats, paymentOutlook, paymentWindow } from './receipts';

const account = { bank_code: '341', bank_name: 'Itaú', agency: '0001', account: '12345-6', account_type: 'C' };
let id = 0;
const payment = (payment_date: string, amount: number, paid: boolean, extra: Partial<Payment> = {}): Payment => ({
  id: ++id,
  payment_date,
  destination: 'B',
  bank_account: account,
  amount,
  paid,
  receivable_unit_count: 3,
  destination_label: 'Conta bancária',
  status: paid ? 'PAID' : 'EXPECTED',
  ...extra,
});

const MONTH: PaymentMonth = {
  payments: [payment('2026-11-26', 120_000, true), payment('2026-11-26', 5_050, true, { destination: 'D' })],
  future_payments: [
    payment('2026-12-02', 40_000, false),
    payment('2026-11-27', 0, false),
    payment('2026-11-30', 70_000, false),
    payment('2026-11-30', 1, false, { destination: 'D' }),
  ],
};

describe('paymentOutlook', () => {
  it("adds up today's transfers (every account) and finds the next day with money, skipping an empty one", () => {
    expect(paymentOutlook(MONTH, '2026-11-26')).toEqual({
      today: 125_050,
      todayPaid: true,
      todayAdjustments: undefined,
      next: { date: '2026-11-30', amount: 70_001, adjustments: undefined },
    });
  });

  it("reads today's payment from either list: the backend's today may be another day than the device's", () => {
    // The device is already on the 27th; the backend still lists the 27th as a future payment.
    const month = { payments: [], future_payments: [payment('2026-11-27', 9_900, false)] };
    expect(paymentOutlook(month, '2026-11-27')).toEqual({
      today: 9_900,
      todayPaid: false,
      todayAdjustments: undefined,
      next: null,
    });
  });

  it('says nothing lands today and there is no next payment on an empty calendar', () => {
    expect(paymentOutlook({ payments: [], future_payments: [] }, '2026-11-26')).toEqual({
      today: 0,
      todayPaid: false,
      todayAdjustments: undefined,
      next: null,
    });
  });

  it('takes each amount as what lands (debits already in it) and sums the day’s adjustments apart', () => {
    const month: PaymentMonth = {
      payments: [payment('2026-11-26', 50_000, true, { adjustment_amount: 0 })],
      future_payments: [
        // A refund's debit of R$ 884,00 is already out of the bank account's R$ 1.116,00.
        payment('2026-11-27', 111_600, false, { adjustment_amount: -88_400 }),
        payment('2026-11-27', 30_000, false, { destination: 'D', adjustment_amount: 0 }),
      ],
    };
    expect(paymentOutlook(month, '2026-11-26')).toEqual({
      today: 50_000,
      todayPaid: true,
      todayAdjustments: 0,
      next: { date: '2026-11-27', amount: 141_600, adjustments: -88_400 },
    });
  });

  it('a day that debits outweigh is still the next payment: what is owed shows, negative', () => {
    const month: PaymentMonth = {
      payments: [],
      future_payments: [
        payment('2026-11-28', -4_000, false, { adjustment_amount: -24_000 }),
        payment('2026-11-30', 70_000, false, { adjustment_amount: 0 }),
      ],
    };
    expect(paymentOutlook(month, '2026-11-26').next).toEqual({
      date: '2026-11-28',
      amount: -4_000,
      adjustments: -24_000,
    });
  });

  it("works on a backend's required fields alone (no count, labels or status)", () => {
    const minimal = v.parse(PaymentMonthSchema, requiredPart(PaymentMonthSchema, MONTH));
    expect(minimal.payments[0]).not.toHaveProperty('status');
    expect(paymentOutlook(minimal, '2026-11-26')).toEqual(paymentOutlook(MONTH, '2026-11-26'));
  });
});

describe('netOfStats', () => {
  it("takes the period's net and fees from the sales stats when the backend sends both", () => {
    expect(netOfStats({ net_amount: 26_357_966, fee_amount: 928_201 })).toEqual({ net: 26_357_966, fees: 928_201 });
    expect(netOfStats({ net_amount: 0, fee_amount: 0 })).toEqual({ net: 0, fees: 0 });
  });

  it('gives nothing without them (the home then asks the receivables)', () => {
    expect(netOfStats({})).toBeUndefined();
    expect(netOfStats({ net_amount: 100 })).toBeUndefined();
  });
});

describe('paymentWindow', () => {
  it('asks for today and the next 60 days, across a month and a year', () => {
    expect(paymentWindow('2026-12-15')).toEqual({ dtStart: '2026-12-15', dtEnd: '2027-02-13' });
  });
});
