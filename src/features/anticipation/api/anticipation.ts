import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import {
  anticipationAvailable,
  anticipationConfirm,
  anticipationList,
  anticipationSimulate,
  anticipationSimulationReceivables,
  type AnticipationSimulation,
} from '@contract/anticipation';
import { api } from '@/api';
import { listQueryOptions } from '@/api/list-queries';

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

/** Receivables a "Ver mais" of the simulation asks for. */
const SIMULATION_PER_PAGE = 20;

type SimulatedReceivable = AnticipationSimulation['receivables'][number];

/**
 * A simulation's receivables, from the ones it answered with on, a page of the API at a time.
 * The page asked for follows from how many are loaded, so how many the simulation answered with
 * is the backend's choice; what a page repeats of them is cut. Priced once, they never change.
 */
export function simulationReceivablesQuery(simulation: AnticipationSimulation) {
  const { simulation_id, receivables, receivables_count } = simulation;
  return infiniteQueryOptions({
    queryKey: [...anticipationQueries.all(), 'simulation', simulation_id, 'receivables'] as const,
    queryFn: async ({ pageParam: loaded, signal }): Promise<SimulatedReceivable[]> => {
      const page = Math.floor(loaded / SIMULATION_PER_PAGE) + 1;
      const answer = await api.call(anticipationSimulationReceivables, {
        params: { simulation_id },
        query: { page, perPage: SIMULATION_PER_PAGE },
        signal,
      });
      return answer.data.slice(loaded - (page - 1) * SIMULATION_PER_PAGE);
    },
    initialPageParam: 0,
    initialData: { pages: [receivables], pageParams: [0] },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.length, 0);
      // An empty page ends it too: a backend that counts more than it lists never loops.
      return loaded < receivables_count && last.length > 0 ? loaded : undefined;
    },
    staleTime: Infinity,
  });
}

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

function invalidateAfterAnticipation(queryClient: QueryClient): Promise<void> {
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
