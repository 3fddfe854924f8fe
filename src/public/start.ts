import { setEarlyConfigRequest } from './api/early-config';
import { matchPublicRoute } from './router/routes';

/**
 * Starts a customer's page (main.tsx sends every public address here). Everything the first
 * screen needs is asked for at once, in parallel, as soon as this small module runs: React and
 * the router (`boot`), the page's own chunk, the config and the page's data (the link being
 * paid). The page then renders the data its request already brought.
 */
export async function startPublic(container: HTMLElement, config?: Promise<Response>): Promise<void> {
  if (config) setEarlyConfigRequest(config);
  const match = matchPublicRoute(window.location.pathname);
  void match?.route.load().catch(() => undefined);
  void match?.route.prefetch?.(match.params).catch(() => undefined);
  const { bootPublic } = await import('./boot');
  bootPublic(container);
}
