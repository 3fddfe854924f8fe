/** A payment that can still take a debit: expected (not paid), with what it lands now. */
export interface OpenPayment {
  id: number;
  date: string;
  amount: number;
}

export interface DebitPart {
  paymentId: number;
  amount: number;
}

/**
 * Where a debit the merchant owes (a refund of money already paid out) is taken from: the
 * expected payments in date order, each down to zero, as acquirers net a debit against the next
 * schedules. What none of them can absorb stays on the last one, which then lands below zero:
 * what the merchant owes. `payments` must be in date order and not empty (the caller opens a
 * payment when the merchant has none to come). Parts are positive cents adding up to `debit`.
 */
export function allocateDebit(payments: readonly OpenPayment[], debit: number): DebitPart[] {
  const last = payments.at(-1);
  if (!last) throw new Error('allocateDebit: no payment to take the debit from');
  const parts: DebitPart[] = [];
  let left = debit;
  for (const payment of payments) {
    if (left <= 0) break;
    const take = payment === last ? left : Math.min(left, Math.max(0, payment.amount));
    if (take <= 0) continue;
    parts.push({ paymentId: payment.id, amount: take });
    left -= take;
  }
  return parts;
}
