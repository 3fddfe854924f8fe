import type { IssuerAnswer } from '../cards.ts';
import type { MoneyAnswer, MoneyOutcome } from '../idempotency.ts';
import type { CardPaymentPhase } from './phases.ts';
import type { Payer } from './keys.ts';

/**
 * What the payment rules need from the database, and nothing more (server/services implements it
 * over the one money transaction, decision 031). Every write happens inside `withLink` or
 * `payOnce`: one transaction holding the merchant's money lock and then the link's row for its
 * whole length, so two payments of one link never interleave and a crash leaves either
 * everything of a payment or nothing of it. Lock order: merchant, link, then its charges.
 */
export interface PaymentStore {
  withLink<T>(linkId: number, work: (tx: LinkTx) => Promise<T>): Promise<T>;
  /**
   * A payment under an Idempotency-Key (scope: the link): a stored answer is replayed, another
   * body under the key refused (409); the work's answer is stored when it says `keep`.
   */
  payOnce(linkId: number, key: PaymentKey, work: (tx: LinkTx) => Promise<MoneyOutcome>): Promise<MoneyAnswer>;
  /** A Pix charge's fixed facts by its txid (no lock: they never change). */
  findPix(txid: string): Promise<PixFacts | undefined>;
}

/** The link as locked for this transaction. */
export interface LinkState {
  id: number;
  merchantId: number;
  amountCents: number;
  reusable: boolean;
  active: boolean;
  deleted: boolean;
  paymentsCount: number;
  expiresAt: string | null;
}

/** An answer as the API gives it (the money transaction's, decision 031). */
export type PaymentAnswer = MoneyAnswer;

interface PaymentKey {
  key: string;
  /** paymentFingerprint() of the body. */
  fingerprint: string;
  /** The crash test's stops inside the transaction. */
  pause?: (phase: Extract<CardPaymentPhase, 'claimed' | 'answered'>) => Promise<void>;
  now: Date;
}

export type ChargeMethod = 'PIX' | 'BILLET';

/** Why an open Pix charge or boleto stopped being payable. */
export type CancelReason = 'LINK_PAID' | 'LINK_INACTIVE' | 'LINK_DELETED' | 'MERCHANT';

export interface CardCharge {
  installments: number;
  brandId: number | null;
  bin: string;
  last4: string;
  cardKey: string;
  clientKey: string;
  payer: Payer;
  issuer: IssuerAnswer;
}

export interface RecordedCard {
  /** The payment's random public id. */
  paymentId: string;
  /** An approval's receipt; null for a denial. */
  receiptId: string | null;
}

interface PixFacts {
  id: string;
  linkId: number;
  merchantId: number;
  amountCents: number;
}

export interface PixState {
  id: string;
  status: 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED';
  cancelReason: CancelReason | null;
  expiresAt: Date;
}

export interface LinkTx {
  readonly link: LinkState;

  /** Denied card payments since `since`: of this client on this link, of this card anywhere, of this link. */
  countDenials(
    clientKey: string,
    cardKey: string,
    since: Date,
  ): Promise<{ client: number; card: number; link: number }>;
  /** Payable charges of one method: of this client on this link, and of this link. */
  countOpen(method: ChargeMethod, clientKey: string, now: Date): Promise<{ client: number; link: number }>;

  /** The card's sale (with its receivables when approved), its payment and an approval's receipt. */
  recordCard(card: CardCharge, at: Date): Promise<RecordedCard>;
  openPix(payer: Payer, clientKey: string, at: Date): Promise<{ id: string; code: string; expiresAt: Date }>;
  openBillet(payer: Payer, clientKey: string, at: Date): Promise<{ publicId: string }>;
  lockPix(id: string): Promise<PixState>;
  /** The Pix charge's sale, its payment marked paid and its receipt. */
  payPix(id: string, at: Date): Promise<{ receiptId: string }>;

  /** One more paid payment of `amountCents` on the link's counters. */
  addPaid(amountCents: number): Promise<void>;
  /**
   * Cancels the link's payable Pix charges and writes off its registered boletos (all of them, or
   * the one payment `paymentId` names); answers how many stopped.
   */
  cancelOpenCharges(reason: CancelReason, at: Date, paymentId?: string): Promise<number>;
}
