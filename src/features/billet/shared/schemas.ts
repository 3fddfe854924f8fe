import type { BodyOf } from '@contract/endpoint';
import type { uploadSave, UploadRow } from '@contract/billet-uploads';
import type { Charge, Discount, Payer } from '@contract/billet-terms';

/*
 * The boleto calls' answers are the contract's (contract/billets.ts, contract/billet-uploads.ts):
 * what they require is requirements §3's and what a screen cannot do without; the rest only adds to the
 * screen. The feature's screens import them from there.
 */

/** Multa and juros share their shape (requirements §3: fees "with the same shape"). */
export type Penalty = Charge;
export type Fees = Charge;

/** Requirements §3's upload payload: what PUT /v1/app/billet_upload takes (no `id` creates). */
export type BilletUpload = BodyOf<typeof uploadSave>;

/** A refused row as the server read it: a partial upload payload, any field missing. */
export type RejectedBillet = Partial<Omit<UploadRow, 'id' | 'payer' | 'penalty' | 'fees' | 'discounts'>> & {
  payer?: Partial<Payer>;
  penalty?: Partial<Penalty>;
  fees?: Partial<Fees>;
  discounts?: readonly Partial<Discount>[];
};
