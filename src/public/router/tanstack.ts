import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';

/**
 * The query string of a public page rendered by the signed-in app's router (a link followed
 * inside the app). The page then moves on by document loads, as it does for any customer.
 */
export function usePublicPageSearch(): URLSearchParams {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return useMemo(() => new URLSearchParams(searchStr), [searchStr]);
}
