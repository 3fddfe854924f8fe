import type { Payment } from '@contract/shapes/payment';
import type { PaymentMonth } from '@contract/payments/list';

const ACCOUNTS = {
  B: { bank_code: '341', bank_name: 'Itaú Unibanco S.A.', agency: '0912', account: '45873-2', account_type: 'C' },
  D: {
    bank_code: '197',
    bank_name: 'Stone Instituição de Pagamento S.A.',
    agency: '0001',
    account: '1234567-8',
    account_type: 'P',
  },
};

let nextId = 100;

/** A payment as the API sends it (test data). */
export function payment(date: string, destination: 'B' | 'D', amount: number, paid: boolean): Payment {
  nextId += 1;
  return {
    id: nextId,
    payment_date: date,
    destination,
    bank_account: ACCOUNTS[destination],
    amount,
    receivable_unit_count: 3,
    paid,
  };
}

/** November 2026 as the sandbox shapes it: paid up to the 21st, expected after. */
export function novemberMonth(): PaymentMonth {
  return {
    payments: [
      payment('2026-11-01', 'B', 2_042_194, true),
      payment('2026-11-01', 'D', 846_005, true),
      payment('2026-11-21', 'B', 2_004_213, true),
      payment('2026-11-21', 'D', 742_476, true),
    ],
    future_payments: [payment('2026-11-22', 'B', 1_903_141, false), payment('2026-11-30', 'D', 1_950_140, false)],
  };
}
