/**
 * Idempotency-Keys, one rule for every call that moves money (decision 031): a card, Pix or
 * boleto payment, a refund, an anticipation's confirmation. The key is unique per merchant and
 * scope; the answer a request got is stored with its fingerprint in the transaction that moved
 * the money, so a retry with the same key and body replays it, and the same key with another
 * body is refused with one message. Refusals are not stored: the key may succeed later.
 */

/** An answer as the API gives it, stored whole for a key's replays. */
export interface MoneyAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** What the work of a keyed call decides: its answer, and whether a retry replays it. */
export interface MoneyOutcome {
  answer: MoneyAnswer;
  /** False for a refusal (nothing was moved): the same key may be used again. */
  keep: boolean;
}

const KEY_REUSED_MESSAGE = 'Esta Idempotency-Key já foi usada com outro pedido.';
const KEY_REUSED: MoneyAnswer = { status: 409, body: { message: KEY_REUSED_MESSAGE } };

export interface StoredKey {
  fingerprint: string;
  answer: MoneyAnswer;
}

/** The answer a stored key owes this request: the first answer again, or the 409. */
export const replay = (held: StoredKey, fingerprint: string): MoneyAnswer =>
  held.fingerprint === fingerprint ? held.answer : KEY_REUSED;
