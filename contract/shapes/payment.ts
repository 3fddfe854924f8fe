import * as v from 'valibot';
import { need, shape, spec } from '../shape.ts';
import { Cents, Count, RowId } from './numbers.ts';

/**
 * A payment: one transfer to one destination account on one settlement day (docs/api.md
 * "Payments"). The payments calendar lists them; a receivable unit's detail shows the one it
 * settles in. Required: what the calendar cannot draw without (its day, amount, whether it is
 * paid, where it lands); the count of units, the sandbox's labels and the breakdowns are extras.
 */
const ACCOUNT = 'the account it lands in: the line a merchant checks against the bank statement';

const BankAccountSchema = shape({
  bank_code: spec(v.string()),
  bank_name: spec(v.string()),
  agency: need(v.string(), ACCOUNT),
  account: need(v.string(), ACCOUNT),
  // Free text: a new account type must not break a screen (labels fall back to the code).
  account_type: need(v.string(), 'requirements §3 bank account types: C checking, S savings, P payment account'),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

export const PaymentSchema = shape(
  {
    id: need(RowId, 'a payment opens its units and installments by it'),
    /** 'YYYY-MM-DD', the São Paulo day the money lands. */
    payment_date: need(v.string(), 'its day on the calendar'),
    /** B bank account, D digital account, R prepaid card, W wallet (requirements §3). */
    destination: need(v.string(), 'requirements §3 payment destinations: where the money goes'),
    bank_account: need(BankAccountSchema, ACCOUNT),
    /**
     * What lands that day (decision 031): its units' payable amounts (after contract effects),
     * its credits outside units (boletos, Pix) and its adjustments — refunds' debits and the back
     * office's credits and debits. Negative when debits take more than it had: what is owed.
     */
    amount: need(Cents, 'what lands that day, debits included'),
    paid: need(v.boolean(), 'paid (up to the data’s today) or expected'),
  },
  {
    receivable_unit_count: Count,
    destination_label: v.string(),
    status: v.string(),
    /**
     * The part of `amount` that is not receivables: its adjustments, signed cents — refunds'
     * debits (negative) and the back office's credits and debits. The one-line breakdown of what
     * was taken off; absent or 0 when none.
     */
    adjustment_amount: Cents,
    /**
     * The part of `amount` that is anticipated receivables credited early (their net less the
     * anticipation's fee): the calendar labels such a payment as an anticipation's credit.
     * Absent or 0 when none; a backend without it shows the payment unlabelled.
     */
    anticipation_amount: Cents,
  },
);
export type Payment = v.InferOutput<typeof PaymentSchema>;
