import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BLOCK_TYPE_OPTIONS } from '@/lib/block-types';
import { lookupQueries } from './lookups';

/** A filter's option: the value sent and the label read. */
export interface LookupOption {
  value: string;
  label: string;
}

/** The channel filter's options; undefined while the list loads. */
export function useChannelOptions(): LookupOption[] | undefined {
  const channels = useQuery(lookupQueries.channels()).data;
  return useMemo(() => channels?.map((c) => ({ value: String(c.id), label: c.channel_name })), [channels]);
}

/**
 * The application filter's options. Requirements §8: a failed app-list load clears them — a saved list
 * that could not be refreshed is not offered as if it were current.
 */
export function useAppOptions(): LookupOption[] | undefined {
  const { data, isError } = useQuery(lookupQueries.apps());
  return useMemo(() => (isError ? [] : data?.map((a) => ({ value: a.app_code, label: a.app_name }))), [data, isError]);
}

/**
 * The block reasons as the backend labels them, or requirements §5's 23 codes with the portal's labels
 * when the backend has no `/v1/block_type` (not a §7 call) or it fails.
 */
export function useBlockTypeOptions(): readonly LookupOption[] | undefined {
  const { data, isError } = useQuery(lookupQueries.blockTypes());
  return useMemo(
    () => (isError ? BLOCK_TYPE_OPTIONS : data?.map((b) => ({ value: String(b.id), label: b.description }))),
    [data, isError],
  );
}
