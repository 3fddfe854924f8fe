import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '@contract/paylinks';
import type { LinkPayment } from '@contract/paylinks';
import { api } from '@/api';

/**
 * A link's payments (issue 20: GET /v1/app/paylink/{id}/payments, docs/api.md): every card
 * attempt, Pix charge and boleto, also for a merchant without a 'Boleto' plan, and the cancelling
 * of an open Pix charge or boleto. The contract requires what a row cannot be shown without; the
 * rest adds to it.
 */

/** The newest 100: a link rarely has more; the screen says when it has. */
export const LINK_PAYMENTS_SHOWN = 100;

export const linkPaymentsQuery = (linkId: number) =>
  queryOptions({
    queryKey: ['paylinks', 'payments', linkId] as const, // under paylinkQueries.all(): a link's change refetches it
    queryFn: ({ signal }) =>
      api.call(contract.linkPayments, {
        params: { id: linkId },
        query: { page: 1, perPage: LINK_PAYMENTS_SHOWN },
        signal,
      }),
    // Read in the field too, like the link it belongs to.
    meta: { persist: true },
  });

/** A charge still open (a Pix charge or a boleto waiting to be paid): the one kind that cancels. */
export const isOpenCharge = (p: Pick<LinkPayment, 'method' | 'status'>) =>
  (p.method === 'PIX' || p.method === 'BILLET') && p.status === 'PENDING';

export function useCancelCharge(linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.call(contract.cancelLinkCharge, { params: { id: linkId, payment_id: paymentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['paylinks'] }),
  });
}
