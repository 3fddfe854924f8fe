import { useRouteContext } from '@tanstack/react-router';
import type { Feature } from '@contract/endpoint';

/**
 * Whether the backend offers an optional capability (issue 23: refunds, anticipation), as its
 * `/config` says. Off, the capability has no screen, menu entry or call: a backend that serves
 * requirements §7 alone keeps working.
 */
export function useFeature(feature: Feature): boolean {
  const { config } = useRouteContext({ from: '__root__' });
  return config.features[feature];
}
