import { createHash } from 'node:crypto';
import { brl } from '../../contract/rules/money.ts';
import { OPERATION } from '../../contract/codes/lookups.ts';
import { daysBetween } from './zone.ts';

/**
 * The rules of a refund (issue 23; docs/api.md "Capacidades opcionais → Estornos"), pure: which
 * sales may be refunded and by how much, whether it is a cancellation or a refund, and how it
 * comes out of the sale's receivables.
 */

const REFUND_LIMITS = {
  /** A sale older than this (São Paulo days) is not refunded any more. */
  maxAgeDays: 180,
  /** Pix returns (devolução) within this many days. */
  pixMaxAgeDays: 90,
} as const;

export const REFUND_MESSAGES = {
  boleto: 'Vendas por boleto não podem ser estornadas',
  fullyRefunded: 'Esta venda já foi estornada por inteiro.',
  notConfirmed: 'Só vendas confirmadas podem ser estornadas.',
  tooOld: `Vendas com mais de ${REFUND_LIMITS.maxAgeDays} dias não podem ser estornadas.`,
  pixTooOld: `Vendas por Pix só podem ser estornadas em até ${REFUND_LIMITS.pixMaxAgeDays} dias.`,
  debitPartial: 'Vendas no débito só podem ser estornadas por inteiro.',
  overLeft: (left: number) => `O valor do estorno passa do que resta a estornar nesta venda (${brl(left)}).`,
} as const;

export type RefundKindOf = 'CANCELLATION' | 'REFUND';

export interface RefundableSale {
  status: string;
  operationId: number;
  amountCents: number;
  /** What earlier refunds of the sale already gave back. */
  refundedCents: number;
  /** The sale's São Paulo day. */
  saleDay: string;
}

/** The sale's São Paulo day is a cancellation; any later day a refund. */
export const refundKind = (saleDay: string, today: string): RefundKindOf =>
  saleDay >= today ? 'CANCELLATION' : 'REFUND';

/** The amount to refund (the whole rest by default), or the Portuguese reason it is refused. */
export function judgeRefund(
  sale: RefundableSale,
  today: string,
  requested: number | undefined,
): { amount: number } | { refusal: string } {
  const left = sale.amountCents - sale.refundedCents;
  if (sale.operationId === OPERATION.BOLETO) return { refusal: REFUND_MESSAGES.boleto };
  if (sale.refundedCents > 0 && left <= 0) return { refusal: REFUND_MESSAGES.fullyRefunded };
  if (sale.status !== 'CONFIRMED') return { refusal: REFUND_MESSAGES.notConfirmed };
  const age = daysBetween(sale.saleDay, today);
  if (age > REFUND_LIMITS.maxAgeDays) return { refusal: REFUND_MESSAGES.tooOld };
  if (sale.operationId === OPERATION.PIX && age > REFUND_LIMITS.pixMaxAgeDays) {
    return { refusal: REFUND_MESSAGES.pixTooOld };
  }
  const amount = requested ?? left;
  if (amount > left) return { refusal: REFUND_MESSAGES.overLeft(left) };
  if (sale.operationId === OPERATION.DEBIT && amount !== left) return { refusal: REFUND_MESSAGES.debitPartial };
  return { amount };
}

/** What makes two refund requests "the same refund" for an Idempotency-Key. */
export const refundFingerprint = (transactionId: number, amount: number | undefined, reason: string | undefined) =>
  createHash('sha256')
    .update(JSON.stringify([transactionId, amount ?? null, reason ?? null]))
    .digest('base64url');

export interface ReceivablePart {
  id: number;
  n_installment: number;
  gross_cents: number;
  mdr_cents: number;
  net_cents: number;
  /**
   * Still to be paid and free to change: not paid, not anticipated, not bound by a contract
   * effect. What a refund cannot take from these becomes a debit on the next payments.
   */
  reducible: boolean;
  /**
   * Gross of this installment already refunded as a debit (it was out of reach then): a later
   * refund starts after it, so pieces of a refund never hit the same money twice.
   */
  refunded_cents: number;
}

export interface ReceivableChange {
  id: number;
  gross_cents: number;
  mdr_cents: number;
  net_cents: number;
  /** How much the receivable's net went down (its receivable unit and payment go down as much). */
  net_taken: number;
}

export interface RefundPlan {
  /** Free receivables reduced (to more than zero). */
  changed: ReceivableChange[];
  /** Free receivables reduced to zero: they vanish. */
  removed: ReceivableChange[];
  /** Out-of-reach receivables (paid, anticipated, bound): their new `refunded_cents`. */
  refundedOutOfReach: { id: number; refunded_cents: number }[];
  /** The MDR given back: Σ of each receivable's share of the gross taken from it. */
  mdrBackCents: number;
  /** The net of the out-of-reach part: a debit on the next payments. */
  debitCents: number;
  /** The receivable the debit refers to (the last one it came from), for the adjustment. */
  debitReceivableId: number | null;
}

/** a × b / c rounded half up, in integers. */
const share = (a: number, b: number, c: number) => (c === 0 ? 0 : Math.floor((2 * a * b + c) / (2 * c)));

/**
 * How `amount` (gross cents, what the customer gets back) comes out of the sale's receivables,
 * from the last installment back, the free ones first:
 * - a free receivable loses that much gross, and its MDR is what it was in proportion to the gross
 *   left (the acquirer gives back the fee of the refunded part), so gross = MDR + net stays true;
 * - of an out-of-reach one (paid, anticipated, under a paid or bound unit) nothing changes: the
 *   gross taken is counted in its `refunded_cents`, its MDR share is given back (cumulatively, so
 *   pieces add up to exactly what one refund gives back) and the rest is a debit on the next
 *   payments. An anticipation fee stays paid: it bought money already received, and the debit is
 *   the refunded gross less its MDR share, never less the fee.
 * So a refund costs the merchant `amount` − its MDR share, however it is split: the pieces of an
 * out-of-reach installment add up exactly; a free one, rounded per piece, within a cent of it.
 */
export function planRefund(receivables: readonly ReceivablePart[], amount: number): RefundPlan {
  const plan: RefundPlan = {
    changed: [],
    removed: [],
    refundedOutOfReach: [],
    mdrBackCents: 0,
    debitCents: 0,
    debitReceivableId: null,
  };
  let left = amount;
  const fromLast = [...receivables].sort(
    (a, b) => Number(b.reducible) - Number(a.reducible) || b.n_installment - a.n_installment,
  );
  for (const r of fromLast) {
    if (left <= 0) break;
    const available = r.reducible ? r.gross_cents : r.gross_cents - r.refunded_cents;
    const take = Math.min(left, available);
    if (take <= 0) continue;
    left -= take;
    if (!r.reducible) {
      const refunded = r.refunded_cents + take;
      const mdrBack = share(r.mdr_cents, refunded, r.gross_cents) - share(r.mdr_cents, r.refunded_cents, r.gross_cents);
      plan.mdrBackCents += mdrBack;
      plan.debitCents += take - mdrBack;
      plan.debitReceivableId = r.id;
      plan.refundedOutOfReach.push({ id: r.id, refunded_cents: refunded });
      continue;
    }
    const gross = r.gross_cents - take;
    const mdr = share(r.mdr_cents, gross, r.gross_cents);
    const net = gross - mdr;
    plan.mdrBackCents += r.mdr_cents - mdr;
    const change = { id: r.id, gross_cents: gross, mdr_cents: mdr, net_cents: net, net_taken: r.net_cents - net };
    (gross === 0 ? plan.removed : plan.changed).push(change);
  }
  if (left > 0) throw new Error(`planRefund: ${left} cents found no receivable`);
  return plan;
}
