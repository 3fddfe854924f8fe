import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/client';
import { applyBrand } from '@/config/brand';
import { publicConfig } from './api/config';
import { PublicRouter } from './router/public-router';

/**
 * Renders a customer's page (start.ts has already asked for its chunk and data): React and the
 * public router, nothing of the signed-in app (no TanStack Router, no query cache, no sign-in,
 * no offline store, no Ionic JavaScript).
 */
export function bootPublic(container: HTMLElement): void {
  publicConfig()
    .then((config) => applyBrand(config.brand))
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
