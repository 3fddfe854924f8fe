import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render that is an extra, not the screen itself (pull-to-refresh,
 * the drawer's links, a banner): should its chunk not come (a deploy in between, offline with an
 * old cache), it renders nothing rather than failing the screen. Render it inside a Suspense.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
}
