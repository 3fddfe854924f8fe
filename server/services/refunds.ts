import type { Orm } from '../db/driver.ts';
import { notify } from '../db/queries/notification-events.ts';
import { accountFor, paymentOn } from '../db/queries/placement.ts';
import {
  expectedPayments,
  insertRefund,
  insertRefundDebits,
  lockSale,
  receivablesForRefund,
  reduceReceivables,
  refundedSoFar,
  setRefundedCents,
  setSaleStatus,
  type RefundDebit,
  type RefundRecord,
} from '../db/queries/refunds.ts';
import type { MoneyAnswer } from '../domain/idempotency.ts';
import type { MoneyPausePhase } from '../domain/money-pause.ts';
import { allocateDebit } from '../domain/ledger/allocate.ts';
import type { LedgerLine } from '../domain/ledger/entry.ts';
import { refundEvent } from '../domain/notifications/messages.ts';
import { judgeRefund, planRefund, refundKind } from '../domain/refunds.ts';
import { bankDayOnOrAfter } from '../domain/bank-calendar.ts';
import { addDays, dateOfInstant } from '../domain/zone.ts';
import { keyedMoneyTransaction, type MoneyContext } from './money-transaction.ts';

/**
 * A refund (decision 030; its money, decision 031): one keyed money transaction that locks the
 * sale, judges the request, takes the amount from the sale's installments still to be paid and
 * debits the rest on the next payments, records the refund and posts ONE journal entry of it:
 * Dr refunds (gross back to the customer), Cr mdr (its share given back), Cr payable (each
 * installment reduced, in its payment; each debit part, in its payment).
 */

export interface RefundRequest {
  merchantId: number;
  transactionId: number;
  key: string;
  fingerprint: string;
  amount: number | undefined;
  reason: string | undefined;
  /** The data's today (São Paulo): cancellation or refund, the age rules, the next payments. */
  today: string;
  now: Date;
  /** Test only: the crash test's stops (domain/money-pause.ts). */
  pause?: (phase: MoneyPausePhase) => Promise<void>;
}

/** A refund done, for its answer: the row and the debit parts it left on payments. */
export interface RefundDone {
  row: RefundRecord;
  debits: RefundDebit[];
}

/** Null: not the merchant's sale (404). */
export async function refundSale(
  orm: Orm,
  r: RefundRequest,
  view: (done: RefundDone) => Record<string, unknown>,
): Promise<MoneyAnswer | null> {
  let missing = false;
  const answer = await keyedMoneyTransaction(
    orm,
    {
      merchantId: r.merchantId,
      scope: 'refund',
      key: r.key,
      fingerprint: r.fingerprint,
      now: r.now,
      ...(r.pause ? { pause: r.pause } : {}),
    },
    async (context) => {
      const sale = await lockSale(context.tx, r.merchantId, r.transactionId);
      if (!sale) {
        missing = true;
        return { answer: { status: 404, body: {} }, keep: false };
      }
      const before = await refundedSoFar(context.tx, r.merchantId, r.transactionId);
      const saleDay = dateOfInstant(sale.payment_date);
      const judged = judgeRefund(
        {
          status: sale.status,
          operationId: sale.operation_id,
          amountCents: sale.amount_cents,
          refundedCents: before.refunded,
          saleDay,
        },
        r.today,
        r.amount,
      );
      // Refusals are not kept: the same key may refund once the request is right.
      if ('refusal' in judged) return { answer: { status: 400, body: { message: judged.refusal } }, keep: false };
      const kind = refundKind(saleDay, r.today);
      const done = await applyRefund(context, r, judged.amount, kind);
      if (before.refunded + judged.amount === sale.amount_cents) {
        // Refunded in whole: CANCELLED when every refund was a same-day cancellation (requirements §4).
        await setSaleStatus(
          context.tx,
          r.transactionId,
          before.anyLate || kind === 'REFUND' ? 'REFUNDED' : 'CANCELLED',
        );
      }
      return { answer: { status: 201, body: view(done) }, keep: true };
    },
  );
  return missing ? null : answer;
}

async function applyRefund(
  { tx, post }: MoneyContext,
  r: RefundRequest,
  amount: number,
  kind: 'CANCELLATION' | 'REFUND',
): Promise<RefundDone> {
  const receivables = await receivablesForRefund(tx, r.merchantId, r.transactionId);
  const plan = planRefund(receivables, amount);
  const blocked = new Set(receivables.filter((x) => x.blocked).map((x) => x.id));
  const lines: LedgerLine[] = [
    { account: 'refunds', amount },
    { account: 'mdr', amount: -plan.mdrBackCents },
  ];
  const landed = await reduceReceivables(tx, r.merchantId, [
    ...plan.changed.map((change) => ({ ...change, remove: false })),
    ...plan.removed.map((change) => ({ ...change, remove: true })),
  ]);
  for (const change of [...plan.changed, ...plan.removed]) {
    const paymentId = landed.get(change.id) ?? null;
    lines.push(
      blocked.has(change.id) || paymentId === null
        ? { account: 'held', amount: -change.net_taken, receivableId: change.id }
        : { account: 'payable', amount: -change.net_taken, paymentId, receivableId: change.id },
    );
  }
  await setRefundedCents(tx, r.merchantId, plan.refundedOutOfReach);
  await r.pause?.('moved');
  const parts = plan.debitCents > 0 ? await debitParts(tx, r, plan.debitCents) : [];
  for (const part of parts) lines.push({ account: 'payable', amount: -part.amount, paymentId: part.paymentId });
  const row = await insertRefund(tx, {
    merchant_id: r.merchantId,
    transaction_id: r.transactionId,
    amount_cents: amount,
    kind,
    reason: r.reason === undefined || r.reason === '' ? null : r.reason,
    debit_cents: plan.debitCents,
    reduced_cents: [...plan.changed, ...plan.removed].reduce((sum, c) => sum + c.net_taken, 0),
    mdr_back_cents: plan.mdrBackCents,
    created_at: r.now,
  });
  await insertRefundDebits(tx, r.merchantId, row, parts, plan.debitReceivableId);
  await post({
    merchantId: r.merchantId,
    kind: 'REFUND',
    causeId: row.id,
    transactionId: r.transactionId,
    date: dateOfInstant(r.now),
    at: r.now,
    lines,
  });
  await notify(
    tx,
    refundEvent({
      merchantId: r.merchantId,
      refundId: row.id,
      transactionId: r.transactionId,
      amountCents: amount,
      kind,
      at: r.now,
    }),
  );
  return {
    row,
    debits: parts.map((part) => ({
      refund_id: row.id,
      payment_id: part.paymentId,
      payment_date: part.date,
      amount_cents: part.amount,
    })),
  };
}

/**
 * Where the debit is taken from: the expected payments in date order (allocate.ts); a merchant
 * with none to come gets the next bank day's payment, landing below zero (what it owes).
 */
async function debitParts(tx: MoneyContext['tx'], r: RefundRequest, debit: number) {
  let open = await expectedPayments(tx, r.merchantId, r.today);
  if (open.length === 0) {
    // Tomorrow's payout, a bank day's like every payout into the account.
    const day = bankDayOnOrAfter(addDays(r.today, 1));
    const landing = await paymentOn(tx, r.merchantId, day, await accountFor(tx, r.merchantId, null), r.today);
    open = [{ id: landing.id, date: day, amount: 0 }];
  }
  const dateOf = new Map(open.map((p) => [p.id, p.date]));
  return allocateDebit(open, debit).map((part) => ({ ...part, date: dateOf.get(part.paymentId) ?? r.today }));
}
