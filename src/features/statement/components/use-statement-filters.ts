import { useMemo } from 'react';
import { useAppOptions, useBlockTypeOptions, useChannelOptions } from '@/api/lookup-options';
import { statementFilters } from '../lib/filters';

/** The filter definitions with the lookup lists (block reasons labelled by the backend). */
export function useStatementFilters(dateBasis: string) {
  const channels = useChannelOptions();
  const apps = useAppOptions();
  const blockTypes = useBlockTypeOptions();
  return useMemo(
    () =>
      statementFilters(
        {
          channels,
          apps,
          blockTypes,
        },
        dateBasis,
      ),
    [channels, apps, blockTypes, dateBasis],
  );
}
