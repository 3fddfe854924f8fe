/**
 * The money ledger's rules, pure (decision 031). A merchant's money is a set of accounts; every
 * movement is one journal entry whose lines add up to zero (a debit is positive, a credit
 * negative, integer cents), carrying its cause. From the merchant's side:
 *
 *   sale             Dr payable (each installment's net, in its payment)  Dr mdr   Cr sales
 *                    (a blocked installment: Dr held instead of payable)
 *   refund           Dr refunds (gross back to the customer)   Cr mdr (its share returned)
 *                    Cr payable (the installments it reduced, and the debit on the next payments)
 *   anticipation     Cr payable (old payment)   Dr payable (credit-date payment)   per receivable,
 *                    and its fee: Cr payable (credit-date payment)   Dr anticipation_fees
 *   contract effect  Cr payable (the unit's payment)   Dr contract_effects
 *   adjustment       Dr payable (its payment)   Cr adjustments   (signs swap for a debit)
 *   payout           Cr payable (the payment)   Dr paid_out
 *
 * so `payable` of a payment, before its payout, is what lands on that account that day.
 */

export type Account =
  /** Gross of the merchant's sales (credit). */
  | 'sales'
  /** The acquirer's fee on them (debit), credited back by refunds. */
  | 'mdr'
  /** Money to land in one payment (`payment_id`): debit while owed, the payout credits it. */
  | 'payable'
  /** Installments held back by the acquirer (blocked): in no payment. */
  | 'held'
  /** Anticipation fees (debit). */
  | 'anticipation_fees'
  /** Gross given back to customers (debit). */
  | 'refunds'
  /** What contract effects (pledges, transfers, court blocks) took for their beneficiaries. */
  | 'contract_effects'
  /** Back-office credits and debits other than refunds (credit = money to the merchant). */
  | 'adjustments'
  /** Transferred to the merchant's account (debit), per payment. */
  | 'paid_out';

export type EntryKind = 'SALE' | 'REFUND' | 'ANTICIPATION' | 'CONTRACT_EFFECT' | 'ADJUSTMENT' | 'PAYOUT';

export interface LedgerLine {
  account: Account;
  /** Signed cents: debit > 0, credit < 0. */
  amount: number;
  /** The payment a `payable` or `paid_out` line belongs to. */
  paymentId?: number | null;
  /** The installment (financial receivable) the line moves, when it moves one. */
  receivableId?: number | null;
}

export interface JournalEntry {
  merchantId: number;
  kind: EntryKind;
  /** The row of the fact: the sale's transaction_id, the refund's id, the anticipation's… */
  causeId: number;
  /** The sale the entry is about (a sale's own, its refunds'), else null. */
  transactionId?: number | null;
  /** São Paulo day (YYYY-MM-DD). */
  date: string;
  at: Date;
  lines: LedgerLine[];
}

/**
 * Why an entry may not be posted, or null. Checked before every posting (and a trigger checks it
 * again in the database): integers only, no zero line, and Σ debits = Σ credits; a payable or
 * paid_out line names its payment, a held line its installment.
 */
export function entryProblem(entry: JournalEntry): string | null {
  if (entry.lines.length === 0) return 'an entry needs lines';
  let sum = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amount)) return `${line.account}: ${line.amount} is not integer cents`;
    if (line.amount === 0) return `${line.account}: a line of zero`;
    if ((line.account === 'payable' || line.account === 'paid_out') && !line.paymentId) {
      return `${line.account}: a line without its payment`;
    }
    if (line.account === 'held' && !line.receivableId) return 'held: a line without its installment';
    sum += line.amount;
  }
  return sum === 0 ? null : `unbalanced by ${sum} cents`;
}

/** Lines of zero say nothing: they are left out (an entry of nothing is not posted at all). */
export const nonZero = (lines: readonly LedgerLine[]): LedgerLine[] => lines.filter((line) => line.amount !== 0);
