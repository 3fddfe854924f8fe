import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OfflineMarker } from './offline-marker';
import { offlineMarkerElement } from './offline-marker-text';

describe('offline marker', () => {
  it.each([1_700_000_000_000, 0])('is built the same by React and for a painted snapshot (%d)', (dataUpdatedAt) => {
    const { container } = render(<OfflineMarker dataUpdatedAt={dataUpdatedAt} />);
    expect(offlineMarkerElement(dataUpdatedAt).outerHTML).toBe(container.innerHTML);
    expect(container.textContent).toMatch(dataUpdatedAt ? /^offline — dados de \d{2}\/\d{2}\/\d{4}/ : /^offline$/);
  });
});
