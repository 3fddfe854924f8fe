import { closedAnswer, linkStatus, refusal, type Clock } from './answers.ts';
import {
  DENIAL_WINDOW_MINUTES,
  DENIALS_PER_CARD,
  DENIALS_PER_CLIENT,
  DENIALS_PER_LINK,
  TOO_MANY_DENIALS,
  TOO_MANY_LINK_DENIALS,
} from './limits.ts';
import { noPause, type PhaseHook } from './phases.ts';
import { settlePaid } from './settle.ts';
import type { CardCharge, LinkTx, PaymentAnswer, PaymentStore } from './store.ts';

/**
 * A card payment on a link, charged once per Idempotency-Key (Brandur Leach, "Implementing
 * Stripe-like Idempotency Keys in Postgres"). The simulated issuer answers from the card itself,
 * with no foreign state to call, so the whole payment is one atomic phase of the one money
 * transaction (decision 031): the key, the sale with its receivables and ledger entry, the
 * link's counters and the saved answer commit together. A crash anywhere before the commit
 * leaves nothing (the retry charges once); after it, the retry finds the answer and replays it.
 * Concurrent requests with one key queue on the merchant's lock and replay the first answer.
 */
export interface CardPaymentRequest {
  linkId: number;
  key: string;
  /** paymentFingerprint() of the body: the same key with another body is refused. */
  fingerprint: string;
  card: CardCharge;
}

async function denialLock(tx: LinkTx, card: CardCharge, now: Date): Promise<PaymentAnswer | undefined> {
  const since = new Date(now.getTime() - DENIAL_WINDOW_MINUTES * 60_000);
  const denials = await tx.countDenials(card.clientKey, card.cardKey, since);
  if (denials.client >= DENIALS_PER_CLIENT || denials.card >= DENIALS_PER_CARD) return refusal(429, TOO_MANY_DENIALS);
  if (denials.link >= DENIALS_PER_LINK) return refusal(429, TOO_MANY_LINK_DENIALS);
  return undefined;
}

export async function payByCard(
  store: PaymentStore,
  request: CardPaymentRequest,
  clock: () => Clock,
  pause: PhaseHook = noPause,
): Promise<PaymentAnswer> {
  await pause('received');
  const { now, today } = clock();
  const answer = await store.payOnce(
    request.linkId,
    { key: request.key, fingerprint: request.fingerprint, pause, now },
    async (tx) => {
      // Refusals are not kept: the same key may pay once the link or the lock allows it.
      const status = linkStatus(tx.link, today);
      if (status !== 'ACTIVE') return { answer: closedAnswer(status), keep: false };
      const locked = await denialLock(tx, request.card, now);
      if (locked) return { answer: locked, keep: false };

      const recorded = await tx.recordCard(request.card, now);
      const issuer = request.card.issuer;
      if (issuer.approved) await settlePaid(tx, tx.link.amountCents, now);
      await pause('charged');
      const paid: PaymentAnswer = issuer.approved
        ? { status: 201, body: { status: 'APPROVED', receipt_id: recorded.receiptId, payment_id: recorded.paymentId } }
        : { status: 402, body: { status: 'DENIED', message: issuer.message, payment_id: recorded.paymentId } };
      return { answer: paid, keep: true };
    },
  );
  await pause('committed');
  return answer;
}
