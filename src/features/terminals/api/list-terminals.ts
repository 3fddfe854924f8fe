import { queryOptions } from '@tanstack/react-query';
import { terminalList } from '@contract/merchant';
import type { ResponseOf } from '@contract/endpoint';
import { api } from '@/api';

type TerminalList = ResponseOf<typeof terminalList>;
/** A machine: id, serial, model and status always; the rest are the sandbox's extras. */
export type Terminal = TerminalList['data'][number];
export type TerminalStatus = Terminal['status'];

const listTerminals = (signal?: AbortSignal) => api.call(terminalList, { signal });

export const terminalQueries = {
  all: () => ['terminals'] as const,
  list: () =>
    queryOptions({
      queryKey: [...terminalQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listTerminals(signal),
      staleTime: 5 * 60_000,
      meta: { persist: true },
    }),
};
