import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';
import { CentsSchema } from '@/api/money';
import { CountSchema, listPageSchema } from '@/api/paging';

export const TERMINAL_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;

export const TerminalSchema = v.object({
  id: v.number(),
  serial_number: v.string(),
  model: v.string(),
  manufacturer: v.string(),
  // Free text on purpose: a new technology (5G) must not break the whole screen.
  connectivity: v.string(),
  status: v.picklist(TERMINAL_STATUSES),
  activation_date: v.string(),
  last_used_at: v.nullable(v.string()),
  month_count: CountSchema,
  month_amount: CentsSchema,
});
export type Terminal = v.InferOutput<typeof TerminalSchema>;
export type TerminalStatus = Terminal['status'];

export const TerminalListSchema = listPageSchema(TerminalSchema);
export type TerminalList = v.InferOutput<typeof TerminalListSchema>;

export const listTerminals = (signal?: AbortSignal) => api.get('/v1/app/terminal', TerminalListSchema, { signal });

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
