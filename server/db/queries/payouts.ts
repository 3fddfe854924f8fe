import { postEntry } from './ledger.ts';
import type { Tx } from './tx.ts';

/**
 * Money that lands in a payment already paid out (a Pix credit of today): transferred at once,
 * a PAYOUT entry of its own (decision 031), so a paid payment's `payable` stays at zero.
 */
export async function payOut(
  tx: Tx,
  merchantId: number,
  paymentId: number,
  cents: number,
  day: string,
  at: Date,
): Promise<void> {
  await postEntry(tx, {
    merchantId,
    kind: 'PAYOUT',
    causeId: paymentId,
    transactionId: null,
    date: day,
    at,
    lines: [
      { account: 'payable', amount: -cents, paymentId },
      { account: 'paid_out', amount: cents, paymentId },
    ],
  });
}
