import type { LinkPaymentStatus } from '../../../contract/paylinks.ts';
import { closedAnswer, linkStatus, refusal, type Clock } from './answers.ts';
import type { Payer } from './keys.ts';
import { OPEN_CHARGES_PER_CLIENT, OPEN_CHARGES_PER_LINK, TOO_MANY_OPEN } from './limits.ts';
import type { CancelReason, ChargeMethod, PaymentAnswer, PaymentStore } from './store.ts';

/**
 * Pix charges and boletos a customer opens on a link, and what stops them. A charge is payable
 * until paid, expired (Pix, after 30 minutes), cancelled, or written off (boleto); once a link
 * is paid (single-use), switched off or deleted, its open charges are stopped in the same
 * transaction, so one opened earlier can never pay a link that no longer takes payments.
 */

export type OpenedCharge =
  | { kind: 'refused'; answer: PaymentAnswer }
  | { kind: 'pix'; id: string; code: string; expiresAt: Date }
  | { kind: 'billet'; publicId: string };

export async function openCharge(
  store: PaymentStore,
  request: { linkId: number; method: ChargeMethod; payer: Payer; clientKey: string },
  clock: () => Clock,
): Promise<OpenedCharge> {
  return store.withLink(request.linkId, async (tx): Promise<OpenedCharge> => {
    const { now, today } = clock();
    const status = linkStatus(tx.link, today);
    if (status !== 'ACTIVE') return { kind: 'refused', answer: closedAnswer(status) };
    const open = await tx.countOpen(request.method, request.clientKey, now);
    if (open.client >= OPEN_CHARGES_PER_CLIENT || open.link >= OPEN_CHARGES_PER_LINK)
      return { kind: 'refused', answer: refusal(429, TOO_MANY_OPEN[request.method]) };
    if (request.method === 'PIX') return { kind: 'pix', ...(await tx.openPix(request.payer, request.clientKey, now)) };
    return { kind: 'billet', ...(await tx.openBillet(request.payer, request.clientKey, now)) };
  });
}

export const NOT_OPEN = 'Esta cobrança não está em aberto.';

/** The merchant stops one open charge of its link; false when it was not open (or not a charge). */
export async function cancelCharge(store: PaymentStore, linkId: number, paymentId: string, at: Date): Promise<boolean> {
  return store.withLink(linkId, async (tx) => (await tx.cancelOpenCharges('MERCHANT', at, paymentId)) > 0);
}

/** What the payer is told when a cancelled Pix charge is paid. */
export const PIX_CANCELLED: Record<CancelReason, string> = {
  LINK_PAID: 'Esta cobrança Pix foi cancelada: o link de pagamento já foi pago.',
  LINK_INACTIVE: 'Esta cobrança Pix foi cancelada: o link de pagamento foi desativado.',
  LINK_DELETED: 'Esta cobrança Pix foi cancelada: o link de pagamento foi excluído.',
  MERCHANT: 'Esta cobrança Pix foi cancelada pelo lojista.',
};

/** The boleto's history line when it is written off for its link. */
export const BILLET_DOWNED: Record<CancelReason, string> = {
  LINK_PAID: 'Baixado: o link de pagamento já foi pago',
  LINK_INACTIVE: 'Baixado: o link de pagamento foi desativado',
  LINK_DELETED: 'Baixado: o link de pagamento foi excluído',
  MERCHANT: 'Baixado por solicitação do lojista',
};

/**
 * A link payment's status as the merchant sees it, read from where each fact lives: a card's
 * own answer, a Pix charge's state and clock, a boleto's state at the bank (a boleto the bank
 * wrote off after its due date, unpaid, is EXPIRED; one written off on request, CANCELLED).
 */
export function linkPaymentStatus(
  payment: { method: string; status: string },
  pix: { status: string; expiresAt: Date } | null,
  billet: { status: string } | null,
  now: Date,
): LinkPaymentStatus {
  if (payment.method === 'CARD') return payment.status === 'APPROVED' ? 'APPROVED' : 'DENIED';
  const charge = pix?.status ?? billet?.status;
  if (charge === 'PAID') return 'PAID';
  if (charge === 'CANCELLED') return 'CANCELLED';
  if (charge === 'DOWNED') return payment.status === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED';
  if (charge === 'EXPIRED' || (pix && pix.expiresAt <= now)) return 'EXPIRED';
  return 'PENDING';
}
