import { formatTimestamp } from '@/lib/dates';
import styles from './offline-marker.module.css';

/** "offline — dados de {data hora}", or just "offline" for data that never arrived (0). */
export function offlineMarkerText(dataUpdatedAt: number | undefined): string {
  const when = dataUpdatedAt ? formatTimestamp(dataUpdatedAt) : '';
  return when ? `offline — dados de ${when}` : 'offline';
}

export const offlineMarkerClasses = { marker: styles.marker, dot: styles.dot };

/**
 * Element Timing id of the marker: the browser records when it was first painted, which is when
 * cached data was first on screen (scripts/bench/offline-reload.ts reads it).
 */
export const OFFLINE_MARKER_TIMING = { elementtiming: 'offline-data' } as const;

/**
 * The marker as plain DOM, for a snapshot painted before React runs (offline/snapshot). It must
 * look exactly like <OfflineMarker>: a test renders both and compares them.
 */
export function offlineMarkerElement(dataUpdatedAt: number | undefined): HTMLElement {
  const marker = document.createElement('p');
  marker.setAttribute('role', 'status');
  marker.className = offlineMarkerClasses.marker ?? '';
  marker.setAttribute('elementtiming', OFFLINE_MARKER_TIMING.elementtiming);
  const dot = document.createElement('span');
  dot.className = offlineMarkerClasses.dot ?? '';
  dot.setAttribute('aria-hidden', 'true');
  marker.append(dot, offlineMarkerText(dataUpdatedAt));
  return marker;
}
