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

/**
 * Room for a wide table (8 columns) beside the 250 px sidebar, which Ionic's split pane shows
 * from 992 px on: a 992 px window leaves only ~740 px of content.
 */
export const WIDE_SCREEN = '(min-width: 1200px)';

/** Room for a table of a few columns (tablet portrait and up). */
export const TABLET_UP = '(min-width: 768px)';
