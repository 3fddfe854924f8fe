import { queryOptions } from '@tanstack/react-query';
import * as contract from '@contract/lookups';
import type { Endpoint, ResponseOf } from '@contract/endpoint';
import type * as v from 'valibot';
import { api } from './client-instance';

/** Lookup lists several features share (requirements §7). They change rarely: cache long. */
const DAY = 24 * 60 * 60_000;

type ListCall = Endpoint & { path: string; success: { schema: v.GenericSchema } };

const lookup = <E extends ListCall>(declared: E, errorToast?: false) =>
  // The path identifies the list; the declaration only adds its shape.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['lookup', declared.path] as const,
    queryFn: ({ signal }): Promise<ResponseOf<E>> => api.call(declared, { signal }),
    staleTime: DAY,
    meta: errorToast === false ? { persist: true, errorToast } : { persist: true },
  });

export const lookupQueries = {
  // The shell says it with requirements §8's own words: 'Falha ao carregar bancos…'.
  banks: () => lookup(contract.bankList, false),
  operations: () => lookup(contract.operationList),
  channels: () => lookup(contract.channelList),
  cardBrands: () => lookup(contract.cardBrandList),
  apps: () => lookup(contract.appList),
  // Optional (a sandbox extra): its absence falls back to a static list, without a toast.
  blockTypes: () => lookup(contract.blockTypeList, false),
};
