import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/client';
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
  createRoot(container, {
    // An unknown or expired link is an answer the page shows, not a fault: only other errors
    // caught by a page's boundary reach the console.
    onCaughtError: (error, info) => {
      if (!isApiError(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <PublicRouter />
    </StrictMode>,
  );
}
