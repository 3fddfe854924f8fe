import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';
import { CentsSchema } from '@/api/money';

/**
 * A link's payments (issue 20: GET /v1/app/paylink/{id}/payments, docs/api.md): every card
 * attempt, Pix charge and boleto, also for a merchant without a 'Boleto' plan, and the cancelling
 * of an open Pix charge or boleto. Required: what a row cannot be shown without; the rest adds to it.
 */
export const LinkPaymentSchema = v.object({
  /** The checkout's payment_id: what the cancel call names. */
  id: v.string(),
  method: v.string(),
  status: v.string(),
  amount: CentsSchema,
  created_at: v.string(),
  installments: v.optional(v.nullable(v.number())),
  paid_at: v.optional(v.nullable(v.string())),
  payer: v.optional(v.nullable(v.object({ name: v.optional(v.nullable(v.string())) }))),
  card: v.optional(v.nullable(v.object({ brand: v.nullable(v.string()), last4: v.nullable(v.string()) }))),
  denial_message: v.optional(v.nullable(v.string())),
  billet: v.optional(v.nullable(v.object({ our_number: v.optional(v.nullable(v.string())), due_date: v.string() }))),
});
export type LinkPayment = v.InferOutput<typeof LinkPaymentSchema>;
const LinkPaymentsSchema = v.object({ data: v.array(LinkPaymentSchema), total: v.number() });

/** The newest 100: a link rarely has more; the screen says when it has. */
export const LINK_PAYMENTS_SHOWN = 100;

export const linkPaymentsQuery = (linkId: number) =>
  queryOptions({
    queryKey: ['paylinks', 'payments', linkId] as const, // under paylinkQueries.all(): a link's change refetches it
    queryFn: ({ signal }) =>
      api.get(`/v1/app/paylink/${linkId}/payments`, LinkPaymentsSchema, {
        params: { page: 1, perPage: LINK_PAYMENTS_SHOWN },
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
      api.patch(`/v1/app/paylink/${linkId}/payments/${encodeURIComponent(paymentId)}/cancel`, LinkPaymentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['paylinks'] }),
  });
}
