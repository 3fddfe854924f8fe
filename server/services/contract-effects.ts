import type { Orm } from '../db/driver.ts';
import { commitEffect } from '../db/queries/contract-effect-writes.ts';
import { dateOfInstant } from '../domain/zone.ts';
import { moneyTransaction } from './money-transaction.ts';

/**
 * A contract effect the registry pushes onto one of the merchant's units (a pledge to a bank, a
 * court block): the part of the unit it takes stops landing in the merchant's payment and goes
 * to the beneficiary — one CONTRACT_EFFECT entry (Cr payable, Dr contract_effects). The sandbox
 * has no call for it (the registry is not simulated over HTTP); the money tests use it, so the
 * ledger is proven under effects that arrive after sales, refunds and anticipations.
 */
export function registerContractEffect(
  orm: Orm,
  merchantId: number,
  unitId: number,
  effect: { amountCents: number; beneficiaryDoc: string; beneficiaryName: string; contract: string },
  today: string,
  at = new Date(),
) {
  return moneyTransaction(orm, merchantId, async ({ tx, post }) => {
    const done = await commitEffect(tx, merchantId, unitId, { ...effect, at }, today);
    if (!done) return null;
    await post({
      merchantId,
      kind: 'CONTRACT_EFFECT',
      causeId: done.id,
      transactionId: null,
      date: dateOfInstant(at),
      at,
      lines: [
        { account: 'payable', amount: -done.committed, paymentId: done.paymentId },
        { account: 'contract_effects', amount: done.committed },
      ],
    });
    return done;
  });
}
