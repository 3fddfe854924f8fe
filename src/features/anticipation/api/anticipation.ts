import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  anticipationAvailable,
  anticipationConfirm,
  anticipationList,
  anticipationSimulate,
  type Anticipation,
  type AnticipationAvailable,
  type AnticipationSimulation,
} from '@contract/anticipation';
import { api } from '@/api';
import { listQueryOptions } from '@/ui/data-list/list-queries';

export type { Anticipation, AnticipationAvailable, AnticipationSimulation };

export const LIST_PER_PAGE = 10;

export const anticipationQueries = {
  all: () => ['anticipation'] as const,
  available: () =>
    queryOptions({
      queryKey: [...anticipationQueries.all(), 'available'] as const,
      queryFn: ({ signal }) => api.call(anticipationAvailable, { signal }),
      // What can be anticipated changes with every sale and payment: read it on each visit.
      staleTime: 0,
    }),
  // The past anticipations, kept for offline like the other lists (first pages only).
  list: listQueryOptions(
    ['anticipation', 'list'],
    (page, perPage, signal) => api.call(anticipationList, { query: { page, perPage }, signal }),
    { meta: { persist: true, persistPages: 2 } },
  ),
};

/** A read on tap (cents ≤ available), so a mutation: a simulation is good for 15 minutes only. */
export function useSimulateAnticipation() {
  return useMutation({
    mutationFn: (amount: number) => api.call(anticipationSimulate, { body: { amount } }),
  });
}

/**
 * Everything an anticipation changes: the receivables move to the credit date with their net
 * value (statement, receivable units, a sale's installments), the payments calendar and the
 * start screen's figures, and what is left to anticipate. Keys by name: features do not import
 * each other.
 */
const CHANGED = ['anticipation', 'statement', 'payments', 'receivable-units', 'transactions', 'dashboard'];

export function invalidateAfterAnticipation(queryClient: QueryClient): Promise<void> {
  return queryClient
    .invalidateQueries({ predicate: (query) => CHANGED.includes(String(query.queryKey[0])) })
    .then(() => undefined);
}

/**
 * Confirms a simulation once however often it is tried: one Idempotency-Key per simulation, so
 * a retry after no answer (the request may have arrived) can only be answered with the first
 * outcome; a new simulation is a new attempt with a new key.
 */
export function useConfirmAnticipation() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ simulationId: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (simulationId: string) => {
      if (attempt.current?.simulationId !== simulationId) {
        attempt.current = { simulationId, key: crypto.randomUUID() };
      }
      return api.call(anticipationConfirm, {
        body: { simulation_id: simulationId },
        headers: { 'Idempotency-Key': attempt.current.key },
      });
    },
    // The answer is the result the merchant reads: shown at once, while the lists it changed
    // refetch behind it (awaiting them kept the wait box up for two more round trips on a weak
    // signal, after the money had already moved).
    onSuccess: () => {
      void invalidateAfterAnticipation(queryClient);
    },
  });
}
