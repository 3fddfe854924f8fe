import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lookupQueries } from '@/api/lookups';
import { statementFilters } from '../lib/filters';

/** The filter definitions with the lookup lists (block reasons labelled by the backend). */
export function useStatementFilters(dateBasis: string) {
  const channels = useQuery(lookupQueries.channels()).data;
  const apps = useQuery(lookupQueries.apps()).data;
  const blockTypes = useQuery(lookupQueries.blockTypes()).data;
  return useMemo(
    () =>
      statementFilters(
        {
          channels: channels?.map((c) => ({ value: String(c.id), label: c.channel_name })),
          apps: apps?.map((a) => ({ value: a.app_code, label: a.app_name })),
          blockTypes: blockTypes?.map((b) => ({ value: String(b.id), label: b.description })),
        },
        dateBasis,
      ),
    [channels, apps, blockTypes, dateBasis],
  );
}
