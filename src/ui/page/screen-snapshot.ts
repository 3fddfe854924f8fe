import { createContext, useContext, useEffect } from 'react';
import { useAfterIdle } from '@/ui/defer/after-idle';

/**
 * Keeps a picture of the screen whose data was fetched at `dataUpdatedAt` for the next offline
 * start (decision 011); returns a cancel for when the data changes first. Provided by the app's
 * shell for a signed-in user (it knows whose screen it is); absent elsewhere.
 */
export type KeepScreen = (dataUpdatedAt: number) => () => void;

export const ScreenSnapshotContext = createContext<KeepScreen | undefined>(undefined);

/**
 * Each time a page's data arrives online, asks the shell to keep the screen once the page is
 * idle (its capture code is not needed for the first paint). A screen showing cached data
 * (offline) is never kept: it would only copy the marker.
 */
export function useScreenSnapshot(dataUpdatedAt: number | undefined, offline: boolean): void {
  const keep = useContext(ScreenSnapshotContext);
  const idle = useAfterIdle();
  useEffect(() => {
    if (!keep || !idle || offline || !dataUpdatedAt) return;
    return keep(dataUpdatedAt);
  }, [keep, idle, offline, dataUpdatedAt]);
}
