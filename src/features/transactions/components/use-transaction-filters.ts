import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lookupQueries } from '@/api/lookups';
import { transactionFilters } from '../lib/filters';

/** The filter definitions with the lookup lists as options (persisted, so they work offline); operation and brand are spec §5's fixed lists. */
export function useTransactionFilters() {
  const channels = useQuery(lookupQueries.channels()).data;
  const apps = useQuery(lookupQueries.apps()).data;
  return useMemo(
    () =>
      transactionFilters({
        channels: channels?.map((c) => ({ value: String(c.id), label: c.channel_name })),
        apps: apps?.map((a) => ({ value: a.app_code, label: a.app_name })),
      }),
    [channels, apps],
  );
}
