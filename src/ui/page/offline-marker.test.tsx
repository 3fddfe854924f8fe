import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OfflineMarker } from './offline-marker';
import { offlineMarkerElement, offlineMarkerText, type OfflineMarkerInfo } from './offline-marker-text';

// 26/11/2026 14:40 in São Paulo; the data of 14:30, offline since 14:32.
const NOW = Date.UTC(2026, 10, 26, 17, 40);
const SAVED = Date.UTC(2026, 10, 26, 17, 30);
const SINCE = Date.UTC(2026, 10, 26, 17, 32);

describe('offline marker', () => {
  it.each<OfflineMarkerInfo>([
    { dataUpdatedAt: SAVED, since: SINCE, now: NOW },
    { dataUpdatedAt: SAVED, since: SINCE, signInNeeded: true, now: NOW },
    { dataUpdatedAt: SAVED, online: true, signInNeeded: true, now: NOW },
    { dataUpdatedAt: 0 },
  ])('is built the same by React and for a painted snapshot (%o)', (info) => {
    const { container } = render(<OfflineMarker {...info} />);
    expect(offlineMarkerElement(info).outerHTML).toBe(container.innerHTML);
  });

  it('says since when the portal is offline, and how old the data is', () => {
    expect(offlineMarkerText({ dataUpdatedAt: SAVED, since: SINCE, now: NOW })).toBe(
      'offline desde 14:32 — dados de 26/11/2026 14:30',
    );
    // A spell that began another day says the day.
    expect(offlineMarkerText({ dataUpdatedAt: SAVED, since: SINCE - 86_400_000, now: NOW })).toBe(
      'offline desde 25/11 14:32 — dados de 26/11/2026 14:30',
    );
    expect(offlineMarkerText({ dataUpdatedAt: SAVED })).toBe('offline — dados de 26/11/2026 14:30');
    expect(offlineMarkerText({ dataUpdatedAt: 0 })).toBe('offline');
  });

  it('says when signing in again will be needed once the connection returns', () => {
    expect(offlineMarkerText({ dataUpdatedAt: SAVED, since: SINCE, signInNeeded: true, now: NOW })).toBe(
      'offline desde 14:32 — dados de 26/11/2026 14:30. Ao voltar a conexão, será preciso entrar novamente.',
    );
  });

  it('online again, with only signing in missing, no longer says offline', () => {
    expect(offlineMarkerText({ dataUpdatedAt: SAVED, since: SINCE, online: true, signInNeeded: true })).toBe(
      'dados salvos em 26/11/2026 14:30',
    );
    expect(offlineMarkerText({ dataUpdatedAt: 0, online: true })).toBe('dados salvos neste aparelho');
  });
});
