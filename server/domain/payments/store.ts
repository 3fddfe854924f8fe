import type { IssuerAnswer } from '../cards.ts';
import type { Payer } from './keys.ts';

/**
 * What the payment rules need from the database, and nothing more (server/db implements it).
 * Every money write happens inside `withLink`: one transaction with the link's row locked for
 * its whole length, so two payments of one link never interleave and a crash leaves either
 * everything of a payment or nothing of it. Lock order is always link first, then its charges.
 */
export interface PaymentStore {
  withLink<T>(linkId: number, work: (tx: LinkTx) => Promise<T>): Promise<T>;
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

/** An answer as the API gives it, stored whole for an Idempotency-Key's replays. */
export interface PaymentAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface StoredKey {
  fingerprint: string;
  claimedAt: Date;
  answer: PaymentAnswer | null;
}

export type ChargeMethod = 'PIX' | 'BILLET';

/** Why an open Pix charge or boleto stopped being payable. */
export const CANCEL_REASONS = ['LINK_PAID', 'LINK_INACTIVE', 'LINK_DELETED', 'MERCHANT'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

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

export interface PixFacts {
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

  findKey(key: string): Promise<StoredKey | undefined>;
  /** Claims the key, replacing a claim that never got its answer. */
  claimKey(key: string, fingerprint: string, at: Date): Promise<void>;
  saveAnswer(key: string, answer: PaymentAnswer): Promise<void>;

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
