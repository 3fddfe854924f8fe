import {
  OFFLINE_MARKER_TIMING,
  offlineMarkerClasses,
  offlineMarkerText,
  type OfflineMarkerInfo,
} from './offline-marker-text';

export type OfflineMarkerProps = OfflineMarkerInfo;

/**
 * Tells the merchant that what they see is the cached copy, how old it is, since when the
 * portal is offline and whether signing in again will be needed (docs/stack-notes.md, offline design). A
 * status region so screen readers announce it when the network drops.
 */
export function OfflineMarker(info: OfflineMarkerProps) {
  return (
    <p role="status" className={offlineMarkerClasses.marker} {...OFFLINE_MARKER_TIMING}>
      <span className={offlineMarkerClasses.dot} aria-hidden="true" />
      {offlineMarkerText(info)}
    </p>
  );
}
