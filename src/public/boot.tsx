import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrandColors, publicConfig } from './api/config';
import { PublicRouter } from './router/public-router';
import { matchPublicRoute } from './router/routes';

/**
 * Boots a customer's page (main.tsx sends every public address here): React and this page's
 * chunk load together, with /config, and nothing of the signed-in app (no router, no query
 * cache, no sign-in, no offline store, no Ionic JavaScript).
 */
export function bootPublic(container: HTMLElement): void {
  const match = matchPublicRoute(window.location.pathname);
  // Asked now, in parallel with React's first render: the page's chunk and the config.
  void match?.route.load().catch(() => undefined);
  publicConfig()
    .then(applyBrandColors)
    .catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <PublicRouter />
    </StrictMode>,
  );
}
