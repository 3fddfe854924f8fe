import { OFFLINE_MARKER_TIMING, offlineMarkerClasses, offlineMarkerText } from './offline-marker-text';

export interface OfflineMarkerProps {
  /** When the data on screen was fetched (ms since epoch, react-query's `dataUpdatedAt`). */
  dataUpdatedAt?: number | undefined;
}

/**
 * Tells the merchant that what they see is the cached copy, and how old it is (DESIGN.md,
 * offline design). A status region so screen readers announce it when the network drops.
 */
export function OfflineMarker({ dataUpdatedAt }: OfflineMarkerProps) {
  // react-query reports 0 for data that never arrived: there is no date to show then.
  return (
    <p role="status" className={offlineMarkerClasses.marker} {...OFFLINE_MARKER_TIMING}>
      <span className={offlineMarkerClasses.dot} aria-hidden="true" />
      {offlineMarkerText(dataUpdatedAt)}
    </p>
  );
}
