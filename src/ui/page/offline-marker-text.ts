import { formatRecentTime, formatTimestamp } from '@/lib/dates';
import styles from './offline-marker.module.css';

export interface OfflineMarkerInfo {
  /** When the data on screen was fetched (ms since epoch); 0 or undefined for data that never arrived. */
  dataUpdatedAt: number | undefined;
  /** Since when the portal has been offline. */
  since?: number | undefined;
  /** Signing in again will be needed once the connection returns (no tokens, or their life is over). */
  signInNeeded?: boolean | undefined;
  /** Online again and only signing in is missing (the banner offers it): the data is not "offline". */
  online?: boolean | undefined;
  now?: number | undefined;
}

/** "offline desde 14:32 — dados de 26/11/2026 14:30", and what will be needed once back online. */
export function offlineMarkerText({ dataUpdatedAt, since, signInNeeded, online, now }: OfflineMarkerInfo): string {
  const when = dataUpdatedAt ? formatTimestamp(dataUpdatedAt) : '';
  if (online) return when ? `dados salvos em ${when}` : 'dados salvos neste aparelho';
  const head = since ? `offline desde ${formatRecentTime(since, now)}` : 'offline';
  const text = when ? `${head} — dados de ${when}` : head;
  return signInNeeded ? `${text}. Ao voltar a conexão, será preciso entrar novamente.` : text;
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
export function offlineMarkerElement(info: OfflineMarkerInfo): HTMLElement {
  const marker = document.createElement('p');
  marker.setAttribute('role', 'status');
  marker.className = offlineMarkerClasses.marker ?? '';
  marker.setAttribute('elementtiming', OFFLINE_MARKER_TIMING.elementtiming);
  const dot = document.createElement('span');
  dot.className = offlineMarkerClasses.dot ?? '';
  dot.setAttribute('aria-hidden', 'true');
  marker.append(dot, offlineMarkerText(info));
  return marker;
}
