import { eq } from 'drizzle-orm';
import { payoutEvent } from '../../domain/notifications/messages.ts';
import { bank, merchant_bank_account, payment } from '../schema/index.ts';
import { postEntry } from './ledger.ts';
import { notify } from './notification-events.ts';
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
  const [account] = await tx
    .select({ code: bank.bank_code, name: bank.bank_name })
    .from(payment)
    .innerJoin(merchant_bank_account, eq(merchant_bank_account.id, payment.bank_account_id))
    .innerJoin(bank, eq(bank.bank_code, merchant_bank_account.bank_code))
    .where(eq(payment.id, paymentId));
  await notify(tx, payoutEvent({ merchantId, paymentId, amountCents: cents, day, bank: account ?? null, at }));
}
