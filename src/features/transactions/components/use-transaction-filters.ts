import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppOptions, useChannelOptions } from '@/api/lookup-options';
import { lookupQueries } from '@/api/lookups';
import { transactionFilters } from '../lib/filters';

/**
 * The filter definitions with the lookup lists as options (persisted, so they work offline):
 * brand is requirements §5's fixed list; operation is requirements §5's list and the backend's others (Pix).
 */
export function useTransactionFilters() {
  const operations = useQuery(lookupQueries.operations()).data;
  const channels = useChannelOptions();
  const apps = useAppOptions();
  return useMemo(() => transactionFilters({ operations, channels, apps }), [operations, channels, apps]);
}
