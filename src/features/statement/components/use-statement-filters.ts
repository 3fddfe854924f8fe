import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppOptions, useChannelOptions } from '@/api/lookup-options';
import { lookupQueries } from '@/api/lookups';
import { statementFilters } from '../lib/filters';

/** The filter definitions with the lookup lists (block reasons labelled by the backend). */
export function useStatementFilters(dateBasis: string) {
  const channels = useChannelOptions();
  const apps = useAppOptions();
  const blockTypes = useQuery(lookupQueries.blockTypes()).data;
  return useMemo(
    () =>
      statementFilters(
        {
          channels,
          apps,
          blockTypes: blockTypes?.map((b) => ({ value: String(b.id), label: b.description })),
        },
        dateBasis,
      ),
    [channels, apps, blockTypes, dateBasis],
  );
}
