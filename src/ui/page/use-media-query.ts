import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date (rotation, split-screen, window resize). For
 * layouts that differ in structure (cards on phones, a table on desktops); plain CSS does the rest.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tablets in landscape and desktops: room for a table. Ionic's `lg` breakpoint. */
export const WIDE_SCREEN = '(min-width: 992px)';
