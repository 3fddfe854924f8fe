import { useMemo } from 'react';
import { useAppOptions, useChannelOptions } from '@/api/lookup-options';
import { transactionFilters } from '../lib/filters';

/** The filter definitions with the lookup lists as options (persisted, so they work offline); operation and brand are spec §5's fixed lists. */
export function useTransactionFilters() {
  const channels = useChannelOptions();
  const apps = useAppOptions();
  return useMemo(() => transactionFilters({ channels, apps }), [channels, apps]);
}
