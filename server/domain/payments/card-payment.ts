import { closedAnswer, linkStatus, refusal, type Clock } from './answers.ts';
import {
  CLAIM_TTL_MINUTES,
  DENIAL_WINDOW_MINUTES,
  DENIALS_PER_CARD,
  DENIALS_PER_CLIENT,
  DENIALS_PER_LINK,
  TOO_MANY_DENIALS,
  TOO_MANY_LINK_DENIALS,
} from './limits.ts';
import { noPause, type PhaseHook } from './phases.ts';
import { settlePaid } from './settle.ts';
import type { CardCharge, LinkTx, PaymentAnswer, PaymentStore, StoredKey } from './store.ts';

/**
 * A card payment on a link, charged once per Idempotency-Key (Brandur Leach, "Implementing
 * Stripe-like Idempotency Keys in Postgres"). The simulated issuer answers from the card itself,
 * with no foreign state to call, so the whole payment is one atomic phase: the key's claim, the
 * sale with its receivables, the link's counters and the saved answer commit in one transaction.
 * A crash anywhere before the commit leaves nothing (the retry charges once); after it, the
 * retry finds the answer (and replays it). Concurrent requests with one key queue on the link's
 * lock and the later ones replay the first one's answer.
 */
export interface CardPaymentRequest {
  linkId: number;
  key: string;
  /** paymentFingerprint() of the body: the same key with another body is refused. */
  fingerprint: string;
  card: CardCharge;
}

export const KEY_REUSED = refusal(409, 'Esta Idempotency-Key já foi usada com outro pagamento.');
export const STILL_PROCESSING = refusal(
  409,
  'Este pagamento ainda está sendo processado. Tente novamente em instantes.',
);

const claimExpired = (held: StoredKey, now: Date) =>
  now.getTime() - held.claimedAt.getTime() >= CLAIM_TTL_MINUTES * 60_000;

/** The answer already owed to this key, if any: a replay, a refusal, or undefined to go on. */
function answerOfKey(held: StoredKey | undefined, fingerprint: string, now: Date): PaymentAnswer | undefined {
  if (!held) return undefined;
  if (held.answer) return held.fingerprint === fingerprint ? held.answer : KEY_REUSED;
  if (claimExpired(held, now)) return undefined;
  return held.fingerprint === fingerprint ? STILL_PROCESSING : KEY_REUSED;
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
  const answer = await store.withLink(request.linkId, async (tx) => {
    const { now, today } = clock();
    const owed = answerOfKey(await tx.findKey(request.key), request.fingerprint, now);
    if (owed) return owed;
    // Refusals below are not saved: the same key may pay once the link or the lock allows it.
    const status = linkStatus(tx.link, today);
    if (status !== 'ACTIVE') return closedAnswer(status);
    const locked = await denialLock(tx, request.card, now);
    if (locked) return locked;

    await tx.claimKey(request.key, request.fingerprint, now);
    await pause('claimed');
    const recorded = await tx.recordCard(request.card, now);
    const issuer = request.card.issuer;
    if (issuer.approved) await settlePaid(tx, tx.link.amountCents, now);
    await pause('charged');
    const paid: PaymentAnswer = issuer.approved
      ? { status: 201, body: { status: 'APPROVED', receipt_id: recorded.receiptId, payment_id: recorded.paymentId } }
      : { status: 402, body: { status: 'DENIED', message: issuer.message, payment_id: recorded.paymentId } };
    await tx.saveAnswer(request.key, paid);
    await pause('answered');
    return paid;
  });
  await pause('committed');
  return answer;
}
